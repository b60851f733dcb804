import {
  bagStatesAfter,
  dispatchStateOf,
  hasPermission,
  normalizeBagCode,
  translate,
  type DispatchProgress,
  type LabelStatus,
  type Locale,
  type MailbagEvent,
  type MailbagScanRequest,
  type MailbagScanResponse,
  type MailbagState,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { enqueueLabelStatusChanges } from '../webhooks/label-events.js';
import { branchOf, presentBag, type MailbagDeps } from './mailbag-access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { dispatchesRepository } from './dispatches.repository.js';
import { networkLabelsRepository } from './network-labels.repository.js';
import { mailbagsRepository, type MailbagRow } from './mailbags.repository.js';
import { enqueueLabelStepNotifications } from '../notifications/enqueue-notifications.js';

/**
 * A closed bag's tag scanned on its way (issue 27 §3, §4): in and out of a transit office without opening it, or
 * received at its destination against its dispatch's advance list. A bag scanned where it should not be is flagged
 * mis-sent and may leave again with a dispatch from there.
 */

/** POST /api/mailbag/scan. */
export async function scanMailbagTag({
  db,
  clock,
  actor,
  request,
  locale,
}: MailbagDeps & { actor: Actor; request: MailbagScanRequest; locale: Locale }): Promise<MailbagScanResponse> {
  const branchId = branchOf(actor);
  const needs = request.action === 'receive' ? 'dispatch.receive' : 'mailbag.manage';
  if (!hasPermission(actor, needs)) throw new AppError('FORBIDDEN');
  const code = normalizeBagCode(request.bag_code);
  const found = code ? await mailbagsRepository.findBagByCode(db, actor.companyId, code) : null;
  if (!found) throw new AppError('MAILBAG_CODE_UNKNOWN');
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const bag = (await mailbagsRepository.lockBag(tx, actor.companyId, found.id))!;
    const params = { bag: bag.bagCode };
    if (bag.finishedAt) throw new AppError('MAILBAG_FINISHED', { params });
    if (bag.dispatchId === null) throw new AppError('MAILBAG_NOT_DISPATCHED', { params });
    const atDestination = branchId === bag.destinationBranchId;
    const action = request.action;
    if (action !== 'receive' && atDestination) throw new AppError('MAILBAG_AT_DESTINATION', { params });
    if (action === 'receive' && atDestination)
      return receiveBag(tx, { actor, bag, dispatchId: request.dispatch_id, now });
    // In transit, or received where it does not belong: held here as a transit check-in.
    const recorded = action === 'receive' ? 'checkin_transit' : action;
    const misSent = !bag.transitBranchIds.includes(branchId);
    if (bag.receivedAt) throw new AppError('MAILBAG_FINISHED', { params });
    const variant = await companiesRepository.statusVariantOf(tx, actor.companyId);
    const states = bagStatesAfter(bag.status, recorded, variant);
    if (bag.lastBranchId === branchId && bag.status === recorded) return { bag, misSent, already: true };
    if (!states) {
      throw new AppError('MAILBAG_SCAN_NOT_APPLICABLE', {
        params: {
          ...params,
          state: translate(locale, `mailbagState.${bag.status}`),
          action: translate(locale, `mailbagScanAction.${action}`),
        },
      });
    }
    const status = states.at(-1)!;
    const misSentAt = misSent ? (bag.misSentAt ?? now) : bag.misSentAt;
    await mailbagsRepository.updateBag(tx, bag.id, { status, lastBranchId: branchId, misSentAt, updatedAt: now });
    await mailbagsRepository.insertEvents(tx, [
      { mailbagId: bag.id, event: recorded, branchId, actorId: actor.id, misSent, at: now },
    ]);
    await recordAudit(tx, {
      actor,
      action: `mailbag.${recorded}`,
      entity: 'mailbag',
      entityId: bag.id,
      before: { status: bag.status, last_branch_id: bag.lastBranchId },
      after: { status, last_branch_id: branchId, mis_sent: misSent },
    });
    return { bag: { ...bag, status, lastBranchId: branchId, misSentAt }, misSent, already: false };
  });
  const progressOf = request.dispatch_id ?? outcome.bag.dispatchId;
  return {
    mailbag: await presentBag(db, actor.companyId, outcome.bag),
    mis_sent: outcome.misSent,
    already: outcome.already,
    dispatch: progressOf ? await dispatchProgress(db, actor, progressOf) : null,
  };
}

/**
 * Received at its destination: the bag's states (variant 2: sent from, then arrived from transport), its labels
 * handed over by the carrier (variant 2's accept_by_transport → send_to_destination_branch), its dispatch's receipt.
 */
async function receiveBag(
  tx: Database,
  { actor, bag, dispatchId, now }: { actor: Actor; bag: MailbagRow; dispatchId: number | undefined; now: Date },
): Promise<{ bag: MailbagRow; misSent: boolean; already: boolean }> {
  const branchId = bag.destinationBranchId;
  if (bag.receivedAt) {
    if (dispatchId !== undefined) await recordReceipt(tx, actor, dispatchId, bag, now);
    return { bag, misSent: false, already: true };
  }
  const variant = await companiesRepository.statusVariantOf(tx, actor.companyId);
  const states = bagStatesAfter(bag.status, 'receive', variant);
  if (!states) throw new AppError('MAILBAG_NOT_DISPATCHED', { params: { bag: bag.bagCode } });
  const status: MailbagState = states.at(-1)!;
  await mailbagsRepository.updateBag(tx, bag.id, { status, receivedAt: now, lastBranchId: branchId, updatedAt: now });
  const events: MailbagEvent[] = variant === 2 ? ['send_from_transport', 'received'] : ['received'];
  await mailbagsRepository.insertEvents(
    tx,
    events.map((event) => ({ mailbagId: bag.id, event, branchId, actorId: actor.id, at: now })),
  );
  if (variant === 2) await carrierHandsOver(tx, actor, bag, now);
  // Every dispatch that carried it (a mis-sent bag left twice) and the one being checked have it now.
  const carriers = new Set([
    ...(await dispatchesRepository.dispatchIdsOf(tx, bag.id)),
    ...(dispatchId ? [dispatchId] : []),
  ]);
  for (const id of carriers) await recordReceipt(tx, actor, id, bag, now);
  await recordAudit(tx, {
    actor,
    action: 'mailbag.receive',
    entity: 'mailbag',
    entityId: bag.id,
    before: { status: bag.status },
    after: { status, dispatch_id: bag.dispatchId },
  });
  return { bag: { ...bag, status, receivedAt: now, lastBranchId: branchId }, misSent: false, already: false };
}

/** Variant 2: the carrier hands the bag's labels to the destination (accept_by_transport → send_to_destination_branch). */
async function carrierHandsOver(tx: Database, actor: Actor, bag: MailbagRow, now: Date) {
  const items = await mailbagsRepository.listedItems(tx, bag.id);
  const locked = await networkLabelsRepository.lockLabelsWithHistory(
    tx,
    items.map((item) => item.labelId).sort((a, b) => a - b),
  );
  const carried = locked.filter((row) => row.status === 'accept_by_transport');
  const delivered: LabelStatus = 'send_to_destination_branch';
  await networkLabelsRepository.writeLabelSteps(
    tx,
    carried.map((row) => ({ labelId: Number(row.id), lastSeq: Number(row.last_seq), statuses: [delivered] })),
    { branchId: bag.destinationBranchId, actorId: actor.id, note: null, at: now },
  );
  await enqueueLabelStatusChanges(
    tx,
    carried.map((row) => ({
      label: {
        merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
        trackingCode: row.tracking_code,
        referenceId: row.reference_id,
      },
      previousStatus: row.status,
      statuses: [delivered],
    })),
    now,
  );
  await enqueueLabelStepNotifications(
    tx,
    carried.map((row) => ({ labelId: Number(row.id), statuses: [delivered] })),
    now,
  );
}

/** The bag received with the dispatch: on its advance list, or received with it though not on it. */
async function recordReceipt(tx: Database, actor: Actor, dispatchId: number, bag: MailbagRow, now: Date) {
  const dispatch = await dispatchesRepository.lockDispatch(tx, dispatchId);
  if (!dispatch || dispatch.companyId !== actor.companyId || dispatch.destinationBranchId !== bag.destinationBranchId) {
    throw new AppError('NOT_FOUND');
  }
  const list = await dispatchesRepository.dispatchBagsOf(tx, dispatchId);
  const listed = list.some((entry) => entry.bag.id === bag.id && entry.listed);
  await dispatchesRepository.markBagReceived(tx, dispatchId, bag.id, now, listed);
  await refreshDispatchState(tx, dispatchId, now);
}

/** A dispatch's state follows its bags (domain dispatchStateOf); its first receipt is its arrival time. */
export async function refreshDispatchState(tx: Database, dispatchId: number, now: Date) {
  const dispatch = await dispatchesRepository.lockDispatch(tx, dispatchId);
  if (!dispatch) return;
  const list = (await dispatchesRepository.dispatchBagsOf(tx, dispatchId)).filter((entry) => entry.listed);
  const openMissing = await mailbagsRepository.countOpenMissing(
    tx,
    list.map((entry) => entry.bag.id),
  );
  const state = dispatchStateOf(
    list.map((entry) => ({
      received: entry.receivedAt !== null || entry.bag.receivedAt !== null,
      complete: entry.bag.status === 'complete',
    })),
    openMissing,
  );
  const receivedAt = dispatch.receivedAt ?? (state === 'in_transit' ? null : now);
  if (state !== dispatch.state || receivedAt !== dispatch.receivedAt) {
    await dispatchesRepository.updateDispatch(tx, dispatchId, { state, receivedAt, updatedAt: now });
  }
}

/** What the destination has checked of a dispatch: its advance list against the bags scanned in. */
export async function dispatchProgress(
  db: Database,
  actor: Actor,
  dispatchId: number,
): Promise<DispatchProgress | null> {
  const dispatch = await dispatchesRepository.findDispatch(db, actor.companyId, dispatchId);
  if (!dispatch) return null;
  const list = await dispatchesRepository.dispatchBagsOf(db, dispatchId);
  const listed = list.filter((entry) => entry.listed);
  return {
    id: dispatch.id,
    dispatch_no: dispatch.dispatchNo,
    bags_expected: listed.length,
    bags_received: listed.filter((entry) => entry.receivedAt !== null).length,
    missing_bags: listed.filter((entry) => entry.receivedAt === null).map((entry) => entry.bag.bagCode),
    not_on_list: list.filter((entry) => !entry.listed).map((entry) => entry.bag.bagCode),
  };
}
