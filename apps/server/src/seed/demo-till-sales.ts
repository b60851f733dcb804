import { labelDraft } from '@waypost/domain';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { bookLabel } from '../modules/labels/create-label.js';
import type { Actor } from '../plugins/request-context.js';

/**
 * Walk-in labels the sender pays at `actor`'s counter (issue 28 §4), through the real booking: their fees are the
 * cash in the branch's till that the demo's expenses and deposits are paid from. Returns the label ids.
 */
export async function bookDemoWalkIns({
  db,
  clock,
  actor,
  deliverBranchId,
  count,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  deliverBranchId: number;
  count: number;
}): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const draft = labelDraft.parse({
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 2 + n,
      source_name: 'Ko Zaw Min',
      source_phone: '09421230000',
      source_township: 'MMR013016',
      destination_name: 'Ma Thandar',
      destination_phone: '09791230000',
      destination_township: 'MMR010002',
      deliver_branch_id: deliverBranchId,
    });
    ids.push(await bookLabel({ db, clock, actor, draft, idempotencyKey: null, channel: 'counter' }));
  }
  return ids;
}
