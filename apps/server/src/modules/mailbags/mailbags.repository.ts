import type { LabelStatus, MailbagEvent, MissingState } from '@waypost/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  companies,
  dispatchBags,
  dispatches,
  labels,
  labelTransactions,
  mailbagEventLog,
  mailbagItems,
  mailbags,
  transferRoutes,
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

const rowsOf = async <T = Row>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A PostgreSQL array as text (`{a,b}`), as some drivers return array_agg of text. */
const listOf = (text: string) => {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
};

/** A PostgreSQL array literal of whole numbers or plain words (no quoting needed). */
const arrayOf = (values: readonly (string | number)[], type: string) =>
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
      history: (typeof history === 'string' ? listOf(history) : history) as LabelStatus[],
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

  // Labels.
  async lockLabelByCode(tx: Database, companyId: number, trackingCode: string): Promise<LabelRow | null> {
    const [row] = await tx
      .select()
      .from(labels)
      .where(and(eq(labels.trackingCode, trackingCode), eq(labels.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async lockLabel(tx: Database, companyId: number, id: number): Promise<LabelRow | null> {
    const [row] = await tx
      .select()
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  /**
   * No JIT for the rest of the transaction. A hand-over's statements over thousands of labels cost enough for the
   * planner to compile them (≈ 60 ms for 5,000 labels' histories), more than it saves on them (as for the rollup
   * trigger, migration 0020).
   */
  async withoutJit(tx: Database) {
    await tx.execute(sql`set local jit = off`);
  },

  /** Locks the labels, in id order (so two hand-overs never deadlock), with their viewable histories. */
  async lockLabelsWithHistory(tx: Database, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return rowsOf<{
      id: number | string;
      status: LabelStatus;
      shipping_type: string;
      accept_branch_id: number;
      deliver_branch_id: number;
      via_branch_id: number | null;
      merchant_id: number | null;
      tracking_code: string;
      reference_id: string | null;
      history: LabelStatus[] | string;
      last_seq: number;
    }>(
      tx,
      sql`with locked as (
            select id, status, shipping_type, accept_branch_id, deliver_branch_id, via_branch_id, merchant_id,
                   tracking_code, reference_id
            from ${labels} where id = any(${arrayOf(ids, 'bigint[]')}) order by id for update)
          select l.*, coalesce((select array_agg(t.status order by t.seq) from ${labelTransactions} t
                                where t.label_id = l.id and t.viewable), '{}') as history,
                 coalesce((select max(t.seq) from ${labelTransactions} t where t.label_id = l.id), 0) as last_seq
          from locked l order by l.id`,
    );
  },

  async historyOf(tx: Database, labelId: number): Promise<{ history: LabelStatus[]; lastSeq: number }> {
    const rows = await tx
      .select({ status: labelTransactions.status, seq: labelTransactions.seq, viewable: labelTransactions.viewable })
      .from(labelTransactions)
      .where(eq(labelTransactions.labelId, labelId))
      .orderBy(asc(labelTransactions.seq));
    return {
      history: rows.filter((row) => row.viewable).map((row) => row.status),
      lastSeq: rows.at(-1)?.seq ?? 0,
    };
  },

  /**
   * Writes label steps set-based: each label's transactions numbered after its `lastSeq`, and its status the last
   * one written. The caller holds the labels' row locks.
   */
  async writeLabelSteps(
    tx: Database,
    steps: readonly { labelId: number; lastSeq: number; statuses: readonly LabelStatus[] }[],
    by: { branchId: number | null; actorId: number; note: string | null; at: Date },
  ) {
    const lines = steps.flatMap((step) =>
      step.statuses.map((status, index) => ({ labelId: step.labelId, seq: step.lastSeq + index + 1, status })),
    );
    if (lines.length === 0) return;
    const at = by.at.toISOString();
    await tx.execute(sql`
      insert into ${labelTransactions} (label_id, seq, status, branch_id, actor_id, viewable, note, created_at)
      select v.label_id, v.seq, v.status, ${by.branchId}::int, ${by.actorId}::int, true, ${by.note}::text,
             ${at}::timestamptz
      from unnest(${arrayOf(
        lines.map((line) => line.labelId),
        'bigint[]',
      )}, ${arrayOf(
        lines.map((line) => line.seq),
        'int[]',
      )}, ${arrayOf(
        lines.map((line) => line.status),
        'text[]',
      )}) as v(label_id, seq, status)`);
    await tx.execute(sql`
      update ${labels} l set status = v.status, updated_at = ${at}::timestamptz
      from unnest(${arrayOf(
        steps.map((step) => step.labelId),
        'bigint[]',
      )}, ${arrayOf(
        steps.map((step) => step.statuses.at(-1)!),
        'text[]',
      )}) as v(id, status)
      where l.id = v.id`);
  },

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
    return db
      .select()
      .from(dispatches)
      .where(and(...conditions))
      .orderBy(asc(dispatches.expectedAt), desc(dispatches.id))
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
    const list = (value: unknown) =>
      typeof value === 'string'
        ? value
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
        : (value as unknown[]);
    return {
      id: Number(row.id),
      passwordHash: row.password_hash as string,
      branchId: row.branch_id === null ? null : Number(row.branch_id),
      status: row.status as string,
      roleSlug: row.slug as string,
      permissions: list(row.permissions).map(String),
      jointedBranchIds: list(row.jointed).map(Number),
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
