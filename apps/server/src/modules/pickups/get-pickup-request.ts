import {
  hasPermission,
  lastPage,
  pickupActionsFor,
  pickupRequestStates,
  type PickupRequestDetail,
  type PickupRequestListQuery,
  type PickupRequestListResponse,
  type PickupRequestState,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { loadVisiblePickup, pickupItemOf, pickupScopeOf, type PickupDeps } from './pickup-access.js';
import { pickupsRepository, type PickupRow } from './pickups.repository.js';

/** GET /api/pickup-request?status=: the pickups the user sees (newest first), with each state's count for the tabs. */
export async function listPickupRequests({
  db,
  actor,
  query,
}: PickupDeps & { actor: Actor; query: PickupRequestListQuery }): Promise<PickupRequestListResponse> {
  const { rows, byState } = await pickupsRepository.list(db, pickupScopeOf(actor), {
    ...(query.status === undefined ? {} : { status: query.status }),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const counts = Object.fromEntries(pickupRequestStates.map((state) => [state, 0])) as Record<
    PickupRequestState,
    number
  >;
  for (const { status, total } of byState) counts[status] = total;
  const total =
    query.status === undefined ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[query.status];
  return {
    current_page: query.page,
    data: rows.map(pickupItemOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
    counts,
  };
}

/** GET /api/pickup-request/{id}: the pickup with its log, its labels and what this user may do now. */
export async function getPickupRequest({
  db,
  actor,
  pickupId,
}: PickupDeps & { actor: Actor; pickupId: number }): Promise<PickupRequestDetail> {
  return pickupDetailOf(db, actor, await loadVisiblePickup(db, actor, pickupId));
}

/** A pickup's detail as `actor` is shown it (also after a change that took it out of their sight, e.g. a deny). */
export async function pickupDetailOf(db: Database, actor: Actor, pickup: PickupRow): Promise<PickupRequestDetail> {
  const [logs, labels] = await Promise.all([
    pickupsRepository.listLogs(db, pickup.id),
    pickupsRepository.listLinkedLabels(db, pickup.id),
  ]);
  return {
    ...pickupItemOf(pickup),
    logs: logs.map((log) => ({
      id: log.id,
      state: log.state,
      actor: { id: log.actorId, name: log.actorName },
      postman: log.postmanId === null ? null : { id: log.postmanId, name: log.postmanName ?? '' },
      reason: log.reason,
      created_at: log.createdAt.toISOString(),
    })),
    labels: labels.map((label) => ({ id: label.id, tracking_code: label.trackingCode, status: label.status })),
    actions: pickupActionsFor({
      state: pickup.status,
      canAssign: hasPermission(actor, 'pickup-request.assign'),
      isItsPostman: hasPermission(actor, 'pickup-request.work') && pickup.postmanId === actor.id,
    }),
  };
}
