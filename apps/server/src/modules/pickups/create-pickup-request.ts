import type { PickupRequestCreate, PickupRequestCreated } from '@waypost/domain';
import { AppError, type FieldMessage } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotentIfKeyed } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import type { PickupDeps } from './pickup-access.js';
import { pickupsRepository } from './pickups.repository.js';

/**
 * POST /api/pickup-request: at the creator's branch (the route requires one), unassigned, with its first log row and
 * the audit row in one transaction. The township must be a township, the merchant the company's. With an
 * Idempotency-Key it is made once per key (a double click or a retry gets the first answer).
 */
export async function createPickupRequest({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
  route = 'POST /api/pickup-request',
  branchId: askedBranchId,
}: PickupDeps & {
  actor: Actor;
  request: PickupRequestCreate;
  /** Absent for the seeds; a route passes its header. */
  idempotencyKey?: string | undefined;
  /** The route the key belongs to (the public API's pickups keep theirs apart from the counter's). */
  route?: string;
  /**
   * The branch that collects, when it is not the creator's: a merchant's member asks his merchant's home branch
   * (issue 30 §2). The creator is still the one recorded.
   */
  branchId?: number;
}): Promise<PickupRequestCreated> {
  const branchId = askedBranchId ?? actor.branch?.id;
  if (branchId === undefined) throw new AppError('FORBIDDEN');
  const [township, merchant] = await Promise.all([
    pickupsRepository.findTownship(db, request.township_id),
    request.merchant_id === undefined ? null : pickupsRepository.findMerchant(db, actor.companyId, request.merchant_id),
  ]);
  const fieldErrors: Record<string, FieldMessage[]> = {};
  if (!township) fieldErrors.township_id = ['validation.noselectErrorMessage'];
  if (request.merchant_id !== undefined && !merchant) fieldErrors.merchant_id = ['validation.noselectErrorMessage'];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });

  const now = clock.now();
  const row = {
    companyId: actor.companyId,
    branchId,
    merchantId: request.merchant_id ?? null,
    name: request.name,
    phone: request.phone,
    includeProducts: request.include_products || null,
    counts: request.counts,
    weightGrams: request.weight === undefined ? null : Math.round(request.weight * 1000),
    timeFrom: new Date(request.time_request.from),
    timeTo: new Date(request.time_request.to),
    townshipId: request.township_id,
    address: request.address,
    vehicle: request.vehicle,
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  };
  const answer = await db.transaction((tx) =>
    runIdempotentIfKeyed(tx, { userId: actor.id, route, key: idempotencyKey, request }, async () => {
      const pickupId = await pickupsRepository.insert(tx, row);
      await pickupsRepository.insertLog(tx, {
        pickupRequestId: pickupId,
        branchId,
        state: 'unassigned',
        actorId: actor.id,
        postmanId: null,
        reason: null,
        createdAt: now,
      });
      // Last, right before commit: the audit insert holds the chain's lock until the transaction ends.
      await recordAudit(tx, {
        actor,
        action: 'pickup-request.create',
        entity: 'pickup_request',
        entityId: pickupId,
        after: row,
      });
      return { status: 201, body: { id: pickupId, status: 'unassigned' as const } };
    }),
  );
  return answer.body;
}
