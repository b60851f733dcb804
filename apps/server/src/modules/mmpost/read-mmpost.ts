import type { MmpostItem, MmpostItemState } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { mmpostRepository } from './mmpost.repository.js';

/** Whose hand-offs the actor sees: his branch's, or every branch's for head office. */
export const mmpostScopeOf = (actor: Actor) => (actor.allBranches ? null : (actor.branch?.id ?? -1));

/** GET /api/mmpost?state=: the branch's items handed to Myanmar Post (newest first), with the post's events. */
export async function listMmpostItems({
  db,
  actor,
  state,
  ids,
}: {
  db: Database;
  actor: Actor;
  state?: MmpostItemState | undefined;
  ids?: readonly number[];
}): Promise<{ data: MmpostItem[] }> {
  const rows = await mmpostRepository.listItems(db, {
    companyId: actor.companyId,
    branchId: mmpostScopeOf(actor),
    state,
    ...(ids ? { ids } : {}),
    limit: 500,
  });
  const events = await mmpostRepository.eventsOf(
    db,
    rows.map((row) => row.item.id),
  );
  return {
    data: rows.map(({ item, label, township, handedBy }) => ({
      id: item.id,
      label: { id: label.id, tracking_code: label.trackingCode, status: label.status },
      mmpost_tracking_code: item.trackingCode,
      state: item.state,
      fee: item.fee,
      destination_name: label.destinationName,
      destination_township: township ? { id: township.id, name_en: township.nameEn, name_mm: township.nameMm } : null,
      handed_at: item.handedAt.toISOString(),
      handed_by: handedBy,
      events: events
        .filter((event) => event.itemId === item.id)
        .map((event) => ({ status: event.status, date: event.day, remark: event.remark })),
    })),
  };
}
