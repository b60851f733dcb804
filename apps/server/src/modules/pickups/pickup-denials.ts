import type { PickupDenialNotiResponse, PickupDenialReadRequest } from '@waypost/domain';
import type { Actor } from '../../plugins/request-context.js';
import { denialScopeOf, type PickupDeps } from './pickup-access.js';
import { pickupsRepository } from './pickups.repository.js';

/** The bell lists this many; the count is of them all. */
const listedDenials = 20;

/** GET /api/pickup-request/deny/nav/pickup-noti: the postmen's denials no supervisor of the branch has read yet. */
export async function listPickupDenials({
  db,
  actor,
}: PickupDeps & { actor: Actor }): Promise<PickupDenialNotiResponse> {
  const { rows, total } = await pickupsRepository.listUnreadDenials(db, denialScopeOf(actor), listedDenials);
  return {
    noti: rows.map((row) => ({
      id: row.id,
      pickup_request_id: row.pickupRequestId,
      name: row.name,
      postman: row.postmanId === null ? null : { id: row.postmanId, name: row.postmanName ?? '' },
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
    count: total,
  };
}

/**
 * POST /api/pickup-request/deny/read: marks the denials the user saw as read (ids of another branch, or already read,
 * are skipped), and answers how many stay unread.
 */
export async function markPickupDenialsRead({
  db,
  clock,
  actor,
  request,
}: PickupDeps & { actor: Actor; request: PickupDenialReadRequest }): Promise<{ count: number }> {
  const scope = denialScopeOf(actor);
  await pickupsRepository.markDenialsRead(db, scope, { ids: request.ids, userId: actor.id, at: clock.now() });
  const { total } = await pickupsRepository.listUnreadDenials(db, scope, 0);
  return { count: total };
}
