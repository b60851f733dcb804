import type { DeliveryFailureReason, DeliveryOutcome } from '@waypost/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  branches,
  deliveryAttempts,
  deliveryProofs,
  deliveryRuns,
  labelCod,
  labels,
  locations,
  users,
} from '../../db/schema/index.js';

const courier = alias(users, 'courier');
const creator = alias(users, 'creator');

const runColumns = {
  id: deliveryRuns.id,
  companyId: deliveryRuns.companyId,
  branchId: deliveryRuns.branchId,
  courierId: deliveryRuns.courierId,
  createdAt: deliveryRuns.createdAt,
  branch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
  courier: { id: courier.id, name: courier.name, phone: courier.phone },
  creator: { id: creator.id, name: creator.name },
};

export type DeliveryRunRow = Awaited<ReturnType<typeof deliveriesRepository.listRuns>>['rows'][number];
export type DeliveryAttemptRow = typeof deliveryAttempts.$inferSelect;

/** Labels that may go out now: waiting at their delivery branch, by delivery_branch_status_idx (two short ranges). */
export function readyLabelsWhere(companyId: number, branchId: number): SQL {
  return sql`${labels.deliverBranchId} = ${branchId} and ${labels.companyId} = ${companyId}
    and ((${labels.status} = 'arrived_to_destination_branch' and ${labels.shippingType} in ('normal', 'forward', 'redirect'))
      or (${labels.status} = 'accept_from_origin_branch' and ${labels.shippingType} = 'direct'))
    and not exists (select 1 from ${deliveryAttempts} where ${deliveryAttempts.labelId} = ${labels.id}
      and ${deliveryAttempts.outcome} = 'out')`;
}

export const deliveriesRepository = {
  async insertRun(tx: Database, row: typeof deliveryRuns.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(deliveryRuns).values(row).returning({ id: deliveryRuns.id });
    return inserted!.id;
  },

  async insertAttempts(tx: Database, rows: (typeof deliveryAttempts.$inferInsert)[]): Promise<void> {
    await tx.insert(deliveryAttempts).values(rows);
  },

  /** Which of `labelIds` are out on a run now (the partial unique index keeps it to one run each). */
  async labelsOut(tx: Database, labelIds: readonly number[]): Promise<Set<number>> {
    if (labelIds.length === 0) return new Set();
    const rows = await tx
      .select({ labelId: deliveryAttempts.labelId })
      .from(deliveryAttempts)
      .where(and(inArray(deliveryAttempts.labelId, [...labelIds]), eq(deliveryAttempts.outcome, 'out')));
    return new Set(rows.map((row) => row.labelId));
  },

  /** The label's newest attempt, locked: a courier's retries of the same step queue here and then see it done. */
  async lockLatestAttempt(tx: Database, labelId: number): Promise<DeliveryAttemptRow | null> {
    const [row] = await tx
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.labelId, labelId))
      .orderBy(desc(deliveryAttempts.id))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  async finishAttempt(
    tx: Database,
    attemptId: number,
    patch: { outcome: DeliveryOutcome; failureReason?: DeliveryFailureReason | null; note?: string | null; at: Date },
  ): Promise<void> {
    await tx
      .update(deliveryAttempts)
      .set({
        outcome: patch.outcome,
        failureReason: patch.failureReason ?? null,
        note: patch.note ?? null,
        finishedAt: patch.at,
      })
      .where(eq(deliveryAttempts.id, attemptId));
  },

  async insertProof(tx: Database, row: typeof deliveryProofs.$inferInsert): Promise<void> {
    await tx.insert(deliveryProofs).values(row);
  },

  /** Runs of a branch (or of the company, for head office), newest first, one page, with their total. */
  async listRuns(
    db: Database,
    filter: { companyId: number; branchId?: number | undefined; courierId?: number | undefined; runId?: number },
    page: { limit: number; offset: number },
  ) {
    const where = and(
      eq(deliveryRuns.companyId, filter.companyId),
      filter.branchId === undefined ? undefined : eq(deliveryRuns.branchId, filter.branchId),
      filter.courierId === undefined ? undefined : eq(deliveryRuns.courierId, filter.courierId),
      filter.runId === undefined ? undefined : eq(deliveryRuns.id, filter.runId),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(runColumns)
        .from(deliveryRuns)
        .innerJoin(branches, eq(branches.id, deliveryRuns.branchId))
        .innerJoin(courier, eq(courier.id, deliveryRuns.courierId))
        .innerJoin(creator, eq(creator.id, deliveryRuns.createdBy))
        .where(where)
        .orderBy(desc(deliveryRuns.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ count: count() }).from(deliveryRuns).where(where),
    ]);
    return { rows, total: total?.count ?? 0 };
  },

  /** Per run, how many labels are in each outcome, and the COD out or collected on it. */
  async runTallies(db: Database, runIds: readonly number[]) {
    if (runIds.length === 0) return [];
    return db
      .select({
        runId: deliveryAttempts.runId,
        out: sql<number>`count(*) filter (where ${deliveryAttempts.outcome} = 'out')::int`,
        delivered: sql<number>`count(*) filter (where ${deliveryAttempts.outcome} = 'delivered')::int`,
        failed: sql<number>`count(*) filter (where ${deliveryAttempts.outcome} = 'failed')::int`,
        withdrawn: sql<number>`count(*) filter (where ${deliveryAttempts.outcome} = 'withdrawn')::int`,
        codTotal: sql<string>`coalesce(sum(${labelCod.codCharge}) filter (where ${deliveryAttempts.outcome} in ('out', 'delivered')), 0)::bigint`,
      })
      .from(deliveryAttempts)
      .leftJoin(labelCod, eq(labelCod.labelId, deliveryAttempts.labelId))
      .where(inArray(deliveryAttempts.runId, [...runIds]))
      .groupBy(deliveryAttempts.runId);
  },

  async findRun(db: Database, companyId: number, runId: number) {
    const { rows } = await deliveriesRepository.listRuns(db, { companyId, runId }, { limit: 1, offset: 0 });
    return rows[0] ?? null;
  },

  /** Labels at `branchId` that may go out for delivery now, one page, with their total. */
  async listReadyLabels(
    db: Database,
    { companyId, branchId, search }: { companyId: number; branchId: number; search?: SQL | undefined },
    page: { limit: number; offset: number },
  ) {
    const where = and(readyLabelsWhere(companyId, branchId), search);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          labelId: labels.id,
          trackingCode: labels.trackingCode,
          status: labels.status,
          receiverName: labels.destinationName,
          receiverPhone: labels.destinationPhone,
          no: labels.destinationNo,
          street: labels.destinationStreet,
          quarter: labels.destinationQuarter,
          address: labels.destinationAddress,
          townshipId: locations.id,
          townshipNameEn: locations.nameEn,
          townshipNameMm: locations.nameMm,
          codToCollect: labelCod.codCharge,
        })
        .from(labels)
        .leftJoin(locations, eq(locations.id, labels.destinationTownship))
        .leftJoin(labelCod, eq(labelCod.labelId, labels.id))
        .where(where)
        .orderBy(labels.id)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ count: count() }).from(labels).where(where),
    ]);
    return { rows, total: total?.count ?? 0 };
  },

  /** Every attempt of a label, oldest first, with its courier and its proof (never the images' bytes). */
  async listLabelAttempts(db: Database, labelId: number) {
    return db
      .select({
        id: deliveryAttempts.id,
        runId: deliveryAttempts.runId,
        courierId: courier.id,
        courierName: courier.name,
        outcome: deliveryAttempts.outcome,
        failureReason: deliveryAttempts.failureReason,
        note: deliveryAttempts.note,
        createdAt: deliveryAttempts.createdAt,
        finishedAt: deliveryAttempts.finishedAt,
        proofReceiverName: deliveryProofs.receiverName,
        proofCreatedAt: deliveryProofs.createdAt,
        hasSignature: sql<boolean>`${deliveryProofs.signature} is not null`,
        hasPhoto: sql<boolean>`${deliveryProofs.photo} is not null`,
      })
      .from(deliveryAttempts)
      .innerJoin(courier, eq(courier.id, deliveryAttempts.courierId))
      .leftJoin(deliveryProofs, eq(deliveryProofs.attemptId, deliveryAttempts.id))
      .where(eq(deliveryAttempts.labelId, labelId))
      .orderBy(deliveryAttempts.id);
  },

  async findProofImage(db: Database, labelId: number, attemptId: number, kind: 'signature' | 'photo') {
    const [row] = await db
      .select(
        kind === 'signature'
          ? { bytes: deliveryProofs.signature, type: deliveryProofs.signatureType }
          : { bytes: deliveryProofs.photo, type: deliveryProofs.photoType },
      )
      .from(deliveryProofs)
      .where(and(eq(deliveryProofs.attemptId, attemptId), eq(deliveryProofs.labelId, labelId)));
    return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
  },
};
