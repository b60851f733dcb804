import { hasPermission, type PickupActor, type PickupRequestItem } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { pickupsRepository, type PickupRow, type PickupScope } from './pickups.repository.js';

export interface PickupDeps {
  db: Database;
  clock: Clock;
}

/**
 * A field user who only does pickups (work, neither create nor assign) sees the ones given to him; a branch user sees
 * the branch's; head office (`allBranches`, as for labels and COD) the whole company's.
 */
export function pickupScopeOf(actor: Actor): PickupScope {
  const companyId = actor.companyId;
  const onlyOwn =
    hasPermission(actor, 'pickup-request.work') &&
    !hasPermission(actor, 'pickup-request.assign') &&
    !hasPermission(actor, 'pickup-request.create');
  if (onlyOwn) return { companyId, postmanId: actor.id };
  if (actor.allBranches) return { companyId };
  // A branch user without a current branch sees none (-1 matches no branch).
  return { companyId, branchId: actor.branch?.id ?? -1 };
}

/** Denials are the branch's to read: head office reads every branch's. */
export function denialScopeOf(actor: Actor): PickupScope {
  return actor.allBranches
    ? { companyId: actor.companyId }
    : { companyId: actor.companyId, branchId: actor.branch?.id ?? -1 };
}

/** A pickup the user may not see is not found (404, never 403), so ids do not tell which pickups exist. */
export async function loadVisiblePickup(db: Database, actor: Actor, id: number): Promise<PickupRow> {
  const pickup = await pickupsRepository.find(db, pickupScopeOf(actor), id);
  if (!pickup) throw new AppError('NOT_FOUND');
  return pickup;
}

/** As whom the user may act on this pickup: its postman (while it is his) and/or a supervisor. */
export function pickupActorsOf(actor: Actor, pickup: Pick<PickupRow, 'postmanId'>): PickupActor[] {
  return [
    ...(hasPermission(actor, 'pickup-request.work') && pickup.postmanId === actor.id ? (['postman'] as const) : []),
    ...(hasPermission(actor, 'pickup-request.assign') ? (['supervisor'] as const) : []),
  ];
}

const iso = (date: Date) => date.toISOString();

export function pickupItemOf(row: PickupRow): PickupRequestItem {
  return {
    id: row.id,
    branch_id: row.branchId,
    status: row.status,
    postman: row.postmanId === null ? null : { id: row.postmanId, name: row.postmanName ?? '' },
    merchant: row.merchantId === null ? null : { id: row.merchantId, name: row.merchantName ?? '' },
    name: row.name,
    phone: row.phone,
    include_products: row.includeProducts,
    counts: row.counts,
    accept_counts: row.acceptCounts,
    weight: row.weightGrams === null ? null : row.weightGrams / 1000,
    time_request: row.timeFrom && row.timeTo ? { from: iso(row.timeFrom), to: iso(row.timeTo) } : null,
    township: { id: row.townshipId, name_en: row.townshipNameEn, name_mm: row.townshipNameMm },
    address: row.address,
    vehicle: row.vehicle,
    failure_reason: row.failureReason,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
