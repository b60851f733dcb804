import {
  allowedLabelActions,
  viewableHistory,
  type DeliveryRunCreate,
  type DeliveryRunDetail,
  type LabelStatus,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError, type FieldMessage } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { databaseFactsOf } from '../../plugins/error-log.js';
import type { Actor } from '../../plugins/request-context.js';
import { applyStatusChange } from '../labels/change-label-status.js';
import { branchOf, sidesOf, viewOf } from '../labels/label-access.js';
import { labelsRepository, type LabelRow } from '../labels/labels.repository.js';
import { staffRepository } from '../staff/staff.repository.js';
import { deliveriesRepository } from './deliveries.repository.js';
import { loadDeliveryRun, type DeliveryDeps } from './delivery-runs.js';

/** The step a run takes every label through. */
const outForDelivery: LabelStatus = 'send_to_destination_address';

/** The courier must be an active courier of the run's branch (and of the actor's company). */
async function assertCourierOf(db: Database, actor: Actor, branchId: number, courierId: number): Promise<void> {
  const courier = await staffRepository.findUserForAssignment(db, courierId);
  const assignable =
    courier !== null &&
    courier.companyId === actor.companyId &&
    courier.branchId === branchId &&
    courier.role === 'courier' &&
    courier.status === 'active';
  if (!assignable) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { courier_id: ['delivery.courierNotAssignable'] } });
  }
}

/**
 * The status the actor is shown when the label may go out on a run from `branchId` now — visible to the actor,
 * delivered by this branch, its next step out for delivery (the status machine decides, for every shipping type) —
 * or null.
 */
async function readyStatusOf(
  tx: Database,
  actor: Actor,
  branchId: number,
  label: LabelRow | null,
): Promise<LabelStatus | null> {
  if (!label || label.deliverBranchId !== branchId) return null;
  if (!actor.allBranches && sidesOf(actor, label).length === 0) return null;
  const transactions = await labelsRepository.listTransactions(tx, label.id);
  const asBranch = { ...actor, allBranches: false, branch: { id: branchId, international_mail: false } };
  const next = allowedLabelActions({
    shippingType: label.shippingType,
    history: viewableHistory(transactions),
    sides: sidesOf(asBranch, label),
    permissions: ['label.update-status'],
  }).find((candidate) => candidate.action === 'next');
  return next?.status === outForDelivery ? viewOf(asBranch, label, transactions).status : null;
}

/**
 * POST /api/delivery-run: the branch gives labels to one of its couriers. All or nothing, in one transaction: the
 * labels are locked in id order (two runs at once never deadlock); one already out on a run is 409, one that may not
 * go out now is a 422 naming it (`label_ids.<index>`); otherwise each moves out for delivery through the status
 * machine (its transaction row, state, audit) and joins the run.
 */
export async function createDeliveryRun({
  db,
  clock,
  actor,
  request,
  locale,
}: DeliveryDeps & { actor: Actor; request: DeliveryRunCreate; locale: Locale }): Promise<DeliveryRunDetail> {
  const branchId = branchOf(actor);
  await assertCourierOf(db, actor, branchId, request.courier_id);
  const now = clock.now();
  const labelIds = [...new Set(request.label_ids)].sort((a, b) => a - b);
  const runId = await db.transaction(async (tx) => {
    const locked = [];
    for (const id of labelIds) locked.push(await labelsRepository.lockLabel(tx, actor.companyId, id));
    if ((await deliveriesRepository.labelsOut(tx, labelIds)).size > 0) throw new AppError('DELIVERY_LABEL_OUT');
    const fieldErrors: Record<string, FieldMessage[]> = {};
    const expected = new Map<number, LabelStatus>();
    for (const [index, id] of labelIds.entries()) {
      const status = await readyStatusOf(tx, actor, branchId, locked[index]!);
      if (status) expected.set(id, status);
      else fieldErrors[`label_ids.${request.label_ids.indexOf(id)}`] = ['delivery.labelNotReady'];
    }
    if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });

    const id = await deliveriesRepository.insertRun(tx, {
      companyId: actor.companyId,
      branchId,
      courierId: request.courier_id,
      createdBy: actor.id,
      createdAt: now,
    });
    for (const labelId of labelIds) {
      await applyStatusChange(tx, {
        actor,
        labelId,
        change: { action: 'next', expectedStatus: expected.get(labelId)! },
        now,
        locale,
        grant: { action: 'next', writes: outForDelivery, branchId },
      });
    }
    try {
      await deliveriesRepository.insertAttempts(
        tx,
        labelIds.map((labelId) => ({
          runId: id,
          labelId,
          courierId: request.courier_id,
          branchId,
          createdAt: now,
        })),
      );
    } catch (error) {
      if (databaseFactsOf(error)?.constraint === 'delivery_attempts_label_out_unique') {
        throw new AppError('DELIVERY_LABEL_OUT');
      }
      throw error;
    }
    await recordAudit(tx, {
      actor,
      action: 'delivery-run.create',
      entity: 'delivery_run',
      entityId: id,
      after: { branch_id: branchId, courier_id: request.courier_id, label_ids: labelIds },
    });
    return id;
  });
  const run = await loadDeliveryRun(db, actor.companyId, runId);
  return run!.detail;
}
