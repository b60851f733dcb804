import { ledgerAccounts as accountIds } from '@waypost/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { creditPayments, journalEntries, labels, merchants, postings } from '../../db/schema/index.js';

export const creditRepository = {
  async findMerchant(db: Database, companyId: number, merchantId: number) {
    const [row] = await db
      .select({ id: merchants.id, name: merchants.name, homeBranchId: merchants.homeBranchId })
      .from(merchants)
      .where(and(eq(merchants.id, merchantId), eq(merchants.companyId, companyId)));
    return row ?? null;
  },

  /** The payment, or null when its bank reference is already recorded. */
  async insertPayment(tx: Database, row: typeof creditPayments.$inferInsert) {
    const [inserted] = await tx.insert(creditPayments).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  /** Σ of the merchant's credit postings made before `before`: the statement's opening balance. */
  async balanceBefore(db: Database, merchantId: number, before: Date): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${postings.amount}), 0)::bigint` })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(and(eq(postings.accountId, accountIds.merchantCredit(merchantId)), lt(journalEntries.createdAt, before)));
    return Number(row!.total);
  },

  /** The merchant's credit postings made in [from, to), oldest first, with their entries. */
  async movements(db: Database, merchantId: number, from: Date, to: Date) {
    return db
      .select({
        naturalKey: journalEntries.naturalKey,
        kind: journalEntries.kind,
        createdAt: journalEntries.createdAt,
        amount: postings.amount,
      })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(
        and(
          eq(postings.accountId, accountIds.merchantCredit(merchantId)),
          gte(journalEntries.createdAt, from),
          lt(journalEntries.createdAt, to),
        ),
      )
      .orderBy(asc(journalEntries.id));
  },

  async trackingCodes(db: Database, labelIds: readonly number[]) {
    if (labelIds.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: labels.id, code: labels.trackingCode })
      .from(labels)
      .where(inArray(labels.id, [...labelIds]));
    return new Map(rows.map((row) => [row.id, row.code]));
  },

  async bankRefs(db: Database, paymentIds: readonly number[]) {
    if (paymentIds.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: creditPayments.id, bankRef: creditPayments.bankRef })
      .from(creditPayments)
      .where(inArray(creditPayments.id, [...paymentIds]));
    return new Map(rows.map((row) => [row.id, row.bankRef]));
  },
};
