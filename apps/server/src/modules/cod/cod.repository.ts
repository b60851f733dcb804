import type { CodServiceState } from '@waypost/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { preparedInsert, preparedStatement, tableRowOf } from '../../db/prepared-statement.js';
import {
  branches,
  codRemittances,
  journalEntries,
  labelCod,
  labels,
  merchants,
  postings,
} from '../../db/schema/index.js';

export type LabelCodRow = typeof labelCod.$inferSelect;

/** Built once: every COD label booked runs it (label create is a hot path). */
const insertLabelCodStatement = preparedInsert('label_cod_insert', labelCod, sql``, () => null);
const lockLabelCodStatement = preparedStatement<{ labelId: number }, LabelCodRow>(
  'label_cod_lock',
  sql`select * from ${labelCod} where label_id = ${sql.placeholder('labelId')} for update`,
  (row) => tableRowOf(labelCod, row),
);

export const codRepository = {
  async insertLabelCod(tx: Database, row: typeof labelCod.$inferInsert): Promise<void> {
    await insertLabelCodStatement.run(tx, row);
  },

  async lockLabelCod(tx: Database, labelId: number): Promise<LabelCodRow | null> {
    const [row] = await lockLabelCodStatement.run(tx, { labelId });
    return row ?? null;
  },

  async updateLabelCod(tx: Database, labelId: number, patch: Partial<typeof labelCod.$inferInsert>): Promise<void> {
    await tx.update(labelCod).set(patch).where(eq(labelCod.labelId, labelId));
  },

  /**
   * Locks the COD rows of `labelIds` that are collected at `branchId` and waiting for their remittance — their cash
   * at the branch, not still in a courier's hands (issue 12) — in label order (concurrent confirmations queue on the same rows in the same order, never deadlocking).
   */
  async lockCollectedAt(tx: Database, companyId: number, branchId: number, labelIds: readonly number[]) {
    return tx
      .select()
      .from(labelCod)
      .where(
        and(
          eq(labelCod.companyId, companyId),
          eq(labelCod.collectBranchId, branchId),
          eq(labelCod.state, 'process'),
          cashAtBranch,
          inArray(labelCod.labelId, [...labelIds]),
        ),
      )
      .orderBy(labelCod.labelId)
      .for('update');
  },

  async markRemitted(tx: Database, labelIds: readonly number[], remittanceId: number, at: Date): Promise<void> {
    await tx
      .update(labelCod)
      .set({ state: 'ready_to_clearance' satisfies CodServiceState, remittanceId, updatedAt: at })
      .where(and(inArray(labelCod.labelId, [...labelIds]), eq(labelCod.state, 'process')));
  },

  async insertRemittance(tx: Database, row: typeof codRemittances.$inferInsert) {
    const [inserted] = await tx.insert(codRemittances).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  /**
   * COD labels matching `filter`, one page (newest first, or oldest first), with the totals of all of them (the COD
   * charge of those whose COD will be or was collected). The
   * totals read the COD rows alone unless the filter needs the labels (a search, a branch's own labels): counting a
   * merchant's 20,000 ready labels through a join to labels took 170 ms at 2 M labels.
   */
  async listCodLabels(
    db: Database,
    filter: CodListFilter,
    page: { limit: number; offset: number; oldestFirst?: boolean },
  ) {
    const totalsQuery = db
      .select({
        count: sql<number>`count(*)::int`,
        codAmount: sql<string>`coalesce(sum(${labelCod.codAmount}), 0)::bigint`,
        // A COD never to be collected (isCodForgone: cancelled) adds nothing to what was collected.
        codCharge: sql<string>`coalesce(sum(case when ${labelCod.collectedAt} is null and ${labelCod.state} <> 'ongoing' then 0 else ${labelCod.codCharge} end), 0)::bigint`,
      })
      .from(labelCod);
    const [rows, [totals]] = await Promise.all([
      db
        .select(codLabelColumns)
        .from(labelCod)
        .innerJoin(labels, eq(labels.id, labelCod.labelId))
        .innerJoin(merchants, eq(merchants.id, labelCod.merchantId))
        .innerJoin(acceptBranch, eq(acceptBranch.id, labels.acceptBranchId))
        .innerJoin(deliverBranch, eq(deliverBranch.id, labels.deliverBranchId))
        .leftJoin(collectBranch, eq(collectBranch.id, labelCod.collectBranchId))
        .where(filter.where)
        .orderBy(page.oldestFirst ? asc(labelCod.labelId) : desc(labelCod.labelId))
        .limit(page.limit)
        .offset(page.offset),
      filter.readsLabels
        ? totalsQuery.innerJoin(labels, eq(labels.id, labelCod.labelId)).where(filter.where)
        : totalsQuery.where(filter.where),
    ]);
    return {
      rows,
      totals: { count: totals!.count, codAmount: Number(totals!.codAmount), codCharge: Number(totals!.codCharge) },
    };
  },

  async findCodLabel(db: Database, companyId: number, labelId: number) {
    const [row] = await db
      .select({ ...codLabelColumns, remittanceId: labelCod.remittanceId })
      .from(labelCod)
      .innerJoin(labels, eq(labels.id, labelCod.labelId))
      .innerJoin(merchants, eq(merchants.id, labelCod.merchantId))
      .innerJoin(acceptBranch, eq(acceptBranch.id, labels.acceptBranchId))
      .innerJoin(deliverBranch, eq(deliverBranch.id, labels.deliverBranchId))
      .leftJoin(collectBranch, eq(collectBranch.id, labelCod.collectBranchId))
      .where(and(eq(labelCod.companyId, companyId), eq(labelCod.labelId, labelId)));
    return row ?? null;
  },

  async findRemittance(db: Database, id: number) {
    const [row] = await db.select().from(codRemittances).where(eq(codRemittances.id, id));
    return row ?? null;
  },

  /** The lines of the entries whose natural keys are `keys` or start with one of `prefixes`, oldest first. */
  async listPostingsOfEntries(db: Database, keys: readonly string[], prefixes: readonly string[]) {
    return db
      .select({
        entryId: journalEntries.id,
        naturalKey: journalEntries.naturalKey,
        kind: journalEntries.kind,
        createdAt: journalEntries.createdAt,
        account: postings.accountId,
        amount: postings.amount,
      })
      .from(journalEntries)
      .innerJoin(postings, eq(postings.entryId, journalEntries.id))
      .where(
        or(
          inArray(journalEntries.naturalKey, [...keys]),
          ...prefixes.map((prefix) => sql`starts_with(${journalEntries.naturalKey}, ${prefix})`),
        ),
      )
      .orderBy(journalEntries.id, postings.id);
  },

  async findBranch(db: Database, companyId: number, branchId: number) {
    const [row] = await db
      .select({ id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
    return row ?? null;
  },
};

/** The collected cash is at the branch: taken at the counter, or handed over by the courier who took it. */
const cashAtBranch = or(isNull(labelCod.collectedBy), isNotNull(labelCod.handoverId));

const acceptBranch = alias(branches, 'accept_branch');
const deliverBranch = alias(branches, 'deliver_branch');
const collectBranch = alias(branches, 'collect_branch');
const codLabelColumns = {
  labelId: labelCod.labelId,
  trackingCode: labels.trackingCode,
  receiverName: labels.destinationName,
  merchantId: merchants.id,
  merchantName: merchants.name,
  state: labelCod.state,
  status: labels.status,
  purchaseType: labelCod.purchaseType,
  codAmount: labelCod.codAmount,
  deliveryCharges: labelCod.deliveryCharges,
  gateSubmitAmount: labelCod.gateSubmitAmount,
  codFee: labelCod.codFee,
  codFeeVersion: labelCod.codFeeVersion,
  codCharge: labelCod.codCharge,
  acceptBranch: {
    id: acceptBranch.id,
    code: acceptBranch.code,
    nameEn: acceptBranch.nameEn,
    nameMm: acceptBranch.nameMm,
  },
  deliverBranch: {
    id: deliverBranch.id,
    code: deliverBranch.code,
    nameEn: deliverBranch.nameEn,
    nameMm: deliverBranch.nameMm,
  },
  collectBranchId: collectBranch.id,
  collectBranchCode: collectBranch.code,
  collectBranchNameEn: collectBranch.nameEn,
  collectBranchNameMm: collectBranch.nameMm,
  collectedAt: labelCod.collectedAt,
  clearanceId: labelCod.clearanceId,
  createdAt: labels.createdAt,
};
export type CodLabelListed = Awaited<ReturnType<typeof codRepository.listCodLabels>>['rows'][number];

/** A COD list's condition, and whether it reads the labels' own columns (so its totals must join them). */
export interface CodListFilter {
  where: SQL | undefined;
  readsLabels: boolean;
}

/** These labels' COD rows (the ready screen lists the labels it figured). */
export function codIdsFilter(labelIds: readonly number[]): CodListFilter {
  return { where: inArray(labelCod.labelId, [...labelIds]), readsLabels: false };
}

/** What a COD list may be filtered by. */
export function codListWhere({
  companyId,
  states,
  merchantId,
  collectBranchId,
  ownBranchId,
  search,
  atBranchOnly,
}: {
  companyId: number;
  states: readonly CodServiceState[];
  merchantId?: number | undefined;
  collectBranchId?: number | undefined;
  /** A branch user sees the COD of labels its branch accepted, delivers or collected. */
  ownBranchId?: number | undefined;
  search?: string | undefined;
  /** Only labels whose collected cash is at the branch (the remittable ones: none still held by a courier). */
  atBranchOnly?: boolean | undefined;
}): CodListFilter {
  const where = and(
    eq(labelCod.companyId, companyId),
    inArray(labelCod.state, [...states]),
    merchantId === undefined ? undefined : eq(labelCod.merchantId, merchantId),
    collectBranchId === undefined ? undefined : eq(labelCod.collectBranchId, collectBranchId),
    ownBranchId === undefined
      ? undefined
      : or(
          eq(labels.acceptBranchId, ownBranchId),
          eq(labels.deliverBranchId, ownBranchId),
          eq(labelCod.collectBranchId, ownBranchId),
        ),
    atBranchOnly ? cashAtBranch : undefined,
    search === undefined ? undefined : ilike(labels.trackingCode, `%${search.replace(/[\\%_]/g, '\\$&')}%`),
  );
  return { where, readsLabels: ownBranchId !== undefined || search !== undefined };
}
