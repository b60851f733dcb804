import {
  allowedLabelActions,
  deriveLabelStatus,
  eventTimesAfterStep,
  returnReasonOf,
  eventTimesAfterUndo,
  labelActionPermissions,
  labelStatusVariantOf,
  labelStepRules,
  nextStatus,
  stepAppliesFrom,
  stepFittingStatus,
  translate,
  viewableHistory,
  type AllowedLabelAction,
  type LabelAction,
  type LabelBulkStatusRequest,
  type LabelStatus,
  type LabelStep,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { syncCallCaseOfStatus } from '../call-logs/label-call-cases.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { syncLabelCod } from '../cod/label-cod.js';
import { mailbagsRepository } from '../mailbags/mailbags.repository.js';
import { enqueueLabelStatusChanged } from '../webhooks/label-events.js';
import { loadLabelDetail } from './get-label.js';
import { assertVisible, shippingTypeOf, sidesOf, viewOf, type LabelDeps } from './label-access.js';
import { labelsRepository, type LabelRow } from './labels.repository.js';
import { actOnScannedLabels } from './scanned-labels.js';
import { enqueueLabelStepNotifications } from '../notifications/enqueue-notifications.js';
import { offerRedirectedLabel } from '../agent-services/offer-agent-services.js';

/**
 * A label a bus gate or Myanmar Post holds (issue 28) takes its status from the partner's reports only: a branch's
 * action on it is refused, naming the partner.
 */
export function assertNoPartnerHolds(label: Pick<LabelRow, 'partnerHold'>, locale: Locale): void {
  if (label.partnerHold === null) return;
  throw new AppError('LABEL_WITH_PARTNER', {
    params: { partner: translate(locale, `partnerHold.${label.partnerHold}`) },
  });
}

/** One action on the status the actor was shown (the label page). */
export interface ActionChange {
  action: LabelAction;
  expectedStatus: LabelStatus;
  branchId?: number | undefined;
  note?: string | undefined;
  /** hand_over: who collected the parcel at the counter. */
  receiverName?: string | undefined;
}

/** A named counter step (scan desk, tab bulk action), applied only to a label in one of `from` (issue 26 §1). */
export interface StepChange {
  step: LabelStep;
  from: readonly LabelStatus[];
}

export type StatusChange = ActionChange | StepChange;

/**
 * A step taken on the authority of a delivery run (issue 12) rather than the actor's label permissions: the desk
 * sending labels out on a run, the run's courier delivering one or giving it back. Exactly this step is allowed — the
 * action's permission is lent for it alone, for the run's branch — and nothing else; normal checks are unchanged.
 */
export type DeliveryStepGrant = {
  /** The run's branch: the step is taken for it, whatever branch the actor is at. */
  branchId: number;
  /** The courier who takes a COD label's cash on this step (null: the branch's cash, as at the counter). */
  collectedBy?: number | null;
} & (
  | { action: 'next' | 'deliver'; /** The status the step must write. */ writes: LabelStatus }
  | { action: 'rollback'; /** The status the step must withdraw. */ withdraws: LabelStatus }
);

/**
 * One action on one label, inside the caller's transaction with the label row locked: re-reads the history, checks
 * the expected status against the one the actor is shown (409 if it moved meanwhile) and the domain's allowed
 * actions (decided on every side's steps), then writes the next transaction (numbered without gaps), the label's
 * new state and an audit row. With a `grant`, only the granted step is allowed, taken for the run's branch.
 */
export async function applyStatusChange(
  tx: Database,
  {
    actor: signedIn,
    labelId,
    change,
    now,
    locale,
    grant,
  }: { actor: Actor; labelId: number; change: StatusChange; now: Date; locale: Locale; grant?: DeliveryStepGrant },
): Promise<void> {
  if (grant && 'action' in change && grant.action !== change.action) throw new AppError('LABEL_ACTION_NOT_ALLOWED');
  const actor = grant ? actingForRun(signedIn, grant) : signedIn;
  const label = await labelsRepository.lockLabel(tx, actor.companyId, labelId);
  assertVisible(actor, label);
  // A label listed in a bag on its way moves with its bag only (issue 27): out of an open bag first.
  const bag = await mailbagsRepository.findLiveItem(tx, label.id);
  if (bag) throw new AppError('MAILBAG_LABEL_IN_BAG', { params: { bag: bag.bagCode } });
  assertNoPartnerHolds(label, locale);
  const variant = labelStatusVariantOf(await companiesRepository.statusVariantOf(tx, actor.companyId), label.type);
  const transactions = await labelsRepository.listTransactions(tx, label.id);
  // The actor sent the status it was shown: compare with what it is shown now, and never name a step it cannot see.
  const shown = viewOf(actor, label, transactions).status;
  if ('step' in change) assertStepApplies(change, shown, locale);
  else if (shown !== change.expectedStatus) {
    throw new AppError('LABEL_STATUS_STALE', { params: { status: translate(locale, `labelStatus.${shown}`) } });
  }
  const history = viewableHistory(transactions);
  const sides = sidesOf(actor, label);
  const candidates = allowedLabelActions({
    shippingType: label.shippingType,
    history,
    sides,
    permissions: actor.role.permissions,
    variant,
  }).filter((candidate) => !grant || isGranted(grant, candidate, shown));
  const allowed =
    'step' in change
      ? candidates.find(
          (candidate) =>
            labelStepRules[change.step].actions.includes(candidate.action) &&
            labelStepRules[change.step].writes.includes(candidate.status),
        )
      : candidates.find((candidate) => candidate.action === change.action);
  const action = 'step' in change ? allowed?.action : change.action;
  if (!allowed || !action) {
    if ((action === 'next' || action === 'deliver') && history.length > 0 && sides.length > 0) {
      const next = nextStatus({ shippingType: label.shippingType, history, variant });
      if (next === null && action === 'next') throw new AppError('LABEL_STATUS_AT_END');
      if (next === 'delivered') throw new AppError('LABEL_DELIVER_NEEDS_PROOF');
    }
    throw new AppError('LABEL_ACTION_NOT_ALLOWED', { params: { action: action ?? '' } });
  }
  // Delivered needs a receiver: the courier's proof (his run's grant) or the name given at the counter.
  if (action === 'deliver' && !grant) throw new AppError('LABEL_DELIVER_NEEDS_PROOF');
  const receiverName = 'action' in change ? change.receiverName : undefined;
  if (action === 'hand_over' && !receiverName) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { receiver_name: ['validation.emptyErrorMessage'] } });
  }
  const note = ('action' in change ? change.note : undefined) ?? null;
  const before = { status: label.status, shipping_type: label.shippingType, via_branch_id: label.viaBranchId };

  if (action === 'rollback') {
    const newest = [...transactions].reverse().find((transaction) => transaction.viewable);
    if (!newest) throw new AppError('LABEL_ACTION_NOT_ALLOWED', { params: { action } });
    await labelsRepository.hideTransaction(tx, newest.id);
    const remaining = history.slice(0, -1);
    const status = deriveLabelStatus(remaining.map((status) => ({ status, viewable: true })));
    const state = rolledBackState(label, remaining, newest.status);
    await labelsRepository.updateLabelState(tx, label.id, {
      status,
      shippingType: state.shippingType,
      viaBranchId: state.viaBranchId,
      deliverBranchId: state.deliverBranchId,
      deliveredAt: status === 'delivered' ? label.deliveredAt : null,
      ...eventTimesAfterUndo(remaining),
      at: now,
    });
    await syncCodOf(tx, actor, label, status, now);
    await enqueueLabelStatusChanged(tx, { label, previousStatus: label.status, status, at: now });
    await recordAudit(tx, {
      actor: signedIn,
      action: 'label.rollback',
      entity: 'label',
      entityId: label.id,
      before,
      after: { status, hidden_transaction_id: newest.id },
    });
    return;
  }

  let viaBranchId = label.viaBranchId;
  let deliverBranchId = label.deliverBranchId;
  if (allowed.needsBranch) {
    const branchId = 'action' in change ? change.branchId : undefined;
    const [target] = branchId ? await labelsRepository.findBranches(tx, [branchId]) : [];
    if (!target || target.companyId !== actor.companyId) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['validation.noselectErrorMessage'] } });
    }
    if (action === 'forward') {
      if (target.id === label.acceptBranchId || target.id === label.deliverBranchId) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['label.branchInvalid'] } });
      }
      viaBranchId = target.id;
    } else {
      // Redirect: this (the old destination) branch sends it on; the new branch becomes the destination.
      if (target.id === label.deliverBranchId) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['label.branchInvalid'] } });
      }
      viaBranchId = label.deliverBranchId;
      deliverBranchId = target.id;
      // Issue 30 §4: redirected to an agent branch, the label is offered to the agent.
      await offerRedirectedLabel(
        tx,
        { id: label.id, companyId: actor.companyId, deliverBranchId, redirectedFromBranchId: viaBranchId },
        now,
      );
    }
  }
  const newHistory = [...history, allowed.status];
  const shippingType = shippingTypeOf(label, newHistory);
  const seq = (transactions.at(-1)?.seq ?? 0) + 1;
  await labelsRepository.insertTransaction(tx, {
    labelId: label.id,
    seq,
    status: allowed.status,
    branchId: actor.branch?.id ?? null,
    actorId: actor.id,
    note: action === 'hand_over' ? receiverName! : note,
    at: now,
  });
  await labelsRepository.updateLabelState(tx, label.id, {
    status: allowed.status,
    shippingType,
    viaBranchId,
    deliverBranchId,
    ...(allowed.status === 'delivered' ? { deliveredAt: now } : {}),
    ...eventTimesAfterStep(label, allowed.status, now),
    returnReason: returnReasonOf(action, note),
    at: now,
  });
  // Handed over at the counter, the COD cash goes into the counter's till — the branch's cash — taken by this clerk
  // (the transaction's actor); a courier's goes into his hands until he hands it over.
  await syncCodOf(tx, actor, label, allowed.status, now, grant?.collectedBy ?? null);
  await enqueueLabelStatusChanged(tx, { label, previousStatus: label.status, status: allowed.status, at: now });
  await enqueueLabelStepNotifications(
    tx,
    [{ labelId: label.id, statuses: [allowed.status], facts: { ...label, shippingType } }],
    now,
  );
  await syncCallCaseOfStatus(tx, {
    companyId: actor.companyId,
    labelId: label.id,
    branchId: deliverBranchId,
    status: allowed.status,
    now,
  });
  await recordAudit(tx, {
    actor: signedIn,
    action: `label.${action}`,
    entity: 'label',
    entityId: label.id,
    before,
    after: {
      status: allowed.status,
      shipping_type: shippingType,
      via_branch_id: viaBranchId,
      deliver_branch_id: deliverBranchId,
      seq,
      ...(action === 'hand_over' ? { receiver_name: receiverName } : {}),
    },
  });
}

/**
 * A COD label's money follows its new status (collected on delivery, owed on a return, reversed on a rollback):
 * the cash is collected where the acting branch is (the destination, for head office acting for it), into the
 * courier's hands when a courier delivered it (`collectedBy`).
 */
export async function syncCodOf(
  tx: Database,
  actor: Actor,
  label: LabelRow,
  status: LabelStatus,
  now: Date,
  collectedBy: number | null = null,
) {
  if (label.acceptType !== 'cod') return;
  await syncLabelCod({
    tx,
    actorId: actor.id,
    labelId: label.id,
    status,
    branchId: actor.branch?.id ?? label.deliverBranchId,
    collectedBy,
    now,
  });
}

/** The actor as the run's branch: its sides of the label, and the granted action's permission for this step only. */
function actingForRun(actor: Actor, grant: DeliveryStepGrant): Actor {
  return {
    ...actor,
    allBranches: false,
    branch: { id: grant.branchId, international_mail: actor.branch?.international_mail ?? false },
    role: { ...actor.role, permissions: [labelActionPermissions[grant.action]] },
  };
}

function isGranted(grant: DeliveryStepGrant, candidate: AllowedLabelAction, shown: LabelStatus): boolean {
  if (candidate.action !== grant.action) return false;
  return grant.action === 'rollback' ? shown === grant.withdraws : candidate.status === grant.writes;
}

/** A named step applies to the label's status, or the row is refused with the step that would fit it. */
function assertStepApplies(change: StepChange, shown: LabelStatus, locale: Locale): void {
  if (stepAppliesFrom(change.step, shown, change.from)) return;
  const fit = stepFittingStatus(shown, change.step);
  const params = {
    status: translate(locale, `labelStatus.${shown}`),
    step: translate(locale, `labelStep.${change.step}`),
    ...(fit ? { fit: translate(locale, `labelStep.${fit}`) } : {}),
  };
  throw new AppError(fit ? 'LABEL_STEP_REFUSED' : 'LABEL_STEP_NOT_APPLICABLE', { params });
}

/**
 * The branch fields after a rollback: undoing the forward or redirect step itself gives the parcel back to the
 * branches it had before.
 */
export function rolledBackState(label: LabelRow, remaining: readonly LabelStatus[], undone: LabelStatus) {
  const undoneRedirect = label.viaBranchId !== null && undone === 'redirected';
  const undoneForward = label.viaBranchId !== null && undone === 'send_to_forward_branch';
  const deliverBranchId = undoneRedirect ? label.viaBranchId! : label.deliverBranchId;
  const viaBranchId = undoneRedirect || undoneForward ? null : label.viaBranchId;
  return { deliverBranchId, viaBranchId, shippingType: shippingTypeOf(label, remaining) };
}

/** POST /api/label/{id}/status. */
export async function changeLabelStatus({
  db,
  clock,
  actor,
  labelId,
  change,
  locale,
}: LabelDeps & { actor: Actor; labelId: number; change: StatusChange; locale: Locale }) {
  await db.transaction((tx) => applyStatusChange(tx, { actor, labelId, change, now: clock.now(), locale }));
  return { data: await loadLabelDetail(db, actor, labelId, locale) };
}

/**
 * POST /api/label/bulk-status: the counter's scan-and-act workflow, one named step for every parcel scanned. Each
 * row is checked and moved in its own transaction, so one refused parcel never holds back the others.
 */
export async function changeLabelStatusInBulk({
  db,
  clock,
  actor,
  request,
  locale,
}: LabelDeps & { actor: Actor; request: LabelBulkStatusRequest; locale: Locale }) {
  return actOnScannedLabels({ db, actor, items: request.items, locale }, (tx, labelId) =>
    applyStatusChange(tx, {
      actor,
      labelId,
      change: { step: request.step, from: request.from },
      now: clock.now(),
      locale,
    }),
  );
}
