import type { LabelBulkStatusResponse, LabelCourierReturnRequest, Locale } from '@waypost/domain';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { openCallCase } from '../call-logs/call-cases.js';
import { applyStatusChange } from '../labels/change-label-status.js';
import { branchOf } from '../labels/label-access.js';
import { actOnScannedLabels } from '../labels/scanned-labels.js';
import { deliveriesRepository } from './deliveries.repository.js';
import type { DeliveryDeps } from './delivery-runs.js';

/**
 * POST /api/delivery/courier-returns (issue 26 §1): parcels a courier brings back undelivered, scanned at the
 * counter. Each waits at the branch again (its out-for-delivery step withdrawn, as when the courier records a failed
 * delivery), his open attempt ends as failed — brought back — and the label goes on the call list. Nothing is
 * collected, so nothing is posted. A parcel that is not out for delivery from this branch is refused, with the step
 * that fits it.
 */
export async function returnLabelsFromCourier({
  db,
  clock,
  actor,
  request,
  locale,
}: DeliveryDeps & {
  actor: Actor;
  request: LabelCourierReturnRequest;
  locale: Locale;
}): Promise<LabelBulkStatusResponse> {
  const branchId = branchOf(actor);
  return actOnScannedLabels({ db, actor, items: request.items, locale }, async (tx, labelId) => {
    const now = clock.now();
    // The attempt first, then the label (applyStatusChange): the order the courier's own finishing takes.
    const attempt = await deliveriesRepository.lockLatestAttempt(tx, labelId);
    const open = attempt?.outcome === 'out' ? attempt : null;
    await applyStatusChange(tx, {
      actor,
      labelId,
      change: { step: 'courier_return', from: request.from },
      now,
      locale,
      // Withdrawing the out step is this step's right, for the actor's own branch only (its sides are re-checked).
      grant: { action: 'rollback', withdraws: 'send_to_destination_address', branchId },
    });
    if (open) {
      await deliveriesRepository.finishAttempt(tx, open.id, {
        outcome: 'failed',
        failureReason: 'brought_back',
        at: now,
      });
    }
    await openCallCase(tx, { companyId: actor.companyId, labelId, branchId, reason: 'failed_delivery', now });
    await recordAudit(tx, {
      actor,
      action: 'delivery.brought_back',
      entity: 'label',
      entityId: labelId,
      after: { attempt_id: open?.id ?? null, run_id: open?.runId ?? null, courier_id: open?.courierId ?? null },
    });
  });
}
