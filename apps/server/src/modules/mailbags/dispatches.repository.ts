import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dispatchBags, dispatches, mailbags, transferRoutes, users } from '../../db/schema/index.js';
import { arrayValues, rowsOf, type DispatchRow, type Row } from './mailbags.repository.js';

/**
 * Dispatches (issue 27): the carriers' loads, their advance lists and receipts, the routes' hours on the road, and
 * the people a dispatch or a verification note names. Plain objects in and out; writes take the caller's transaction.
 */
export const dispatchesRepository = {
  // Dispatches.
  async insertDispatch(tx: Database, values: typeof dispatches.$inferInsert): Promise<DispatchRow> {
    const [row] = await tx.insert(dispatches).values(values).returning();
    return row!;
  },

  async insertDispatchBags(tx: Database, rows: (typeof dispatchBags.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(dispatchBags).values(rows);
  },

  async findDispatch(db: Database, companyId: number, id: number): Promise<DispatchRow | null> {
    const [row] = await db
      .select()
      .from(dispatches)
      .where(and(eq(dispatches.id, id), eq(dispatches.companyId, companyId)));
    return row ?? null;
  },

  /** Each dispatch's number, for a page of bags in one query. */
  async dispatchNumbers(db: Database, companyId: number, ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: dispatches.id, dispatchNo: dispatches.dispatchNo })
      .from(dispatches)
      .where(and(inArray(dispatches.id, [...ids]), eq(dispatches.companyId, companyId)));
    return new Map(rows.map((row) => [row.id, row.dispatchNo]));
  },

  async lockDispatch(tx: Database, id: number): Promise<DispatchRow | null> {
    const [row] = await tx.select().from(dispatches).where(eq(dispatches.id, id)).for('update');
    return row ?? null;
  },

  async updateDispatch(tx: Database, id: number, patch: Partial<typeof dispatches.$inferInsert>) {
    await tx.update(dispatches).set(patch).where(eq(dispatches.id, id));
  },

  /** The dispatch's advance list and the bags received with it. */
  async dispatchBagsOf(db: Database, dispatchId: number) {
    return db
      .select({ bag: mailbags, listed: dispatchBags.listed, receivedAt: dispatchBags.receivedAt })
      .from(dispatchBags)
      .innerJoin(mailbags, eq(mailbags.id, dispatchBags.mailbagId))
      .where(eq(dispatchBags.dispatchId, dispatchId))
      .orderBy(asc(mailbags.id));
  },

  async dispatchIdsOf(db: Database, mailbagId: number): Promise<number[]> {
    const rows = await db
      .select({ id: dispatchBags.dispatchId })
      .from(dispatchBags)
      .where(eq(dispatchBags.mailbagId, mailbagId))
      .orderBy(asc(dispatchBags.dispatchId));
    return rows.map((row) => row.id);
  },

  async markBagReceived(tx: Database, dispatchId: number, mailbagId: number, at: Date, listed: boolean) {
    await tx
      .insert(dispatchBags)
      .values({ dispatchId, mailbagId, listed, receivedAt: at })
      .onConflictDoUpdate({ target: [dispatchBags.dispatchId, dispatchBags.mailbagId], set: { receivedAt: at } });
  },

  async listDispatches(
    db: Database,
    filter: {
      companyId: number;
      branchId: number | null;
      direction?: 'outgoing' | 'incoming' | undefined;
      state?: string | undefined;
    },
  ): Promise<DispatchRow[]> {
    const conditions: (SQL | undefined)[] = [eq(dispatches.companyId, filter.companyId)];
    if (filter.branchId !== null) {
      conditions.push(
        filter.direction === 'outgoing'
          ? eq(dispatches.originBranchId, filter.branchId)
          : filter.direction === 'incoming'
            ? eq(dispatches.destinationBranchId, filter.branchId)
            : or(eq(dispatches.originBranchId, filter.branchId), eq(dispatches.destinationBranchId, filter.branchId)),
      );
    }
    if (filter.state) conditions.push(sql`${dispatches.state} = ${filter.state}`);
    // On the road, the one due first (overdue) leads; done with, the newest does (the route-state index, backwards).
    const onTheRoad = filter.state === 'in_transit' || filter.state === 'arrived';
    return db
      .select()
      .from(dispatches)
      .where(and(...conditions))
      .orderBy(
        onTheRoad ? asc(dispatches.expectedAt) : desc(dispatches.expectedAt),
        onTheRoad ? asc(dispatches.id) : desc(dispatches.id),
      )
      .limit(200);
  },

  async userNames(db: Database, ids: readonly (number | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /** A second officer signing a verification note: who he is, where he works and what his role lets him do. */
  async signerByUserName(db: Database, companyId: number, userName: string) {
    const [row] = await rowsOf<Row>(
      db,
      sql`select u.id, u.password_hash, u.branch_id, u.status, r.slug,
            coalesce(crp.permissions, r.permissions) as permissions,
            coalesce((select array_agg(ub.branch_id) from user_branches ub where ub.user_id = u.id), '{}') as jointed
          from users u join roles r on r.id = u.role_id
          left join company_role_permissions crp on crp.company_id = u.company_id and crp.role_id = u.role_id
          where u.company_id = ${companyId} and lower(u.user_name) = lower(${userName})`,
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      passwordHash: row.password_hash as string,
      branchId: row.branch_id === null ? null : Number(row.branch_id),
      status: row.status as string,
      roleSlug: row.slug as string,
      permissions: arrayValues(row.permissions).map(String),
      jointedBranchIds: arrayValues(row.jointed).map(Number),
    };
  },

  // Routes.
  async transitHours(db: Database, origin: number, destination: number): Promise<number | null> {
    const [row] = await db
      .select({ hours: transferRoutes.transitHours })
      .from(transferRoutes)
      .where(and(eq(transferRoutes.originBranchId, origin), eq(transferRoutes.destinationBranchId, destination)));
    return row?.hours ?? null;
  },

  async listRoutes(db: Database, companyId: number) {
    return db.select().from(transferRoutes).where(eq(transferRoutes.companyId, companyId));
  },

  async upsertRoute(tx: Database, values: typeof transferRoutes.$inferInsert) {
    await tx
      .insert(transferRoutes)
      .values(values)
      .onConflictDoUpdate({
        target: [transferRoutes.originBranchId, transferRoutes.destinationBranchId],
        set: { transitHours: values.transitHours, updatedAt: values.updatedAt ?? new Date() },
      });
  },
};
