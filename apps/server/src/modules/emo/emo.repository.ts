import { defaultEmoSettings, type EmoSettings, type EmoState } from '@waypost/domain';
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, emoOrders, emoSettings, ledgerAccounts, users } from '../../db/schema/index.js';

export type EmoRow = typeof emoOrders.$inferSelect;
export type EmoInsert = typeof emoOrders.$inferInsert;

const bookBranch = alias(branches, 'emo_book_branch');
const payBranch = alias(branches, 'emo_pay_branch');
const bookedBy = alias(users, 'emo_booked_by');
const requestedBy = alias(users, 'emo_requested_by');
const paidBy = alias(users, 'emo_paid_by');
const approvedBy = alias(users, 'emo_approved_by');
const cancelledBy = alias(users, 'emo_cancelled_by');
const refundedBy = alias(users, 'emo_refunded_by');

/** An order with what its item shows: its branches and the people of each step. */
function selectItems(db: Database) {
  return db
    .select({
      order: emoOrders,
      bookBranch: { id: bookBranch.id, code: bookBranch.code, nameEn: bookBranch.nameEn, nameMm: bookBranch.nameMm },
      payBranch: { id: payBranch.id, code: payBranch.code, nameEn: payBranch.nameEn, nameMm: payBranch.nameMm },
      bookedBy: { id: bookedBy.id, name: bookedBy.name },
      requestedBy: { id: requestedBy.id, name: requestedBy.name },
      paidBy: { id: paidBy.id, name: paidBy.name },
      approvedBy: { id: approvedBy.id, name: approvedBy.name },
      cancelledBy: { id: cancelledBy.id, name: cancelledBy.name },
      refundedBy: { id: refundedBy.id, name: refundedBy.name },
    })
    .from(emoOrders)
    .innerJoin(bookBranch, eq(bookBranch.id, emoOrders.bookBranchId))
    .innerJoin(payBranch, eq(payBranch.id, emoOrders.payBranchId))
    .innerJoin(bookedBy, eq(bookedBy.id, emoOrders.bookedBy))
    .leftJoin(requestedBy, eq(requestedBy.id, emoOrders.payoutRequestedBy))
    .leftJoin(paidBy, eq(paidBy.id, emoOrders.paidBy))
    .leftJoin(approvedBy, eq(approvedBy.id, emoOrders.approvedBy))
    .leftJoin(cancelledBy, eq(cancelledBy.id, emoOrders.cancelledBy))
    .leftJoin(refundedBy, eq(refundedBy.id, emoOrders.refundedBy));
}
export type EmoItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Orders a branch sees: those it books and those it pays out (undefined: the whole company, head office). */
function branchScope(branchId: number | undefined): SQL | undefined {
  return branchId === undefined
    ? undefined
    : or(eq(emoOrders.bookBranchId, branchId), eq(emoOrders.payBranchId, branchId));
}

export const emoRepository = {
  async insert(tx: Database, values: EmoInsert): Promise<EmoRow> {
    const [row] = await tx.insert(emoOrders).values(values).returning();
    return row!;
  },

  /** The company's order, locked for this transaction: every step on one order runs one at a time. */
  async lock(tx: Database, companyId: number, id: number): Promise<EmoRow | null> {
    const [row] = await tx
      .select()
      .from(emoOrders)
      .where(and(eq(emoOrders.id, id), eq(emoOrders.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async update(tx: Database, id: number, values: Partial<EmoInsert>): Promise<void> {
    await tx
      .update(emoOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(emoOrders.id, id));
  },

  async findItem(db: Database, companyId: number, id: number): Promise<EmoItemRow | null> {
    const [row] = await selectItems(db).where(and(eq(emoOrders.id, id), eq(emoOrders.companyId, companyId)));
    return row ?? null;
  },

  async listItems(
    db: Database,
    filter: { companyId: number; branchId: number | undefined; status: EmoState | undefined; limit: number },
  ): Promise<EmoItemRow[]> {
    return selectItems(db)
      .where(
        and(
          eq(emoOrders.companyId, filter.companyId),
          branchScope(filter.branchId),
          filter.status === undefined ? undefined : eq(emoOrders.status, filter.status),
        ),
      )
      .orderBy(desc(emoOrders.id))
      .limit(filter.limit);
  },

  /** The branch of the company, or null. */
  async findBranch(db: Database, companyId: number, branchId: number) {
    const [row] = await db
      .select({ id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
    return row ?? null;
  },

  /**
   * The cash a branch's till holds now, its ledger account locked until the transaction ends: two payouts from one
   * till are checked one after the other, so neither takes the cash the other already counted on.
   */
  async lockTillCash(tx: Database, account: string): Promise<number> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account))
      .for('update');
    return row ? Number(row.balance) : 0;
  },

  async settings(db: Database, companyId: number): Promise<EmoSettings> {
    const [row] = await db.select().from(emoSettings).where(eq(emoSettings.companyId, companyId));
    return row
      ? { fee_bands: row.feeBands, approval_threshold: row.approvalThreshold, return_days: row.returnDays }
      : defaultEmoSettings;
  },

  async saveSettings(tx: Database, companyId: number, settings: EmoSettings, userId: number): Promise<void> {
    const values = {
      feeBands: settings.fee_bands,
      approvalThreshold: settings.approval_threshold,
      returnDays: settings.return_days,
      updatedBy: userId,
    };
    await tx
      .insert(emoSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: emoSettings.companyId, set: { ...values, updatedAt: sql`now()` } });
  },

  /** Open orders past their return day, oldest first (any company): the return job's work. */
  async overdueIds(db: Database, now: Date, limit: number): Promise<{ id: number; companyId: number }[]> {
    return db
      .select({ id: emoOrders.id, companyId: emoOrders.companyId })
      .from(emoOrders)
      .where(
        and(
          inArray(emoOrders.status, ['pending', 'process']),
          lte(emoOrders.returnDueAt, sql`${now.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(asc(emoOrders.returnDueAt), asc(emoOrders.id))
      .limit(limit);
  },
};
