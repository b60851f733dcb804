import {
  arrivalWalk,
  bagStatesAfter,
  discrepancyOf,
  hasPermission,
  type DiscrepancyNote,
  type LabelStatus,
  type MailbagFinishRequest,
  type MailbagOpenScanResponse,
  type ShippingType,
  type VerificationSignRequest,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/request-context.js';
import { enqueueLabelStatusChanges } from '../webhooks/label-events.js';
import { assertBagVisible, branchOf, iso, kilograms, type MailbagDeps } from './mailbag-access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { dispatchesRepository } from './dispatches.repository.js';
import { networkLabelsRepository } from './network-labels.repository.js';
import { mailbagsRepository, type LabelRow, type MailbagRow } from './mailbags.repository.js';
import { refreshDispatchState } from './scan-mailbag-tag.js';
import { enqueueLabelStepNotifications } from '../notifications/enqueue-notifications.js';

/**
 * Opening a bag at its destination (issue 27 §4): each label scanned moves to its arrival; one found in the bag but
 * not in its list is an extra, taken in all the same. Finishing the opening makes the discrepancy note: what the list
 * had and the scans did not find waits as missing; the note is signed by a second officer.
 */

/**
 * Moves one label (row-locked by the caller) along `walk` at `branchId`, with its merchant's events; a label an
 * opening had listed missing is found by it.
 */
export async function walkLabel(
  tx: Database,
  {
    actor,
    label,
    walk,
    branchId,
    now,
  }: { actor: Actor; label: LabelRow; walk: readonly LabelStatus[]; branchId: number; now: Date },
) {
  if (walk.length === 0) return;
  const { lastSeq } = await networkLabelsRepository.historyOf(tx, label.id);
  await networkLabelsRepository.writeLabelSteps(tx, [{ labelId: label.id, lastSeq, statuses: walk }], {
    branchId,
    actorId: actor.id,
    note: null,
    at: now,
  });
  await enqueueLabelStatusChanges(tx, [{ label, previousStatus: label.status, statuses: walk }], now);
  await enqueueLabelStepNotifications(tx, [{ labelId: label.id, statuses: walk }], now);
}

/** The label's walk to an arrival at `branchId`, from its history and the company's variant. */
export async function arrivalWalkOf(tx: Database, actor: Actor, label: LabelRow, branchId: number) {
  const { history } = await networkLabelsRepository.historyOf(tx, label.id);
  const variant = await companiesRepository.statusVariantOf(tx, actor.companyId);
  return arrivalWalk({ ...label, shippingType: label.shippingType as ShippingType, history }, branchId, variant);
}

/** Missing lines of the label that its arrival now answers: found. */
async function resolveMissing(tx: Database, actor: Actor, label: LabelRow, now: Date) {
  const waiting = await mailbagsRepository.missingItemsOf(tx, label.id, ['open', 'confirmed']);
  for (const { item, bag } of waiting) {
    await mailbagsRepository.updateItem(tx, item.id, {
      missingState: 'found',
      missingDecidedAt: now,
      missingDecidedBy: actor.id,
    });
    await mailbagsRepository.insertEvents(tx, [
      {
        mailbagId: bag.id,
        event: 'missing_found',
        branchId: bag.destinationBranchId,
        actorId: actor.id,
        labelId: label.id,
        at: now,
      },
    ]);
    if (bag.dispatchId) await refreshDispatchState(tx, bag.dispatchId, now);
  }
}

/** The bag, locked, if this branch is its destination and it was received and is not yet checked. */
async function lockBagToOpen(tx: Database, actor: Actor, id: number): Promise<MailbagRow> {
  const bag = await mailbagsRepository.lockBag(tx, actor.companyId, id);
  assertBagVisible(actor, bag);
  if (bag.destinationBranchId !== branchOf(actor)) throw new AppError('NOT_FOUND');
  if (bag.finishedAt) throw new AppError('MAILBAG_FINISHED', { params: { bag: bag.bagCode } });
  if (!bag.receivedAt) throw new AppError('MAILBAG_NOT_RECEIVED', { params: { bag: bag.bagCode } });
  return bag;
}

/** POST /api/mailbag/{id}/open/scan. */
export async function scanOpenedLabel({
  db,
  clock,
  actor,
  mailbagId,
  trackingCode,
}: MailbagDeps & { actor: Actor; mailbagId: number; trackingCode: string }): Promise<MailbagOpenScanResponse> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const bag = await lockBagToOpen(tx, actor, mailbagId);
    const label = await networkLabelsRepository.lockLabelByCode(tx, actor.companyId, trackingCode.trim().toUpperCase());
    if (!label) throw new AppError('NOT_FOUND');
    if (!bag.openedAt) await mailbagsRepository.updateBag(tx, bag.id, { openedAt: now, updatedAt: now });
    const item = await mailbagsRepository.findItem(tx, bag.id, label.id);
    let status = label.status;
    const already = item?.openedAt != null;
    if (!already) {
      const walk = await arrivalWalkOf(tx, actor, label, bag.destinationBranchId);
      if (item) {
        // Out of the bag now: it moves on by itself (out for delivery) while the opening goes on.
        await mailbagsRepository.updateItem(tx, item.id, { openedAt: now, live: false });
      } else {
        // Physically here: any bag still listing it (closed at its origin, or on its way) lists it no more.
        const live = await mailbagsRepository.findLiveItem(tx, label.id);
        if (live) await mailbagsRepository.updateItem(tx, live.itemId, { live: false });
        await mailbagsRepository.insertItem(tx, {
          mailbagId: bag.id,
          labelId: label.id,
          live: false,
          extra: true,
          openedAt: now,
          addedBy: actor.id,
          addedAt: now,
        });
      }
      if (walk) {
        await walkLabel(tx, { actor, label, walk, branchId: bag.destinationBranchId, now });
        status = walk.at(-1)!;
        await resolveMissing(tx, actor, label, now);
      }
      await mailbagsRepository.insertEvents(tx, [
        {
          mailbagId: bag.id,
          event: item ? 'label_opened' : 'label_extra',
          branchId: bag.destinationBranchId,
          actorId: actor.id,
          labelId: label.id,
          at: now,
        },
      ]);
    }
    const listed = await mailbagsRepository.listedItems(tx, bag.id);
    return {
      label: { id: label.id, tracking_code: label.trackingCode, status },
      extra: item ? item.extra : true,
      already,
      scanned: listed.filter((line) => line.openedAt !== null).length,
      listed: listed.length,
    };
  });
}

/** POST /api/mailbag/{id}/open/finish: the discrepancy note. */
export async function finishOpening({
  db,
  clock,
  actor,
  mailbagId,
  request,
}: MailbagDeps & { actor: Actor; mailbagId: number; request: MailbagFinishRequest }): Promise<DiscrepancyNote> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const bag = await lockBagToOpen(tx, actor, mailbagId);
    const variant = await companiesRepository.statusVariantOf(tx, actor.companyId);
    const listed = await mailbagsRepository.listedItems(tx, bag.id);
    const openedGrams = request.weight === undefined ? null : Math.round(request.weight * 1000);
    const note = discrepancyOf({
      listed: listed.map((line) => line.itemId),
      scanned: listed.filter((line) => line.openedAt !== null).map((line) => line.itemId),
      closedGrams: bag.weightGrams ?? 0,
      openedGrams,
    });
    await mailbagsRepository.markMissing(tx, note.missing);
    await mailbagsRepository.closeItemsOf(tx, bag.id);
    const [status] = bagStatesAfter(bag.status, 'finish', variant)!;
    await mailbagsRepository.updateBag(tx, bag.id, {
      status,
      openedAt: bag.openedAt ?? now,
      finishedAt: now,
      finishedBy: actor.id,
      openedWeightGrams: openedGrams,
      note: request.note ?? null,
      updatedAt: now,
    });
    await mailbagsRepository.insertEvents(tx, [
      { mailbagId: bag.id, event: 'finished', branchId: bag.destinationBranchId, actorId: actor.id, at: now },
    ]);
    for (const dispatchId of await dispatchesRepository.dispatchIdsOf(tx, bag.id)) {
      await refreshDispatchState(tx, dispatchId, now);
    }
    await recordAudit(tx, {
      actor,
      action: 'mailbag.finish',
      entity: 'mailbag',
      entityId: bag.id,
      before: { status: bag.status },
      after: { status, missing: note.missing.length, weight_difference_grams: note.weightDifferenceGrams },
    });
  });
  return discrepancyNoteOf(db, actor, mailbagId);
}

/** POST /api/mailbag/{id}/verification/sign: a second officer of this branch signs the note by signing in. */
export async function signVerificationNote({
  db,
  clock,
  actor,
  mailbagId,
  request,
}: MailbagDeps & { actor: Actor; mailbagId: number; request: VerificationSignRequest }): Promise<DiscrepancyNote> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const bag = await mailbagsRepository.lockBag(tx, actor.companyId, mailbagId);
    assertBagVisible(actor, bag);
    if (bag.destinationBranchId !== branchOf(actor)) throw new AppError('NOT_FOUND');
    if (!bag.finishedAt) throw new AppError('VERIFICATION_NOT_FINISHED');
    const signer = await dispatchesRepository.signerByUserName(tx, actor.companyId, request.user_name.trim());
    const passwordOk = signer ? await verifyPassword(signer.passwordHash, request.password) : false;
    if (!signer || !passwordOk) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: ['validation.wrongPassword'] } });
    }
    const atBranch =
      signer.branchId === bag.destinationBranchId || signer.jointedBranchIds.includes(bag.destinationBranchId);
    const mayReceive = hasPermission(
      { role: { slug: signer.roleSlug, level: 0, permissions: signer.permissions }, branch: null },
      'dispatch.receive',
    );
    if (
      signer.id === actor.id ||
      signer.id === bag.finishedBy ||
      !atBranch ||
      !mayReceive ||
      signer.status !== 'active'
    ) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { user_name: ['mailbag.secondSigner'] } });
    }
    await mailbagsRepository.updateBag(tx, bag.id, { signedBy: signer.id, signedAt: now, updatedAt: now });
    await recordAudit(tx, {
      actor,
      action: 'mailbag.sign-verification',
      entity: 'mailbag',
      entityId: bag.id,
      after: { signed_by: signer.id },
    });
  });
  return discrepancyNoteOf(db, actor, mailbagId);
}

/** The verification note of a finished bag. */
export async function discrepancyNoteOf(db: Database, actor: Actor, mailbagId: number): Promise<DiscrepancyNote> {
  const bag = await mailbagsRepository.findBag(db, actor.companyId, mailbagId);
  assertBagVisible(actor, bag);
  const lines = await mailbagsRepository.bagLines(db, bag.id);
  const names = await dispatchesRepository.userNames(db, [bag.finishedBy, bag.signedBy]);
  const person = (id: number | null) => (id !== null && names.has(id) ? { id, name: names.get(id)! } : null);
  const difference =
    bag.openedWeightGrams === null || bag.weightGrams === null ? null : bag.openedWeightGrams - bag.weightGrams;
  const note = discrepancyOf({
    listed: [],
    scanned: [],
    closedGrams: bag.weightGrams ?? 0,
    openedGrams: bag.openedWeightGrams,
  });
  return {
    missing: lines
      .filter((line) => line.missingState !== null)
      .map((line) => ({ id: line.id, tracking_code: line.trackingCode })),
    extra: lines.filter((line) => line.extra).map((line) => ({ id: line.id, tracking_code: line.trackingCode })),
    weight_difference: difference === null ? null : kilograms(difference),
    weight_off: note.weightOff,
    note: bag.note,
    opened_by: person(bag.finishedBy),
    signed_by: person(bag.signedBy),
    signed_at: iso(bag.signedAt),
  };
}
