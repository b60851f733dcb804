import type { AcceptTab, DeliverTab, LabelStatus, ShippingType } from './label-enums.js';
import { returnShippingTypes } from './label-status-machine.js';

/**
 * Which labels each list tab shows (spec §4 "Tabs"; the spec gives only the tab names, so the mapping is ours).
 * A tab is a side of the label — the sender (accepting) branch or the receiver (delivering) branch — plus the
 * statuses that put a parcel in that branch's hands for that piece of work. The receiver tabs also show parcels a
 * forward or redirect sends through the user's branch (`viaStatuses`).
 */
export interface LabelTabFilter {
  side: 'sender' | 'receiver';
  statuses: readonly LabelStatus[];
  /** Statuses that put the label in this tab for the forwarding / redirecting branch. */
  viaStatuses?: readonly LabelStatus[];
  /** Only parcels the receiver collects at the counter (true) or that go out for delivery (false). */
  pickupAtPo?: boolean;
  /** Only labels on (true) or off (false) a return path. */
  returning?: boolean;
}

const onDelivery: readonly LabelStatus[] = ['send_to_destination_address', 'send_to_mmpost', 'postman_hand_over'];
const issuePending: readonly LabelStatus[] = ['pending_reject', 'pending_return_confirm'];

/** Sender-side tabs: what the accepting branch has to do or follow. */
export const acceptTabFilters: Record<AcceptTab, LabelTabFilter> = {
  // Booked (counter, merchant, pickup) and waiting to be accepted at the counter.
  inbox: { side: 'sender', statuses: ['pending', 'created', 'process', 'pickup_courier_leader', 'pickup_courier'] },
  // Accepted and waiting to be dispatched.
  pending: { side: 'sender', statuses: ['accept_from_origin_branch', 'accept_by_transport', 'sendback_to_transport'] },
  // International mail (IMS/EMS) is not booked in Waypost yet: the tab exists and is empty.
  ims_ems: { side: 'sender', statuses: [] },
  ongoing: {
    side: 'sender',
    statuses: [
      'send_to_destination_branch',
      'send_to_forward_branch',
      'arrived_to_forward_branch',
      'send_from_forward_branch',
      'redirected',
      'send_from_redirect_branch',
      'arrived_to_destination_branch',
    ],
    returning: false,
  },
  ondelivery: { side: 'sender', statuses: onDelivery, returning: false },
  sent: { side: 'sender', statuses: ['delivered'] },
  // Coming back to the sender.
  return: {
    side: 'sender',
    statuses: ['sendback_to_destination_branch', 'arrivedback_to_destination_branch', 'sendback_to_origin_branch'],
  },
  // Back at the origin branch, to be handed back.
  resent_return: { side: 'sender', statuses: ['arrived_to_origin_branch', 'schedule_return'] },
  send_back_to_source: {
    side: 'sender',
    statuses: ['sendback_to_origin_address', 'sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed'],
  },
  issue_pending: { side: 'sender', statuses: issuePending },
  issue: { side: 'sender', statuses: ['missing', 'reject'] },
};

/** Receiver-side tabs: what the delivering branch has to do or follow. */
export const deliverTabFilters: Record<DeliverTab, LabelTabFilter> = {
  // On the way to this branch: to be marked arrived.
  inbox: {
    side: 'receiver',
    statuses: ['send_to_destination_branch'],
    viaStatuses: ['send_to_forward_branch'],
  },
  // Arrived and to go out for delivery (or, for a forward / redirect through this branch, to be sent on).
  pending: {
    side: 'receiver',
    statuses: ['arrived_to_destination_branch'],
    viaStatuses: ['arrived_to_forward_branch', 'arrived_to_destination_branch', 'redirected'],
    pickupAtPo: false,
    returning: false,
  },
  // Arrived and waiting at the counter for the receiver to collect.
  pickup: { side: 'receiver', statuses: ['arrived_to_destination_branch'], pickupAtPo: true, returning: false },
  ongoing: { side: 'receiver', statuses: onDelivery, returning: false },
  delivered: { side: 'receiver', statuses: ['delivered'] },
  // Delivery failed: the courier is bringing it back to the branch.
  fail_deliver: { side: 'receiver', statuses: ['sendback_to_destination_branch'] },
  // Back at the branch after a failed delivery, to be sent back to the origin.
  return: {
    side: 'receiver',
    statuses: ['arrived_to_destination_branch', 'arrivedback_to_destination_branch', 'schedule_return'],
    returning: true,
  },
  resent_return: { side: 'receiver', statuses: ['sendback_to_origin_branch'] },
  send_back_to_source: {
    side: 'receiver',
    statuses: ['arrived_to_origin_branch', 'sendback_to_origin_address', 'sentback_to_customer'],
  },
  issue_pending: { side: 'receiver', statuses: issuePending },
  issue: { side: 'receiver', statuses: ['missing', 'reject'] },
};

/** Shipping types on a return path, for the `returning` predicate. */
export const returningShippingTypes: readonly ShippingType[] = returnShippingTypes;

/** The filter of a list tab, or null for the search tab (every label the user may see). */
export function labelTabFilter(side: 'sender' | 'receiver', tab: string): LabelTabFilter | null {
  const filters: Record<string, LabelTabFilter> = side === 'sender' ? acceptTabFilters : deliverTabFilters;
  return Object.hasOwn(filters, tab) ? (filters[tab] ?? null) : null;
}
