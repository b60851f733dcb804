import {
  bagStatesAfter,
  defaultTransitHours,
  expectedArrival,
  labelLegOf,
  yangonDay,
  type DispatchCreateRequest,
  type DispatchSummary,
  type LabelStatus,
  type ShippingType,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotentIfKeyed } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { enqueueLabelStatusChanges } from '../webhooks/label-events.js';
import { branchOf, presentDispatches, type MailbagDeps } from './mailbag-access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { dispatchesRepository } from './dispatches.repository.js';
import { networkLabelsRepository } from './network-labels.repository.js';
import { arrayValues, mailbagsRepository, type MailbagRow } from './mailbags.repository.js';
import { enqueueLabelStepNotifications } from '../notifications/enqueue-notifications.js';

/**
 * Handing closed bags for one destination to a carrier (issue 27 §2): a dispatch numbered per route and day, every
 * label of every bag moved to its hand-over status in the same transaction as the bags' states — set-based, so a
 * truck of 20 bags × 250 labels leaves in one go. A bag mis-sent to this branch leaves again the same way (§3).
 */

/** Whether the bag may leave with a dispatch from `origin` now; the refusal otherwise. */
function dispatchRefusal(bag: MailbagRow, origin: number, destination: number): AppError | null {
  const params = { bag: bag.bagCode };
  if (bag.destinationBranchId !== destination) {
    return new AppError('MAILBAG_OTHER_DESTINATION', {
      params: { ...params, branch: String(bag.destinationBranchId) },
    });
  }
  const firstLeave = bag.originBranchId === origin && bag.dispatchId === null && bag.status === 'process';
  const reDispatch = bag.misSentAt !== null && bag.lastBranchId === origin && bag.receivedAt === null;
  if (firstLeave || reDispatch) return null;
  if (bag.dispatchId !== null && bag.originBranchId === origin) {
    return new AppError('MAILBAG_IN_DISPATCH', { params: { ...params, dispatch: String(bag.dispatchId) } });
  }
  return new AppError('MAILBAG_NOT_READY', { params });
}

/** Moves the labels listed in the bags that leave their origin now to their hand-over status. */
async function handOverLabels(
  tx: Database,
  {
    actor,
    bags,
    origin,
    destination,
    variant,
    now,
  }: {
    actor: Actor;
    bags: readonly MailbagRow[];
    origin: number;
    destination: number;
    variant: 1 | 2;
    now: Date;
  },
): Promise<number> {
  const ids = (
    await mailbagsRepository.listedLabelIdsOf(
      tx,
      bags.map((bag) => bag.id),
    )
  ).sort((a, b) => a - b);
  const locked = await networkLabelsRepository.lockLabelsWithHistory(tx, ids);
  const steps = locked.map((row) => {
    const history = arrayValues(row.history) as LabelStatus[];
    const leg = labelLegOf(
      {
        shippingType: row.shipping_type as ShippingType,
        history,
        acceptBranchId: Number(row.accept_branch_id),
        deliverBranchId: Number(row.deliver_branch_id),
        viaBranchId: row.via_branch_id === null ? null : Number(row.via_branch_id),
      },
      variant,
    );
    // A label in a sealed bag moves only with it (status changes refuse it), so its leg is the bag's.
    if (!leg || leg.fromBranchId !== origin || leg.toBranchId !== destination) {
      throw new AppError('MAILBAG_NOT_READY', { params: { bag: row.tracking_code } });
    }
    return { row, leg, lastSeq: Number(row.last_seq) };
  });
  await networkLabelsRepository.writeLabelSteps(
    tx,
    steps.map((step) => ({ labelId: Number(step.row.id), lastSeq: step.lastSeq, statuses: [step.leg.handOver] })),
    { branchId: origin, actorId: actor.id, note: null, at: now },
  );
  await enqueueLabelStatusChanges(
    tx,
    steps.map((step) => ({
      label: {
        merchantId: step.row.merchant_id === null ? null : Number(step.row.merchant_id),
        trackingCode: step.row.tracking_code,
        referenceId: step.row.reference_id,
      },
      previousStatus: step.row.status,
      statuses: [step.leg.handOver],
    })),
    now,
  );
  await enqueueLabelStepNotifications(
    tx,
    steps.map((step) => ({ labelId: Number(step.row.id), statuses: [step.leg.handOver] })),
    now,
  );
  return steps.length;
}

/** POST /api/dispatch. */
export async function createDispatch({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: MailbagDeps & {
  actor: Actor;
  request: DispatchCreateRequest;
  /** A retried hand-over with the same key answers the first dispatch instead of a "bag already sent" refusal. */
  idempotencyKey?: string | undefined;
}): Promise<DispatchSummary> {
  const origin = branchOf(actor);
  const destination = request.destination_branch_id;
  const [target] = await mailbagsRepository.findBranches(db, actor.companyId, [destination]);
  if (!target || destination === origin) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { destination_branch_id: ['validation.noselectErrorMessage'] },
    });
  }
  const ids = [...new Set(request.mailbag_ids)];
  const now = clock.now();
  const answer = await db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      { userId: actor.id, route: 'POST /api/dispatch', key: idempotencyKey, request },
      async () => {
        await networkLabelsRepository.withoutJit(tx);
        const bags = await mailbagsRepository.lockBags(tx, actor.companyId, ids);
        if (bags.length !== ids.length) throw new AppError('NOT_FOUND');
        for (const bag of bags) {
          const refusal = dispatchRefusal(bag, origin, destination);
          if (refusal) {
            if (refusal.code === 'MAILBAG_OTHER_DESTINATION') {
              const [other] = await mailbagsRepository.findBranches(tx, actor.companyId, [bag.destinationBranchId]);
              throw new AppError('MAILBAG_OTHER_DESTINATION', {
                params: { bag: bag.bagCode, branch: other?.code ?? '' },
              });
            }
            throw refusal;
          }
        }
        const variant = await companiesRepository.statusVariantOf(tx, actor.companyId);
        const day = yangonDay(now);
        const dispatchNo = await mailbagsRepository.nextDispatchNo(tx, origin, destination, day);
        const hours = (await dispatchesRepository.transitHours(tx, origin, destination)) ?? defaultTransitHours;
        const inserted = await dispatchesRepository.insertDispatch(tx, {
          companyId: actor.companyId,
          originBranchId: origin,
          destinationBranchId: destination,
          dispatchDay: day,
          dispatchNo,
          carrierKind: request.carrier.kind,
          carrierName: request.carrier.name,
          vehicleNo: request.carrier.vehicle_no || null,
          driverPhone: request.carrier.driver_phone || null,
          bagCount: bags.length,
          labelCount: bags.reduce((sum, bag) => sum + bag.labelCount, 0),
          weightGrams: bags.reduce((sum, bag) => sum + (bag.weightGrams ?? 0), 0),
          dispatchedBy: actor.id,
          dispatchedAt: now,
          expectedAt: expectedArrival(now, hours),
          updatedAt: now,
        });
        await dispatchesRepository.insertDispatchBags(
          tx,
          bags.map((bag) => ({ dispatchId: inserted.id, mailbagId: bag.id })),
        );
        for (const bag of bags) {
          const [state] = bagStatesAfter(bag.status, 'dispatch', variant)!;
          await mailbagsRepository.updateBag(tx, bag.id, {
            status: state,
            dispatchId: inserted.id,
            lastBranchId: origin,
            misSentAt: null,
            updatedAt: now,
          });
        }
        const leaving = bags.filter((bag) => bag.originBranchId === origin && bag.misSentAt === null);
        const moved = await handOverLabels(tx, { actor, bags: leaving, origin, destination, variant, now });
        await mailbagsRepository.insertEvents(
          tx,
          bags.map((bag) => ({
            mailbagId: bag.id,
            event: 'dispatched' as const,
            branchId: origin,
            actorId: actor.id,
            at: now,
          })),
        );
        await recordAudit(tx, {
          actor,
          action: 'dispatch.create',
          entity: 'dispatch',
          entityId: inserted.id,
          after: {
            dispatch_no: dispatchNo,
            destination_branch_id: destination,
            mailbag_ids: bags.map((bag) => bag.id),
            labels_moved: moved,
            carrier: request.carrier,
          },
        });
        return { status: 201, body: { id: inserted.id } };
      },
    ),
  );
  const dispatch = await dispatchesRepository.findDispatch(db, actor.companyId, answer.body.id);
  const [summary] = await presentDispatches(db, actor.companyId, [dispatch!], now);
  return summary!;
}
