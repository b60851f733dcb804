import {
  lastPage,
  type PortalPickupCreate,
  type PortalPickupCreated,
  type PortalPickupDetailResponse,
  type PortalPickupItem,
  type PortalPickupListQuery,
  type PortalPickupListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { createPickupRequest } from '../pickups/create-pickup-request.js';
import { pickupItemOf } from '../pickups/pickup-access.js';
import { pickupsRepository, type PickupRow, type PickupScope } from '../pickups/pickups.repository.js';
import { portalOperationsRepository as repository } from './portal-operations.repository.js';

interface PortalPickupDeps {
  db: Database;
  clock: Clock;
  actor: Actor;
}

/** The member's merchant's pickups, whichever branch collects them. */
const scopeOf = (actor: Actor): PickupScope => ({ companyId: actor.companyId, merchantId: portalMerchantId(actor) });

function portalItemOf(row: PickupRow): PortalPickupItem {
  const item = pickupItemOf(row);
  return {
    id: item.id,
    status: item.status,
    name: item.name,
    phone: item.phone,
    include_products: item.include_products,
    counts: item.counts,
    accept_counts: item.accept_counts,
    weight: item.weight,
    time_request: item.time_request,
    township: item.township,
    address: item.address,
    vehicle: item.vehicle,
    failure_reason: item.failure_reason,
    created_at: item.created_at,
  };
}

async function loadOwnPickup(db: Database, actor: Actor, pickupId: number): Promise<PickupRow> {
  const pickup = await pickupsRepository.find(db, scopeOf(actor), pickupId);
  if (!pickup) throw new AppError('NOT_FOUND');
  return pickup;
}

/**
 * POST /api/merchant-portal/pickup: the member asks his merchant's home branch to collect parcels — the counter's
 * create (its log row, audit and Idempotency-Key in one transaction), the merchant and the branch taken from his
 * membership, whom and where from the merchant's own details unless he names others. He is recorded as who asked.
 */
export async function createPortalPickup({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: PortalPickupDeps & {
  request: PortalPickupCreate;
  idempotencyKey?: string | undefined;
}): Promise<PortalPickupCreated> {
  const merchantId = portalMerchantId(actor);
  const merchant = await repository.findPickupDefaults(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  const address = request.address ?? merchant.address;
  // A merchant saved without an address: the member must say where.
  if (!address) throw fieldError('address', 'validation.emptyErrorMessage');
  const created = await createPickupRequest({
    db,
    clock,
    actor,
    request: {
      ...request,
      name: request.name ?? merchant.name,
      phone: request.phone ?? merchant.phone,
      township_id: request.township_id ?? merchant.townshipId,
      address,
      merchant_id: merchantId,
    },
    idempotencyKey,
    route: 'POST /api/merchant-portal/pickup',
    branchId: merchant.homeBranchId,
  });
  return { data: portalItemOf(await loadOwnPickup(db, actor, created.id)) };
}

/** GET /api/merchant-portal/pickup?page=: the merchant's requests, newest first, each with where it stands. */
export async function listPortalPickups({
  db,
  actor,
  query,
}: Omit<PortalPickupDeps, 'clock'> & { query: PortalPickupListQuery }): Promise<PortalPickupListResponse> {
  const { rows, byState } = await pickupsRepository.list(db, scopeOf(actor), {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const total = byState.reduce((sum, state) => sum + state.total, 0);
  return {
    current_page: query.page,
    data: rows.map(portalItemOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** GET /api/merchant-portal/pickup/{id}: one of the merchant's requests with its steps; another merchant's is a 404. */
export async function getPortalPickup({
  db,
  actor,
  pickupId,
}: Omit<PortalPickupDeps, 'clock'> & { pickupId: number }): Promise<PortalPickupDetailResponse> {
  const pickup = await loadOwnPickup(db, actor, pickupId);
  const logs = await pickupsRepository.listLogs(db, pickup.id);
  return {
    data: {
      ...portalItemOf(pickup),
      history: logs.map((log) => ({ state: log.state, at: log.createdAt.toISOString() })),
    },
  };
}
