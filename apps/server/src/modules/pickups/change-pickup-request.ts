import {
  pickupStep,
  type PickupAction,
  type PickupCompleteRequest,
  type PickupRequestDetail,
  type PickupStep,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { assignmentBranchOf } from '../staff/list-assignable-staff.js';
import { staffRepository } from '../staff/staff.repository.js';
import { loadVisiblePickup, pickupActorsOf, type PickupDeps } from './pickup-access.js';
import { pickupDetailOf } from './get-pickup-request.js';
import { pickupsRepository, type PickupRow } from './pickups.repository.js';

/** What an action carries: the postman to give it to, a reason, or the count and labels of a completed pickup. */
export type PickupActionInput =
  | { action: 'assign'; postmanId: number; version?: number }
  | { action: 'accept' | 'handover' }
  | { action: 'deny' | 'fail'; reason: string }
  | { action: 'complete'; complete: PickupCompleteRequest };

/** The first way the user may do it (as its postman, then as supervisor): 409 when only the state is wrong. */
function allowedStep(actor: Actor, pickup: PickupRow, action: PickupAction): Extract<PickupStep, { ok: true }> {
  const steps = pickupActorsOf(actor, pickup).map((as) => pickupStep(pickup.status, action, as));
  const allowed = steps.find((step) => step.ok);
  if (allowed) return allowed;
  if (steps.some((step) => !step.ok && step.refusal === 'state')) throw new AppError('CONFLICT');
  throw new AppError('FORBIDDEN');
}

/** The postman must be an active postman of the company, now at the pickup's branch. */
async function checkPostman(db: Database, actor: Actor, pickup: PickupRow, postmanId: number) {
  const branchId = await assignmentBranchOf(db, actor, pickup.branchId);
  const postman = await staffRepository.findUserForAssignment(db, postmanId);
  const assignable =
    postman !== null &&
    postman.companyId === actor.companyId &&
    postman.branchId === branchId &&
    postman.status === 'active' &&
    postman.role === 'postman';
  if (!assignable) throw fieldError('postman_id', 'pickup.postmanNotAssignable');
}

/** The labels named by id and by tracking code, once each; an unknown code is a 422. */
async function labelIdsOf(db: Database, actor: Actor, { label_ids, tracking_codes }: PickupCompleteRequest) {
  const codes = [...new Set(tracking_codes)];
  const byCode = codes.length ? await pickupsRepository.findLabelIdsByCodes(db, actor.companyId, codes) : [];
  if (byCode.length !== codes.length) throw fieldError('tracking_codes', 'pickup.labelsNotLinkable');
  return [...new Set([...label_ids, ...byCode.map((label) => label.id)])];
}

/** The labels made from the pickup: the company's, booked at its branch, not linked to another pickup. */
async function linkLabels(tx: Database, actor: Actor, pickup: PickupRow, labelIds: number[]) {
  if (labelIds.length === 0) return;
  const refused = () => fieldError('label_ids', 'pickup.labelsNotLinkable');
  const linkable = await pickupsRepository.findLinkableLabels(tx, {
    companyId: actor.companyId,
    branchId: pickup.branchId,
    labelIds,
  });
  if (linkable.length !== labelIds.length) throw refused();
  // One linked by another pickup since the check above is skipped by the insert: refuse rather than link fewer.
  const linked = await pickupsRepository.linkLabels(tx, { pickupRequestId: pickup.id, labelIds });
  if (linked !== labelIds.length) throw refused();
}

/**
 * POST /api/pickup-request/{id}/{action}: checks who may do it and from which state (the domain's machine), then
 * changes the pickup only if it is still the version read — of two changes at once one wins, the other is a 409 —
 * with its log row (who, when, the postman, the reason) and the audit row in the same transaction.
 */
export async function changePickupRequest({
  db,
  clock,
  actor,
  pickupId,
  input,
}: PickupDeps & { actor: Actor; pickupId: number; input: PickupActionInput }): Promise<PickupRequestDetail> {
  const pickup = await loadVisiblePickup(db, actor, pickupId);
  const step = allowedStep(actor, pickup, input.action);
  if (input.action === 'assign' && input.version !== undefined && input.version !== pickup.version)
    throw new AppError('CONFLICT');
  if (input.action === 'assign') await checkPostman(db, actor, pickup, input.postmanId);

  const postmanId = input.action === 'assign' ? input.postmanId : step.keepsPostman ? pickup.postmanId : null;
  const reason = input.action === 'deny' || input.action === 'fail' ? input.reason : null;
  const labelIds = input.action === 'complete' ? await labelIdsOf(db, actor, input.complete) : [];
  const now = clock.now();
  const change = {
    status: step.to,
    postmanId,
    ...(input.action === 'complete' ? { acceptCounts: input.complete.accept_counts } : {}),
    ...(input.action === 'fail' ? { failureReason: input.reason } : {}),
    updatedAt: now,
  };

  await db.transaction(async (tx) => {
    const updated = await pickupsRepository.update(tx, { id: pickup.id, version: pickup.version }, change);
    if (!updated) throw new AppError('CONFLICT');
    await linkLabels(tx, actor, pickup, labelIds);
    await pickupsRepository.insertLog(tx, {
      pickupRequestId: pickup.id,
      branchId: pickup.branchId,
      state: step.log,
      actorId: actor.id,
      // The postman the change concerns: the one given it, or the one who had it (denying, handing over…).
      postmanId: input.action === 'assign' ? input.postmanId : pickup.postmanId,
      reason,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: `pickup-request.${input.action}`,
      entity: 'pickup_request',
      entityId: pickup.id,
      before: { status: pickup.status, postmanId: pickup.postmanId, version: pickup.version },
      after: { ...change, version: updated.version, labelIds, reason },
    });
  });
  // Read back within the company: a deny or handover takes the pickup out of the postman's sight, not his answer's.
  const changed = await pickupsRepository.find(db, { companyId: actor.companyId }, pickup.id);
  return pickupDetailOf(db, actor, changed!);
}
