import type { LabelStatus, MailbagEvent, MissingState } from '@waypost/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  companies,
  dispatches,
  labels,
  labelTransactions,
  mailbagEventLog,
  mailbagItems,
  mailbags,
  users,
} from '../../db/schema/index.js';

/**
 * The branch network's rows (issue 27). Plain objects in, plain objects out; every write takes the caller's
 * transaction. Set-based where a dispatch moves thousands of labels at once.
 */

export type MailbagRow = typeof mailbags.$inferSelect;
export type DispatchRow = typeof dispatches.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export type Row = Record<string, unknown>;

export const rowsOf = async <T = Row>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * An array column as it arrives: an array, or its text (`{a,b}`) as some drivers return an array_agg of text or of a
 * domain type. Plain words and numbers only (no quoting).
 */
export function arrayValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const inner = String(value).replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

/** A PostgreSQL array literal of whole numbers or plain words (no quoting needed). */
export const arrayOf = (values: readonly (string | number)[], type: string) =>
  sql`${`{${values.join(',')}}`}::${sql.raw(type)}`;

/** Serializes numbering on one route and day (bag serials, dispatch numbers) across API processes. */
async function lockRouteDay(tx: Database, kind: string, origin: number, destination: number, day: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${origin}:${destination}:${day}`}, 0))`,
  );
}

export const mailbagsRepository = {
  async findBranches(db: Database, companyId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), inArray(branches.id, [...ids])));
  },

  // Numbering.
  async nextBagNumbers(tx: Database, origin: number, destination: number, day: string) {
    await lockRouteDay(tx, 'mailbag', origin, destination, day);
    const [row] = await rowsOf<{ serial: number; dispatches: number }>(
      tx,
      sql`select
            (select coalesce(max(serial), 0) + 1 from ${mailbags} where origin_branch_id = ${origin}
               and destination_branch_id = ${destination} and bag_day = ${day}) as serial,
            (select count(*) from ${dispatches} where origin_branch_id = ${origin}
               and destination_branch_id = ${destination} and dispatch_day = ${day})::int as dispatches`,
    );
    return { serial: Number(row!.serial), plannedDispatchNo: Number(row!.dispatches) + 1 };
  },

  async nextDispatchNo(tx: Database, origin: number, destination: number, day: string): Promise<number> {
    await lockRouteDay(tx, 'dispatch', origin, destination, day);
    const [row] = await rowsOf<{ next: number }>(
      tx,
      sql`select coalesce(max(dispatch_no), 0) + 1 as next from ${dispatches}
          where origin_branch_id = ${origin} and destination_branch_id = ${destination} and dispatch_day = ${day}`,
    );
    return Number(row!.next);
  },

  // Bags.
  async insertBag(tx: Database, values: typeof mailbags.$inferInsert): Promise<MailbagRow> {
    const [row] = await tx.insert(mailbags).values(values).returning();
    return row!;
  },

  async findBag(db: Database, companyId: number, id: number): Promise<MailbagRow | null> {
    const [row] = await db
      .select()
      .from(mailbags)
      .where(and(eq(mailbags.id, id), eq(mailbags.companyId, companyId)));
    return row ?? null;
  },

  async findBagByCode(db: Database, companyId: number, code: string): Promise<MailbagRow | null> {
    const [row] = await db
      .select()
      .from(mailbags)
      .where(and(eq(mailbags.bagCode, code), eq(mailbags.companyId, companyId)));
    return row ?? null;
  },

  /** Locks the bag until the transaction ends: its scans, closing, hand-over and opening happen one at a time. */
  async lockBag(tx: Database, companyId: number, id: number): Promise<MailbagRow | null> {
    const [row] = await tx
      .select()
      .from(mailbags)
      .where(and(eq(mailbags.id, id), eq(mailbags.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async lockBags(tx: Database, companyId: number, ids: readonly number[]): Promise<MailbagRow[]> {
    return tx
      .select()
      .from(mailbags)
      .where(and(inArray(mailbags.id, [...ids]), eq(mailbags.companyId, companyId)))
      .orderBy(asc(mailbags.id))
      .for('update');
  },

  async updateBag(tx: Database, id: number, patch: Partial<typeof mailbags.$inferInsert>) {
    await tx.update(mailbags).set(patch).where(eq(mailbags.id, id));
  },

  async listBags(
    db: Database,
    filter: {
      companyId: number;
      branchId: number | null;
      direction?: 'outgoing' | 'incoming' | undefined;
      status?: string | undefined;
      undispatched?: boolean;
    },
  ): Promise<MailbagRow[]> {
    const conditions: (SQL | undefined)[] = [eq(mailbags.companyId, filter.companyId)];
    if (filter.branchId !== null) {
      conditions.push(
        filter.direction === 'outgoing'
          ? eq(mailbags.originBranchId, filter.branchId)
          : filter.direction === 'incoming'
            ? eq(mailbags.destinationBranchId, filter.branchId)
            : or(eq(mailbags.originBranchId, filter.branchId), eq(mailbags.destinationBranchId, filter.branchId)),
      );
    }
    if (filter.status) conditions.push(sql`${mailbags.status} = ${filter.status}`);
    if (filter.undispatched) conditions.push(isNull(mailbags.dispatchId));
    return db
      .select()
      .from(mailbags)
      .where(and(...conditions))
      .orderBy(desc(mailbags.id))
      .limit(200);
  },

  // Items.
  /** The bag, not yet opened at its destination, listing the label (at most one: a unique index). */
  async findLiveItem(tx: Database, labelId: number) {
    const [row] = await tx
      .select({ mailbagId: mailbagItems.mailbagId, itemId: mailbagItems.id, bagCode: mailbags.bagCode })
      .from(mailbagItems)
      .innerJoin(mailbags, eq(mailbags.id, mailbagItems.mailbagId))
      .where(and(eq(mailbagItems.labelId, labelId), eq(mailbagItems.live, true)));
    return row ?? null;
  },

  async findItem(tx: Database, mailbagId: number, labelId: number) {
    const [row] = await tx
      .select()
      .from(mailbagItems)
      .where(
        and(eq(mailbagItems.mailbagId, mailbagId), eq(mailbagItems.labelId, labelId), isNull(mailbagItems.removedAt)),
      );
    return row ?? null;
  },

  async insertItem(tx: Database, values: typeof mailbagItems.$inferInsert) {
    await tx.insert(mailbagItems).values(values);
  },

  /**
   * What a scan into a bag checks, in one round trip (a scan answers at once, so its statements are few): whether
   * this bag lists the label already, the code of the bag not yet opened at its destination that lists it (if any),
   * the label's viewable history, oldest first, and the company's status variant.
   */
  async scanContext(
    tx: Database,
    { mailbagId, labelId, companyId }: { mailbagId: number; labelId: number; companyId: number },
  ) {
    const [row] = await rowsOf<{
      in_bag: boolean | string;
      live_bag_code: string | null;
      history: LabelStatus[] | string;
      variant: number | null;
    }>(
      tx,
      sql`select
            exists (select 1 from ${mailbagItems} where mailbag_id = ${mailbagId} and label_id = ${labelId}
                    and removed_at is null) as in_bag,
            (select m.bag_code from ${mailbagItems} i join ${mailbags} m on m.id = i.mailbag_id
             where i.label_id = ${labelId} and i.live limit 1) as live_bag_code,
            coalesce((select array_agg(t.status order by t.seq) from ${labelTransactions} t
                      where t.label_id = ${labelId} and t.viewable), '{}') as history,
            (select status_variant from ${companies} where id = ${companyId}) as variant`,
    );
    const history = row!.history;
    return {
      inThisBag: row!.in_bag === true || row!.in_bag === 't',
      liveBagCode: row!.live_bag_code,
      history: arrayValues(history) as LabelStatus[],
      variant: (Number(row!.variant) === 2 ? 2 : 1) as 1 | 2,
    };
  },

  /** A scanned label into the bag: its line, the bag's count and the bag's log, in one statement. */
  async addScannedItem(
    tx: Database,
    {
      mailbagId,
      labelId,
      count,
      branchId,
      actorId,
      at,
    }: {
      mailbagId: number;
      labelId: number;
      count: number;
      branchId: number;
      actorId: number;
      at: Date;
    },
  ) {
    const when = sql`${at.toISOString()}::timestamptz`;
    await tx.execute(sql`
      with line as (
        insert into ${mailbagItems} (mailbag_id, label_id, added_by, added_at)
        values (${mailbagId}, ${labelId}, ${actorId}, ${when})
      ), bag as (
        update ${mailbags} set label_count = ${count}, updated_at = ${when} where id = ${mailbagId}
      )
      insert into ${mailbagEventLog} (mailbag_id, event, branch_id, actor_id, label_id, at)
      values (${mailbagId}, 'label_added', ${branchId}, ${actorId}, ${labelId}, ${when})`);
  },

  async updateItem(tx: Database, id: number, patch: Partial<typeof mailbagItems.$inferInsert>) {
    await tx.update(mailbagItems).set(patch).where(eq(mailbagItems.id, id));
  },

  /** The label ids listed in the bag now (not taken out, not extras), and whether each was scanned at the opening. */
  async listedItems(tx: Database, mailbagId: number) {
    return tx
      .select({ itemId: mailbagItems.id, labelId: mailbagItems.labelId, openedAt: mailbagItems.openedAt })
      .from(mailbagItems)
      .where(and(eq(mailbagItems.mailbagId, mailbagId), isNull(mailbagItems.removedAt), eq(mailbagItems.extra, false)))
      .orderBy(asc(mailbagItems.id));
  },

  /** The label ids listed now in any of the bags (not taken out, not extras), in one statement. */
  async listedLabelIdsOf(tx: Database, mailbagIds: readonly number[]): Promise<number[]> {
    if (mailbagIds.length === 0) return [];
    const rows = await tx
      .select({ labelId: mailbagItems.labelId })
      .from(mailbagItems)
      .where(
        and(
          inArray(mailbagItems.mailbagId, [...mailbagIds]),
          isNull(mailbagItems.removedAt),
          eq(mailbagItems.extra, false),
        ),
      );
    return rows.map((row) => row.labelId);
  },

  /** Every line of the bag (taken out ones excluded), for its detail. */
  async bagLines(db: Database, mailbagId: number) {
    return db
      .select({
        id: labels.id,
        trackingCode: labels.trackingCode,
        status: labels.status,
        serviceType: labels.serviceType,
        weightGrams: labels.weightGrams,
        destinationName: labels.destinationName,
        addedAt: mailbagItems.addedAt,
        openedAt: mailbagItems.openedAt,
        extra: mailbagItems.extra,
        missingState: mailbagItems.missingState,
      })
      .from(mailbagItems)
      .innerJoin(labels, eq(labels.id, mailbagItems.labelId))
      .where(and(eq(mailbagItems.mailbagId, mailbagId), isNull(mailbagItems.removedAt)))
      .orderBy(asc(mailbagItems.id));
  },

  /** Ends the bag's list at its opening: nothing in it is in a bag on its way any more. */
  async closeItemsOf(tx: Database, mailbagId: number) {
    await tx.update(mailbagItems).set({ live: false }).where(eq(mailbagItems.mailbagId, mailbagId));
  },

  async markMissing(tx: Database, itemIds: readonly number[]) {
    if (itemIds.length === 0) return;
    await tx
      .update(mailbagItems)
      .set({ missingState: 'open' })
      .where(inArray(mailbagItems.id, [...itemIds]));
  },

  /** The label's items an opening listed missing, in these states, newest first. */
  async missingItemsOf(tx: Database, labelId: number, states: readonly MissingState[]) {
    return tx
      .select({ item: mailbagItems, bag: mailbags })
      .from(mailbagItems)
      .innerJoin(mailbags, eq(mailbags.id, mailbagItems.mailbagId))
      .where(and(eq(mailbagItems.labelId, labelId), inArray(mailbagItems.missingState, [...states])))
      .orderBy(desc(mailbagItems.id));
  },

  /**
   * The missing work list. The lines come from their partial index and each finds its bag by its key (a lateral
   * lookup): joined as a set, the planner hashed every bag of the company to match a few hundred lines — a
   * sequential scan that grows with the network's history (≈ 30 ms at 20,000 bags against ≈ 6 by key).
   */
  async listMissing(db: Database, filter: { companyId: number; branchId: number | null; state: MissingState }) {
    const bag = db
      .select({ id: mailbags.id, bagCode: mailbags.bagCode, dispatchId: mailbags.dispatchId })
      .from(mailbags)
      .where(
        and(
          eq(mailbags.id, mailbagItems.mailbagId),
          eq(mailbags.companyId, filter.companyId),
          filter.branchId === null ? undefined : eq(mailbags.destinationBranchId, filter.branchId),
        ),
      )
      .limit(1)
      .as('bag');
    return db
      .select({
        item: mailbagItems,
        bag: { id: bag.id, bagCode: bag.bagCode, dispatchId: bag.dispatchId },
        label: { id: labels.id, trackingCode: labels.trackingCode, status: labels.status },
        decidedBy: { id: users.id, name: users.name },
      })
      .from(mailbagItems)
      .innerJoinLateral(bag, sql`true`)
      .innerJoin(labels, eq(labels.id, mailbagItems.labelId))
      .leftJoin(users, eq(users.id, mailbagItems.missingDecidedBy))
      .where(eq(mailbagItems.missingState, filter.state))
      .orderBy(desc(mailbagItems.id))
      .limit(500);
  },

  async countOpenMissing(db: Database, mailbagIds: readonly number[]): Promise<number> {
    if (mailbagIds.length === 0) return 0;
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${mailbagItems}
          where missing_state = 'open' and mailbag_id = any(${arrayOf(mailbagIds, 'bigint[]')})`,
    );
    return Number(row!.count);
  },

  // Events.
  async insertEvents(
    tx: Database,
    rows: {
      mailbagId: number;
      event: MailbagEvent;
      branchId: number | null;
      actorId: number;
      labelId?: number | null;
      misSent?: boolean;
      at: Date;
    }[],
  ) {
    if (rows.length === 0) return;
    await tx.insert(mailbagEventLog).values(rows.map((row) => ({ ...row, labelId: row.labelId ?? null })));
  },

  async bagEvents(db: Database, mailbagId: number) {
    return rowsOf(
      db,
      sql`select e.event, e.at, e.mis_sent, b.id as branch_id, b.code as branch_code, b.name_en as branch_name_en,
            b.name_mm as branch_name_mm, u.id as actor_id, u.name as actor_name, l.tracking_code
          from ${mailbagEventLog} e
          left join ${branches} b on b.id = e.branch_id
          left join ${users} u on u.id = e.actor_id
          left join ${labels} l on l.id = e.label_id
          where e.mailbag_id = ${mailbagId}
          order by e.id`,
    );
  },

  /**
   * The scans the labels' histories show, with the label each is for: each label's own lines (put in, taken out,
   * found at the opening, missing) and the scans of each bag it rode in while it was in it.
   */
  async labelBagScans(db: Database, labelIds: readonly number[]) {
    if (labelIds.length === 0) return [];
    return rowsOf(
      db,
      sql`select i.label_id, e.event, e.at, m.bag_code, b.id as branch_id, b.code as branch_code,
            b.name_en as branch_name_en, b.name_mm as branch_name_mm, u.id as actor_id, u.name as actor_name,
            d.code as destination_code, d.name_en as destination_name_en, d.name_mm as destination_name_mm
          from ${mailbagItems} i
          join ${mailbags} m on m.id = i.mailbag_id
          join ${branches} d on d.id = m.destination_branch_id
          join ${mailbagEventLog} e on e.mailbag_id = i.mailbag_id
            and (e.label_id = i.label_id or (e.label_id is null and e.at >= i.added_at
                 and (i.removed_at is null or e.at <= i.removed_at)
                 and (i.extra = false or e.event = 'finished')))
          left join ${branches} b on b.id = e.branch_id
          left join ${users} u on u.id = e.actor_id
          where i.label_id = any(${arrayOf(labelIds, 'bigint[]')})
          order by i.label_id, e.at, e.id`,
    );
  },

  /** The bag each label is in or last rode in, and whether it is in one not yet opened at its destination. */
  async latestBagsOf(db: Database, labelIds: readonly number[]) {
    if (labelIds.length === 0) return [];
    const rows = await rowsOf(
      db,
      sql`select distinct on (i.label_id) i.label_id, m.id, m.bag_code, m.dispatch_id,
            exists (select 1 from ${mailbagItems} l where l.label_id = i.label_id and l.live) as in_bag
          from ${mailbagItems} i join ${mailbags} m on m.id = i.mailbag_id
          where i.label_id = any(${arrayOf(labelIds, 'bigint[]')}) and i.removed_at is null
          order by i.label_id, i.id desc`,
    );
    return rows.map((row) => ({
      labelId: Number(row.label_id),
      id: Number(row.id),
      bagCode: row.bag_code as string,
      dispatchId: row.dispatch_id === null ? null : Number(row.dispatch_id),
      inBag: row.in_bag === true || row.in_bag === 't',
    }));
  },
};
