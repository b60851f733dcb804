import {
  bagCodeLimits,
  bagCodeOf,
  bagScanRefusal,
  mailCategoryOf,
  translate,
  yangonDay,
  type Locale,
  type MailbagCloseRequest,
  type MailbagCreateRequest,
  type MailbagLabelResponse,
  type MailbagSummary,
  type ShippingType,
} from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotentIfKeyed } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertBagVisible, branchOf, presentBag, type MailbagDeps } from './mailbag-access.js';
import { networkLabelsRepository } from './network-labels.repository.js';
import { mailbagsRepository, type MailbagRow } from './mailbags.repository.js';

/**
 * Filling a bag at its origin (issue 27 §1): open one for a destination and category, scan labels in (each checked
 * in the order, every scan answering at once), take one out while it is open, close it with its weight.
 */

/** POST /api/mailbag. */
export async function createMailbag({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: MailbagDeps & {
  actor: Actor;
  request: MailbagCreateRequest;
  /** A double click or a retry with the same key opens one bag and answers it again. */
  idempotencyKey?: string | undefined;
}): Promise<MailbagSummary> {
  const origin = branchOf(actor);
  if (request.destination_branch_id === origin) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { destination_branch_id: ['mailbag.sameBranch'] } });
  }
  const transit = [...new Set(request.transit_branch_ids)];
  const wanted = [origin, request.destination_branch_id, ...transit];
  const found = await mailbagsRepository.findBranches(db, actor.companyId, wanted);
  const codeOf = new Map(found.map((branch) => [branch.id, branch.code]));
  if (!codeOf.has(request.destination_branch_id)) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { destination_branch_id: ['validation.noselectErrorMessage'] },
    });
  }
  if (transit.some((id) => !codeOf.has(id) || id === origin || id === request.destination_branch_id)) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { transit_branch_ids: ['validation.invalidErrorMessage'] },
    });
  }
  const now = clock.now();
  const day = yangonDay(now);
  const answer = await db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      { userId: actor.id, route: 'POST /api/mailbag', key: idempotencyKey, request },
      async () => {
        const numbers = await mailbagsRepository.nextBagNumbers(tx, origin, request.destination_branch_id, day);
        if (numbers.serial > bagCodeLimits.maxSerial) throw new AppError('MAILBAG_TOO_MANY');
        const bagCode = bagCodeOf({
          originCode: codeOf.get(origin)!,
          destinationCode: codeOf.get(request.destination_branch_id)!,
          category: request.category,
          day,
          dispatchNo: Math.min(numbers.plannedDispatchNo, bagCodeLimits.maxDispatchNo),
          serial: numbers.serial,
        });
        const inserted = await mailbagsRepository.insertBag(tx, {
          companyId: actor.companyId,
          bagCode,
          originBranchId: origin,
          destinationBranchId: request.destination_branch_id,
          transitBranchIds: transit,
          category: request.category,
          bagDay: day,
          serial: numbers.serial,
          plannedDispatchNo: numbers.plannedDispatchNo,
          lastBranchId: origin,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        await mailbagsRepository.insertEvents(tx, [
          { mailbagId: inserted.id, event: 'created', branchId: origin, actorId: actor.id, at: now },
        ]);
        await recordAudit(tx, {
          actor,
          action: 'mailbag.create',
          entity: 'mailbag',
          entityId: inserted.id,
          after: {
            bag_code: bagCode,
            destination_branch_id: request.destination_branch_id,
            category: request.category,
          },
        });
        return { status: 201, body: { id: inserted.id } };
      },
    ),
  );
  const bag = await mailbagsRepository.findBag(db, actor.companyId, answer.body.id);
  return presentBag(db, actor.companyId, bag!);
}

/** The bag, locked, if it is this branch's to fill. */
async function lockOwnBag(tx: MailbagDeps['db'], actor: Actor, id: number): Promise<MailbagRow> {
  const bag = await mailbagsRepository.lockBag(tx, actor.companyId, id);
  assertBagVisible(actor, bag);
  if (bag.originBranchId !== branchOf(actor)) throw new AppError('NOT_FOUND');
  return bag;
}

const bagParams = (bag: MailbagRow) => ({ bag: bag.bagCode });

/** POST /api/mailbag/{id}/labels: one scan; the same label again is no change (`already`). */
export async function addLabelToMailbag({
  db,
  clock,
  actor,
  mailbagId,
  trackingCode,
  locale,
}: MailbagDeps & {
  actor: Actor;
  mailbagId: number;
  trackingCode: string;
  locale: Locale;
}): Promise<MailbagLabelResponse> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const bag = await lockOwnBag(tx, actor, mailbagId);
    const label = await networkLabelsRepository.lockLabelByCode(tx, actor.companyId, trackingCode.trim().toUpperCase());
    if (!label) throw new AppError('NOT_FOUND');
    const answer = (count: number, already: boolean): MailbagLabelResponse => ({
      label: { id: label.id, tracking_code: label.trackingCode, status: label.status },
      count,
      already,
    });
    // Whether it is in this bag or another, its history and the variant: one statement (a scan answers at once).
    const { inThisBag, liveBagCode, history, variant } = await mailbagsRepository.scanContext(tx, {
      mailbagId: bag.id,
      labelId: label.id,
      companyId: actor.companyId,
    });
    if (inThisBag && bag.status === 'pending') return answer(bag.labelCount, true);
    if (bag.status !== 'pending') throw new AppError('MAILBAG_NOT_OPEN', { params: bagParams(bag) });
    const category = mailCategoryOf(label.serviceType);
    const reason = bagScanRefusal(
      {
        label: { ...label, shippingType: label.shippingType as ShippingType, history },
        category,
        inOtherOpenBag: liveBagCode !== null,
        variant,
      },
      bag,
    );
    if (reason) {
      const [destination] = await mailbagsRepository.findBranches(tx, actor.companyId, [label.deliverBranchId]);
      throw new AppError('MAILBAG_SCAN_REFUSED', {
        reason,
        messageKey: `mailbagRefusal.${reason}`,
        params: {
          status: translate(locale, `labelStatus.${label.status}`),
          bag: liveBagCode ?? '',
          branch: destination?.code ?? '',
          category: translate(locale, `mailCategory.${category}`),
          bagCategory: translate(locale, `mailCategory.${bag.category}`),
        },
      });
    }
    const count = bag.labelCount + 1;
    await mailbagsRepository.addScannedItem(tx, {
      mailbagId: bag.id,
      labelId: label.id,
      count,
      branchId: bag.originBranchId,
      actorId: actor.id,
      at: now,
    });
    return answer(count, false);
  });
}

/** DELETE /api/mailbag/{id}/labels/{labelId}: allowed while the bag is open, and logged. */
export async function removeLabelFromMailbag({
  db,
  clock,
  actor,
  mailbagId,
  labelId,
}: MailbagDeps & { actor: Actor; mailbagId: number; labelId: number }): Promise<{ count: number }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const bag = await lockOwnBag(tx, actor, mailbagId);
    const item = await mailbagsRepository.findItem(tx, bag.id, labelId);
    if (!item) throw new AppError('NOT_FOUND');
    if (bag.status !== 'pending') throw new AppError('MAILBAG_NOT_OPEN', { params: bagParams(bag) });
    await mailbagsRepository.updateItem(tx, item.id, { live: false, removedAt: now, removedBy: actor.id });
    const count = bag.labelCount - 1;
    await mailbagsRepository.updateBag(tx, bag.id, { labelCount: count, updatedAt: now });
    await mailbagsRepository.insertEvents(tx, [
      { mailbagId: bag.id, event: 'label_removed', branchId: bag.originBranchId, actorId: actor.id, labelId, at: now },
    ]);
    await recordAudit(tx, {
      actor,
      action: 'mailbag.remove-label',
      entity: 'mailbag',
      entityId: bag.id,
      after: { label_id: labelId, count },
    });
    return { count };
  });
}

/** POST /api/mailbag/{id}/close: sealed with its weight; nothing goes in or out after. */
export async function closeMailbag({
  db,
  clock,
  actor,
  mailbagId,
  request,
}: MailbagDeps & { actor: Actor; mailbagId: number; request: MailbagCloseRequest }): Promise<MailbagSummary> {
  const now = clock.now();
  const bag = await db.transaction(async (tx) => {
    const locked = await lockOwnBag(tx, actor, mailbagId);
    if (locked.status !== 'pending') throw new AppError('MAILBAG_NOT_OPEN', { params: bagParams(locked) });
    if (locked.labelCount === 0) throw new AppError('MAILBAG_EMPTY');
    const weightGrams = Math.round(request.weight * 1000);
    await mailbagsRepository.updateBag(tx, locked.id, {
      status: 'process',
      weightGrams,
      closedAt: now,
      updatedAt: now,
    });
    await mailbagsRepository.insertEvents(tx, [
      { mailbagId: locked.id, event: 'closed', branchId: locked.originBranchId, actorId: actor.id, at: now },
    ]);
    await recordAudit(tx, {
      actor,
      action: 'mailbag.close',
      entity: 'mailbag',
      entityId: locked.id,
      before: { status: locked.status },
      after: { status: 'process', weight_grams: weightGrams, label_count: locked.labelCount },
    });
    return { ...locked, status: 'process' as const, weightGrams, closedAt: now, updatedAt: now };
  });
  return presentBag(db, actor.companyId, bag);
}
