import type { PickupRequestCreated, PublicPickupRequest } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor, ApiCaller } from '../../plugins/request-context.js';
import { createPickupRequest } from '../pickups/create-pickup-request.js';
import { pickupsRepository } from '../pickups/pickups.repository.js';

/**
 * POST /api/v1/pickup-requests: a live key asks the merchant's home branch to collect its parcels, exactly as the
 * counter's form does (unassigned until a supervisor gives it to a postman), once per Idempotency-Key when one is
 * sent; a test key's request is checked and sent nowhere.
 */
export async function requestPublicPickup({
  db,
  clock,
  actor,
  caller,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  caller: ApiCaller;
  request: PublicPickupRequest;
  idempotencyKey: string | undefined;
}): Promise<{ live: true; body: PickupRequestCreated } | { live: false; body: { test: true } }> {
  if (caller.mode === 'test') {
    if (!(await pickupsRepository.findTownship(db, request.township_id))) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { township_id: ['validation.noselectErrorMessage'] } });
    }
    return { live: false, body: { test: true } };
  }
  const created = await createPickupRequest({
    db,
    clock,
    actor,
    request: { ...request, merchant_id: caller.merchantId },
    // As for labels: a merchant's API keys share its Idempotency-Keys, two merchants never do.
    idempotencyKey: idempotencyKey === undefined ? undefined : `merchant:${caller.merchantId}:${idempotencyKey}`,
    route: 'POST /api/v1/pickup-requests',
  });
  return { live: true, body: created };
}
