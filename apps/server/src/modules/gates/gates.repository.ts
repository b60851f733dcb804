import type { GateItemState } from '@waypost/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  gates,
  gateSettlements,
  gateSubmitItems,
  gateSubmits,
  labels,
  ledgerAccounts,
  locations,
  users,
} from '../../db/schema/index.js';

export type GateRow = typeof gates.$inferSelect;
export type GateSubmitRow = typeof gateSubmits.$inferSelect;

/** What Waypost owes each gate: its payable's balance (negative in the ledger), as a positive amount. */
const owedOf = sql<number>`coalesce((select -a.balance from ${ledgerAccounts} a
  where a.id = 'payable:gate:' || ${gates.id}), 0)::int`;

/** Bus gates, their slips and their payments (issue 28 §1). Plain rows; the caller's transaction. */
export const gatesRepository = {
  async listGates(db: Database, companyId: number) {
    return db
      .select({ gate: gates, township: locations, owed: owedOf })
      .from(gates)
      .innerJoin(locations, eq(locations.id, gates.townshipId))
      .where(eq(gates.companyId, companyId))
      .orderBy(desc(gates.active), gates.name);
  },

  async findGate(db: Database, companyId: number, id: number) {
    const [row] = await db
      .select({ gate: gates, township: locations, owed: owedOf })
      .from(gates)
      .innerJoin(locations, eq(locations.id, gates.townshipId))
      .where(and(eq(gates.id, id), eq(gates.companyId, companyId)));
    return row ?? null;
  },

  async lockGate(tx: Database, companyId: number, id: number): Promise<GateRow | null> {
    const [row] = await tx
      .select()
      .from(gates)
      .where(and(eq(gates.id, id), eq(gates.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async townshipExists(db: Database, id: string): Promise<boolean> {
    const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
    return row !== undefined;
  },

  async insertGate(tx: Database, row: typeof gates.$inferInsert) {
    const [inserted] = await tx.insert(gates).values(row).returning({ id: gates.id });
    return inserted!.id;
  },

  async updateGate(tx: Database, id: number, patch: Partial<typeof gates.$inferInsert>) {
    await tx
      .update(gates)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(gates.id, id));
  },

  /** Whether a branch of the company sits in the township (the network serves it). */
  async servedTownships(db: Database, companyId: number, townshipIds: readonly string[]): Promise<Set<string>> {
    if (townshipIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ id: branches.townshipId })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), inArray(branches.townshipId, [...townshipIds])));
    return new Set(rows.map((row) => row.id));
  },

  async insertSubmit(tx: Database, row: typeof gateSubmits.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(gateSubmits).values(row).returning({ id: gateSubmits.id });
    return inserted!.id;
  },

  async insertItems(tx: Database, rows: (typeof gateSubmitItems.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(gateSubmitItems).values(rows);
  },

  async findSubmit(db: Database, companyId: number, id: number) {
    const [row] = await db
      .select({ submit: gateSubmits, gate: gates, branch: branches, creator: { id: users.id, name: users.name } })
      .from(gateSubmits)
      .innerJoin(gates, eq(gates.id, gateSubmits.gateId))
      .innerJoin(branches, eq(branches.id, gateSubmits.branchId))
      .innerJoin(users, eq(users.id, gateSubmits.createdBy))
      .where(and(eq(gateSubmits.id, id), eq(gateSubmits.companyId, companyId)));
    return row ?? null;
  },

  async lockSubmit(tx: Database, companyId: number, id: number): Promise<GateSubmitRow | null> {
    const [row] = await tx
      .select()
      .from(gateSubmits)
      .where(and(eq(gateSubmits.id, id), eq(gateSubmits.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  /** Slips of a branch (or of the company, for head office), newest first, with their counts by state. */
  async listSubmits(
    db: Database,
    filter: { companyId: number; branchId: number | null; gateId?: number | undefined; limit: number },
  ) {
    const counts = db
      .select({
        submitId: gateSubmitItems.gateSubmitId,
        total: sql<number>`count(*)::int`.as('total'),
        handed: sql<number>`(count(*) filter (where ${gateSubmitItems.state} = 'handed'))::int`.as('handed'),
        collected: sql<number>`(count(*) filter (where ${gateSubmitItems.state} = 'collected'))::int`.as('collected'),
        returned: sql<number>`(count(*) filter (where ${gateSubmitItems.state} = 'returned'))::int`.as('returned'),
      })
      .from(gateSubmitItems)
      .groupBy(gateSubmitItems.gateSubmitId)
      .as('counts');
    return db
      .select({
        submit: gateSubmits,
        gate: gates,
        branch: branches,
        creator: { id: users.id, name: users.name },
        total: counts.total,
        handed: counts.handed,
        collected: counts.collected,
        returned: counts.returned,
      })
      .from(gateSubmits)
      .innerJoin(counts, eq(counts.submitId, gateSubmits.id))
      .innerJoin(gates, eq(gates.id, gateSubmits.gateId))
      .innerJoin(branches, eq(branches.id, gateSubmits.branchId))
      .innerJoin(users, eq(users.id, gateSubmits.createdBy))
      .where(
        and(
          eq(gateSubmits.companyId, filter.companyId),
          filter.branchId === null ? undefined : eq(gateSubmits.branchId, filter.branchId),
          filter.gateId === undefined ? undefined : eq(gateSubmits.gateId, filter.gateId),
        ),
      )
      .orderBy(desc(gateSubmits.id))
      .limit(filter.limit);
  },

  async itemsOf(db: Database, submitId: number) {
    return db
      .select({ item: gateSubmitItems, label: labels, township: locations })
      .from(gateSubmitItems)
      .innerJoin(labels, eq(labels.id, gateSubmitItems.labelId))
      .leftJoin(locations, eq(locations.id, labels.destinationTownship))
      .where(eq(gateSubmitItems.gateSubmitId, submitId))
      .orderBy(gateSubmitItems.id);
  },

  async setItemStates(
    tx: Database,
    submitId: number,
    labelIds: readonly number[],
    state: GateItemState,
    by: { userId: number; at: Date },
  ) {
    await tx
      .update(gateSubmitItems)
      .set({ state, reportedAt: by.at, reportedBy: by.userId })
      .where(and(eq(gateSubmitItems.gateSubmitId, submitId), inArray(gateSubmitItems.labelId, [...labelIds])));
  },

  async insertSettlement(tx: Database, row: typeof gateSettlements.$inferInsert) {
    const [inserted] = await tx.insert(gateSettlements).values(row).returning();
    return inserted!;
  },
};
