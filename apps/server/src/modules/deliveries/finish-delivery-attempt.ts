import {
  deliveryProofTypeOf,
  hasPermission,
  type DeliveryOutcome,
  type LabelDeliverFields,
  type LabelDeliveryFailedRequest,
  type LabelDeliveryResponse,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { closeCallCase, openCallCase } from '../call-logs/call-cases.js';
import { applyStatusChange } from '../labels/change-label-status.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { deliveriesRepository, type DeliveryAttemptRow } from './deliveries.repository.js';
import { deliveryRunLabels } from './delivery-run-labels.js';
import type { DeliveryDeps } from './delivery-runs.js';
import { enqueueNotifications } from '../notifications/enqueue-notifications.js';

/** The proof of delivery as the multipart form brings it: the fields, and a signature and/or a photo. */
export interface DeliverySubmission {
  fields: LabelDeliverFields;
  signature: Uint8Array | undefined;
  photo: Uint8Array | undefined;
}

type Finish = (tx: Database, attempt: DeliveryAttemptRow, now: Date) => Promise<void>;

/**
 * Ends the label's open attempt as `outcome`, in one transaction, for whoever `mayFinish` admits (else 404: the label
 * is not theirs to finish). The attempt row is locked first, so a phone's retry of the same step waits for the first
 * and then finds it done: it is answered with the same result and writes nothing (no second proof, no second posting).
 */
async function finishAttempt(
  { db, clock }: DeliveryDeps,
  labelId: number,
  outcome: Exclude<DeliveryOutcome, 'out'>,
  mayFinish: (attempt: DeliveryAttemptRow) => boolean,
  finish: Finish,
): Promise<LabelDeliveryResponse> {
  const now = clock.now();
  const attemptId = await db.transaction(async (tx) => {
    const attempt = await deliveriesRepository.lockLatestAttempt(tx, labelId);
    if (!attempt || !mayFinish(attempt)) throw new AppError('NOT_FOUND');
    if (attempt.outcome === outcome) return attempt.id;
    if (attempt.outcome !== 'out') throw new AppError('NOT_FOUND');
    await finish(tx, attempt, now);
    return attempt.id;
  });
  return { data: (await deliveryRunLabels.ofAttempt(db, attemptId))! };
}

/** The step that took the label out, withdrawn the way a rollback withdraws one: it waits at the branch again. */
async function withdrawOutStep(tx: Database, actor: Actor, attempt: DeliveryAttemptRow, now: Date, locale: Locale) {
  await applyStatusChange(tx, {
    actor,
    labelId: attempt.labelId,
    change: { action: 'rollback', expectedStatus: 'send_to_destination_address' },
    now,
    locale,
    grant: { action: 'rollback', withdraws: 'send_to_destination_address', branchId: attempt.branchId },
  });
}

/**
 * POST /api/label/{id}/deliver: the run's courier hands the parcel over, with proof. The label becomes delivered
 * through the status machine (on the run's authority: a courier has no label permissions), a COD label's cash is
 * collected into his hands (E2 on `cash:courier`), the proof is kept, and the label leaves the call list.
 */
export async function deliverLabel({
  db,
  clock,
  actor,
  labelId,
  submission,
  locale,
}: DeliveryDeps & {
  actor: Actor;
  labelId: number;
  submission: DeliverySubmission;
  locale: Locale;
}): Promise<LabelDeliveryResponse> {
  const { fields, signature, photo } = submission;
  if (!signature && !photo) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { signature: ['delivery.proofRequired'] } });
  }
  const ownAttempt = (attempt: DeliveryAttemptRow) => attempt.courierId === actor.id;
  return finishAttempt({ db, clock }, labelId, 'delivered', ownAttempt, async (tx, attempt, now) => {
    await applyStatusChange(tx, {
      actor,
      labelId,
      change: { action: 'deliver', expectedStatus: 'send_to_destination_address' },
      now,
      locale,
      grant: { action: 'deliver', writes: 'delivered', branchId: attempt.branchId, collectedBy: actor.id },
    });
    await deliveriesRepository.insertProof(tx, {
      attemptId: attempt.id,
      labelId,
      receiverName: fields.receiver_name,
      signature: signature ?? null,
      signatureType: signature ? deliveryProofTypeOf('signature', signature) : null,
      photo: photo ?? null,
      photoType: photo ? deliveryProofTypeOf('photo', photo) : null,
      createdBy: actor.id,
      createdAt: now,
    });
    await deliveriesRepository.finishAttempt(tx, attempt.id, { outcome: 'delivered', note: fields.note, at: now });
    await closeCallCase(tx, { labelId, now });
    await recordAudit(tx, {
      actor,
      action: 'delivery.delivered',
      entity: 'delivery_attempt',
      entityId: attempt.id,
      after: {
        label_id: labelId,
        run_id: attempt.runId,
        receiver_name: fields.receiver_name,
        signature_bytes: signature?.byteLength ?? 0,
        photo_bytes: photo?.byteLength ?? 0,
      },
    });
  });
}

/**
 * POST /api/label/{id}/delivery-failed: the courier could not deliver. The label waits at the branch again (its
 * out-for-delivery step withdrawn, so a later run can take it) and goes on the call list.
 */
export async function failDelivery({
  db,
  clock,
  actor,
  labelId,
  request,
  locale,
}: DeliveryDeps & {
  actor: Actor;
  labelId: number;
  request: LabelDeliveryFailedRequest;
  locale: Locale;
}): Promise<LabelDeliveryResponse> {
  const ownAttempt = (attempt: DeliveryAttemptRow) => attempt.courierId === actor.id;
  return finishAttempt({ db, clock }, labelId, 'failed', ownAttempt, async (tx, attempt, now) => {
    await withdrawOutStep(tx, actor, attempt, now, locale);
    // A failed attempt is no status of its own: the receiver hears of it from the outcome, with its reason.
    await enqueueNotifications(
      tx,
      [{ labelId, event: 'label.delivery_failed', params: { reason: request.reason } }],
      now,
    );
    await deliveriesRepository.finishAttempt(tx, attempt.id, {
      outcome: 'failed',
      failureReason: request.reason,
      note: request.note,
      at: now,
    });
    await openCallCase(tx, {
      companyId: actor.companyId,
      labelId,
      branchId: attempt.branchId,
      reason: request.reason === 'no_answer' ? 'receiver_unreachable' : 'failed_delivery',
      now,
    });
    await recordAudit(tx, {
      actor,
      action: 'delivery.failed',
      entity: 'delivery_attempt',
      entityId: attempt.id,
      after: { label_id: labelId, run_id: attempt.runId, reason: request.reason, note: request.note ?? null },
    });
  });
}

/**
 * POST /api/delivery-run/{id}/labels/{labelId}/withdraw: the branch takes a label back off a run (it never left,
 * or came back undelivered unrecorded); it waits at the branch again, without a call. A label the counter has
 * meanwhile moved on (delivered at the desk, say) is only taken off the run, its status left as it is.
 */
export async function withdrawRunLabel({
  db,
  clock,
  actor,
  runId,
  labelId,
  locale,
}: DeliveryDeps & { actor: Actor; runId: number; labelId: number; locale: Locale }): Promise<LabelDeliveryResponse> {
  if (!(await deliveriesRepository.findRun(db, actor.companyId, runId))) throw new AppError('NOT_FOUND');
  const assignsAt = (attempt: DeliveryAttemptRow) =>
    attempt.runId === runId &&
    hasPermission(actor, 'delivery.assign') &&
    (actor.allBranches || actor.branch?.id === attempt.branchId);
  return finishAttempt({ db, clock }, labelId, 'withdrawn', assignsAt, async (tx, attempt, now) => {
    // A label the counter already moved on (delivered there, sent back) only leaves the run.
    const label = await labelsRepository.lockLabel(tx, actor.companyId, labelId);
    if (label?.status === 'send_to_destination_address') await withdrawOutStep(tx, actor, attempt, now, locale);
    await deliveriesRepository.finishAttempt(tx, attempt.id, { outcome: 'withdrawn', at: now });
    await recordAudit(tx, {
      actor,
      action: 'delivery.withdrawn',
      entity: 'delivery_attempt',
      entityId: attempt.id,
      after: { label_id: labelId, run_id: runId },
    });
  });
}
