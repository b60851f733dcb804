import { claimableCodStates, ledgerAccounts as accountIds } from '@waypost/domain';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { clearanceLabelOf } from './clearance-labels.js';
import {
  codClearanceLines,
  codClearances,
  labelCod,
  labels,
  ledgerAccounts,
  merchants,
  users,
} from '../../db/schema/index.js';

export type ClearanceRow = typeof codClearances.$inferSelect;
export type NewClearanceRow = typeof codClearances.$inferInsert;

const issuer = alias(users, 'issuer');
const approver = alias(users, 'approver');
const completer = alias(users, 'completer');
const voider = alias(users, 'voider');

/** A batch with its merchant and the people who moved it. */
const batchColumns = {
  batch: codClearances,
  merchantName: merchants.name,
  merchantHomeBranchId: merchants.homeBranchId,
  issuedByName: issuer.name,
  approvedByName: approver.name,
  completedByName: completer.name,
  voidedByName: voider.name,
};

function batchesQuery(db: Database) {
  return db
    .select(batchColumns)
    .from(codClearances)
    .innerJoin(merchants, eq(merchants.id, codClearances.merchantId))
    .innerJoin(issuer, eq(issuer.id, codClearances.issuedBy))
    .leftJoin(approver, eq(approver.id, codClearances.approvedBy))
    .leftJoin(completer, eq(completer.id, codClearances.completedBy))
    .leftJoin(voider, eq(voider.id, codClearances.voidedBy));
}
export type ListedBatch = Awaited<ReturnType<ReturnType<typeof batchesQuery>['execute']>>[number];

export const clearanceRepository = {
  /** The merchant, locked: issuing and voiding its batches queue here (money design §5 "claim once"). */
  async lockMerchant(tx: Database, companyId: number, merchantId: number) {
    const [row] = await tx
      .select()
      .from(merchants)
      .where(and(eq(merchants.id, merchantId), eq(merchants.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async findMerchant(db: Database, companyId: number, merchantId: number) {
    const [row] = await db
      .select()
      .from(merchants)
      .where(and(eq(merchants.id, merchantId), eq(merchants.companyId, companyId)));
    return row ?? null;
  },

  /**
   * Locks the accounts the batch's issue entry (E7) will post to, in account order — the order every posting takes
   * its accounts in, so that a booking or a delivery for the same merchant at the same moment queues instead of
   * deadlocking — and returns what the merchant owes on shipping credit (a payment cannot slip in before E7).
   */
  async lockIssueAccounts(tx: Database, merchantId: number): Promise<{ creditBalance: number }> {
    const ids = [
      accountIds.clearancePayable,
      accountIds.merchantCodPayable(merchantId),
      accountIds.merchantChargesReceivable(merchantId),
      accountIds.merchantCredit(merchantId),
    ];
    const rows = await tx
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(ledgerAccounts.id)
      .for('update');
    return { creditBalance: rows.find((row) => row.id === accountIds.merchantCredit(merchantId))?.balance ?? 0 };
  },

  async creditBalance(db: Database, merchantId: number): Promise<number> {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountIds.merchantCredit(merchantId)));
    return row?.balance ?? 0;
  },

  /**
   * Locks the merchant's labels among `labelIds` that may be claimed now — remitted, or cancelled with charges,
   * and in no open batch — in label order. A concurrent issuer waits on these rows and, when it gets them, finds
   * them claimed and takes none (READ COMMITTED re-checks the condition).
   */
  async lockClaimable(tx: Database, merchantId: number, labelIds: readonly number[]) {
    // The labels first, as a status change takes them (label, then its COD row): the batch's lines reference the
    // labels, and a line's foreign key would otherwise wait for a label whose status change waits for this COD row —
    // a deadlock. Key-share is what the lines need, and what only a status change's row lock holds back.
    await tx
      .select({ id: labels.id })
      .from(labels)
      .where(inArray(labels.id, [...labelIds]))
      .orderBy(labels.id)
      .for('key share');
    return tx
      .select({ cod: labelCod, trackingCode: labels.trackingCode })
      .from(labelCod)
      .innerJoin(labels, eq(labels.id, labelCod.labelId))
      .where(and(claimableWhere(merchantId), inArray(labelCod.labelId, [...labelIds])))
      .orderBy(labelCod.labelId)
      .for('update', { of: labelCod });
  },

  /** The merchant's oldest `limit` claimable labels with the terms a batch figures, and how many there are in all. */
  async listClaimableTerms(db: Database, merchantId: number, limit: number) {
    const [rows, [counted]] = await Promise.all([
      db.select().from(labelCod).where(claimableWhere(merchantId)).orderBy(labelCod.labelId).limit(limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(labelCod)
        .where(claimableWhere(merchantId)),
    ]);
    return {
      total: counted!.total,
      terms: rows.map((row) => ({ labelId: row.labelId, label: clearanceLabelOf(row) })),
    };
  },

  /** The claim itself: only rows still claimable change, and the count says whether all did. */
  async claim(tx: Database, merchantId: number, labelIds: readonly number[], clearanceId: number, at: Date) {
    const claimed = await tx
      .update(labelCod)
      .set({ state: 'clearance', clearanceId, updatedAt: at })
      .where(and(claimableWhere(merchantId), inArray(labelCod.labelId, [...labelIds])))
      .returning({ labelId: labelCod.labelId });
    return claimed.length;
  },

  async insertBatch(tx: Database, row: NewClearanceRow) {
    const [inserted] = await tx.insert(codClearances).values(row).returning();
    return inserted!;
  },

  async insertLines(tx: Database, lines: (typeof codClearanceLines.$inferInsert)[]) {
    // Large batches go in slices: one statement's parameters are limited (65 535).
    for (let start = 0; start < lines.length; start += 1_000) {
      await tx.insert(codClearanceLines).values(lines.slice(start, start + 1_000));
    }
  },

  async setBalanceForward(tx: Database, merchantId: number, balanceForward: number, at: Date) {
    await tx.update(merchants).set({ balanceForward, updatedAt: at }).where(eq(merchants.id, merchantId));
  },

  async lockBatch(tx: Database, companyId: number, id: number) {
    const [row] = await tx
      .select()
      .from(codClearances)
      .where(and(eq(codClearances.id, id), eq(codClearances.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async updateBatch(tx: Database, id: number, patch: Partial<NewClearanceRow>) {
    await tx
      .update(codClearances)
      .set({ ...patch, version: sql`${codClearances.version} + 1` })
      .where(eq(codClearances.id, id));
  },

  /** Whether a batch of the merchant was issued after `id` and is not voided (void the latest first). */
  async hasLaterOpenBatch(tx: Database, merchantId: number, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: codClearances.id })
      .from(codClearances)
      .where(
        and(eq(codClearances.merchantId, merchantId), sql`${codClearances.id} > ${id}`, isNull(codClearances.voidedAt)),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The batch's labels are paid out. */
  async completeLabels(tx: Database, clearanceId: number, at: Date) {
    await tx
      .update(labelCod)
      .set({ state: 'complete', updatedAt: at })
      .where(and(eq(labelCod.clearanceId, clearanceId), eq(labelCod.state, 'clearance')));
  },

  /** A voided batch gives its labels back the state they were claimed from, and releases its lines. */
  async releaseLabels(tx: Database, clearanceId: number, at: Date) {
    await tx
      .update(labelCod)
      .set({
        state: sql`case when ${labelCod.collectedAt} is null then 'cancel' else 'ready_to_clearance' end`,
        clearanceId: null,
        updatedAt: at,
      })
      .where(and(eq(labelCod.clearanceId, clearanceId), eq(labelCod.state, 'clearance')));
    await tx
      .update(codClearanceLines)
      .set({ released: true })
      .where(and(eq(codClearanceLines.clearanceId, clearanceId), eq(codClearanceLines.released, false)));
  },

  async listBatches(db: Database, where: SQL | undefined, page: { limit: number; offset: number }) {
    const [rows, [count]] = await Promise.all([
      batchesQuery(db).where(where).orderBy(desc(codClearances.id)).limit(page.limit).offset(page.offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(codClearances)
        .innerJoin(merchants, eq(merchants.id, codClearances.merchantId))
        .where(where),
    ]);
    return { rows, total: count!.total };
  },

  async findBatch(db: Database, companyId: number, id: number) {
    const [row] = await batchesQuery(db).where(and(eq(codClearances.id, id), eq(codClearances.companyId, companyId)));
    return row ?? null;
  },

  /** A batch's lines, with the COD fee version frozen on each label (the rate its fee was charged at). */
  async listLines(db: Database, clearanceId: number) {
    return db
      .select({ line: codClearanceLines, trackingCode: labels.trackingCode, codFeeVersion: labelCod.codFeeVersion })
      .from(codClearanceLines)
      .innerJoin(labels, eq(labels.id, codClearanceLines.labelId))
      .innerJoin(labelCod, eq(labelCod.labelId, codClearanceLines.labelId))
      .where(eq(codClearanceLines.clearanceId, clearanceId))
      .orderBy(codClearanceLines.labelId);
  },
};

function claimableWhere(merchantId: number): SQL {
  return and(
    eq(labelCod.merchantId, merchantId),
    inArray(labelCod.state, [...claimableCodStates]),
    isNull(labelCod.clearanceId),
  )!;
}

/** Which batches a list shows: of the company, optionally of one merchant and status, and of a branch's merchants. */
export function batchesWhere({
  companyId,
  merchantId,
  status,
  homeBranchId,
}: {
  companyId: number;
  merchantId?: number | undefined;
  status?: 'pending' | 'complete' | 'void' | undefined;
  homeBranchId?: number | undefined;
}): SQL | undefined {
  return and(
    eq(codClearances.companyId, companyId),
    merchantId === undefined ? undefined : eq(codClearances.merchantId, merchantId),
    status === 'void'
      ? isNotNull(codClearances.voidedAt)
      : status === undefined
        ? undefined
        : and(eq(codClearances.status, status), isNull(codClearances.voidedAt)),
    homeBranchId === undefined ? undefined : eq(merchants.homeBranchId, homeBranchId),
  );
}
