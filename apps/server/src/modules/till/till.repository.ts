import type { JournalEntryKind, TillCloseState } from '@waypost/domain';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, tillCloses, tillDeposits, users } from '../../db/schema/index.js';

export type TillCloseRow = typeof tillCloses.$inferSelect;
export type NewTillClose = typeof tillCloses.$inferInsert;

/** A day's cash postings summed per entry kind and where they fall: before the day, in it, or after it. */
export interface TillKindBucket {
  kind: JournalEntryKind;
  bucket: 'before' | 'day' | 'after';
  amount: number;
  count: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const closer = alias(users, 'till_closer');
const approver = alias(users, 'till_approver');

const closeItemColumns = {
  close: tillCloses,
  branch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
  closedBy: { id: closer.id, name: closer.name },
  approvedBy: { id: approver.id, name: approver.name },
};

export type TillCloseItemRow = {
  close: TillCloseRow;
  branch: { id: number; code: string; nameEn: string; nameMm: string };
  closedBy: { id: number; name: string };
  approvedBy: { id: number; name: string } | null;
};

export const tillRepository = {
  /** The branch of the company, or undefined. */
  async findBranch(tx: Database, companyId: number, branchId: number) {
    const [row] = await tx
      .select({ id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
    return row;
  },

  /**
   * The branch's cash balance, its account row locked until the transaction ends when `lock`: postings on it wait,
   * so what is read stays true until commit (a close, a payout from the till). 0 for a till that never held cash.
   */
  async cashBalance(tx: Database, account: string, { lock = false } = {}): Promise<number> {
    const rows = rowsOf<{ balance: string }>(
      await tx.execute(
        lock
          ? sql`select balance::text as balance from ledger_accounts where id = ${account} for update`
          : sql`select balance::text as balance from ledger_accounts where id = ${account}`,
      ),
    );
    return rows.length ? Number(rows[0]!.balance) : 0;
  },

  /**
   * The account's postings after posting `afterPostingId`, per entry kind, bucketed by their entry's time against
   * the day [dayStart, dayEnd): all that came after the cutoff counts in the day when `cutoffStartsDay` (the day
   * before was closed), else only from the day's start. One index range of till_postings (the cash postings with
   * their entries' kind and time, copied by a trigger).
   */
  async sumsAfter(
    tx: Database,
    {
      account,
      afterPostingId,
      dayStart,
      dayEnd,
      cutoffStartsDay,
    }: { account: string; afterPostingId: number; dayStart: Date; dayEnd: Date; cutoffStartsDay: boolean },
  ): Promise<{ sums: TillKindBucket[]; balance: number }> {
    // The account's balance in the same statement, so both are read at one instant (one snapshot): the day's opening
    // is the balance less the postings, which must be the same postings the balance holds.
    const rows = rowsOf<{ kind: string; bucket: string; amount: string; count: string }>(
      await tx.execute(sql`
        select 'balance' as kind, 'balance' as bucket, coalesce(
            (select balance from ledger_accounts where id = ${account}), 0)::text as amount, '0' as count
        union all
        select t.kind,
          case
            when t.created_at >= ${dayEnd.toISOString()}::timestamptz then 'after'
            when ${cutoffStartsDay} or t.created_at >= ${dayStart.toISOString()}::timestamptz then 'day'
            else 'before'
          end as bucket,
          sum(t.amount)::text as amount, count(*)::text as count
        from till_postings t
        where t.account_id = ${account} and t.posting_id > ${afterPostingId}
        group by 1, 2`),
    );
    const [balance, ...sums] = rows;
    return {
      balance: Number(balance!.amount),
      sums: sums.map((row) => ({
        kind: row.kind as JournalEntryKind,
        bucket: row.bucket as TillKindBucket['bucket'],
        amount: Number(row.amount),
        count: Number(row.count),
      })),
    };
  },

  /**
   * Locks the accounts (those that exist) in id order — the order ledger_post takes them in, so a transaction that
   * locks first and posts after never waits in a cycle with another posting — and gives their balances.
   */
  async lockAccounts(tx: Database, accounts: readonly string[]): Promise<Map<string, number>> {
    const rows = rowsOf<{ id: string; balance: string }>(
      await tx.execute(
        sql`select id, balance::text as balance from ledger_accounts
          where id = any(${`{${[...accounts].sort().join(',')}}`}::text[]) order by id for update`,
      ),
    );
    return new Map(rows.map((row) => [row.id, Number(row.balance)]));
  },

  /** The last posting on the account (0 when none). */
  async lastPostingId(tx: Database, account: string): Promise<number> {
    const rows = rowsOf<{ id: string | null }>(
      await tx.execute(sql`select max(posting_id)::text as id from till_postings where account_id = ${account}`),
    );
    return Number(rows[0]?.id ?? 0);
  },

  /** The branch's close of `date`, or the latest before it (`before`). */
  async findClose(tx: Database, branchId: number, date: string, { before = false } = {}) {
    const [row] = await tx
      .select()
      .from(tillCloses)
      .where(
        and(
          eq(tillCloses.branchId, branchId),
          before ? lt(tillCloses.businessDate, date) : eq(tillCloses.businessDate, date),
        ),
      )
      .orderBy(desc(tillCloses.businessDate))
      .limit(1);
    return row;
  },

  /** The new close, or undefined when the day was closed meanwhile (the unique branch-day key). */
  async insertClose(tx: Database, row: NewTillClose) {
    const [inserted] = await tx.insert(tillCloses).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async setCutoff(tx: Database, id: number, cutoffPostingId: number) {
    await tx.update(tillCloses).set({ cutoffPostingId }).where(eq(tillCloses.id, id));
  },

  /** The close of the company (and the branch, when scoped) locked for approval. */
  async lockClose(tx: Database, companyId: number, id: number, branchId: number | undefined) {
    const [row] = await tx
      .select()
      .from(tillCloses)
      .where(
        and(
          eq(tillCloses.id, id),
          eq(tillCloses.companyId, companyId),
          branchId === undefined ? undefined : eq(tillCloses.branchId, branchId),
        ),
      )
      .for('update');
    return row;
  },

  async approve(tx: Database, id: number, { approvedBy, at }: { approvedBy: number; at: Date }) {
    const updated = await tx
      .update(tillCloses)
      .set({ state: 'approved', approvedBy, approvedAt: at })
      .where(and(eq(tillCloses.id, id), eq(tillCloses.state, 'closed')))
      .returning({ id: tillCloses.id });
    return updated.length === 1;
  },

  async closeItems(
    tx: Database,
    {
      companyId,
      branchId,
      ids,
      from,
      to,
      state,
    }: {
      companyId: number;
      branchId?: number;
      ids?: number[];
      from?: string;
      to?: string;
      state?: TillCloseState;
    },
  ): Promise<TillCloseItemRow[]> {
    const filters: (SQL | undefined)[] = [
      eq(tillCloses.companyId, companyId),
      branchId === undefined ? undefined : eq(tillCloses.branchId, branchId),
      ids === undefined ? undefined : sql`${tillCloses.id} = any(${`{${ids.join(',')}}`}::int[])`,
      from === undefined ? undefined : gte(tillCloses.businessDate, from),
      to === undefined ? undefined : lte(tillCloses.businessDate, to),
      state === undefined ? undefined : eq(tillCloses.state, state),
    ];
    const rows = await tx
      .select(closeItemColumns)
      .from(tillCloses)
      .innerJoin(branches, eq(branches.id, tillCloses.branchId))
      .innerJoin(closer, eq(closer.id, tillCloses.closedBy))
      .leftJoin(approver, eq(approver.id, tillCloses.approvedBy))
      .where(and(...filters))
      .orderBy(desc(tillCloses.businessDate), branches.code)
      .limit(1_000);
    return rows as TillCloseItemRow[];
  },

  async insertDeposit(tx: Database, row: typeof tillDeposits.$inferInsert) {
    const [inserted] = await tx.insert(tillDeposits).values(row).onConflictDoNothing().returning();
    return inserted;
  },
};
