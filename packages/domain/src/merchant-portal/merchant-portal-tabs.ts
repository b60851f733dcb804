import type { LabelStatus, MerchantTab } from '../labels/label-enums.js';
import { labelStatuses } from '../labels/label-enums.js';
import { progressGroup } from '../labels/label-status-machine.js';

/** The list tabs a label is in, by status (spec §4 merchant tabs; the spec gives only the names, the mapping is ours). */
export type MerchantListTab = Exclude<MerchantTab, 'multi_label_print'>;

/** Booked and not yet taken in at the counter. */
const waiting: readonly LabelStatus[] = ['pending', 'created', 'process', 'pickup_courier_leader', 'pickup_courier'];
/** Back with the sender, or refused for good: the end of a return. */
const returned: readonly LabelStatus[] = [
  'sentback_to_customer',
  'return_confirmed',
  'mpost_return_confirmed',
  'reject',
];

/**
 * The merchant tab of a status: pending (booked, not yet accepted), accepted (at the origin branch), process (on its
 * way, progress group ongoing), delivered, ongoing_return (coming back) and return (back with the merchant).
 */
export function merchantTabOf(status: LabelStatus): MerchantListTab {
  if (waiting.includes(status)) return 'pending';
  if (status === 'accept_from_origin_branch') return 'accepted';
  if (returned.includes(status)) return 'return';
  const group = progressGroup(status);
  return group === 'ongoing' ? 'process' : group === 'delivered' ? 'delivered' : 'ongoing_return';
}

/** The statuses of each list tab; multi_label_print lists what is not yet sent (pending and accepted) to print. */
export function statusesOfMerchantTab(tab: MerchantTab): LabelStatus[] {
  if (tab === 'multi_label_print') return [...statusesOfMerchantTab('pending'), ...statusesOfMerchantTab('accepted')];
  return labelStatuses.filter((status) => merchantTabOf(status) === tab);
}
