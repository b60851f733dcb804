import type { LabelSide, LabelStatus, ShippingType } from './label-enums.js';
import { deriveLabelStatus, type StatusTransaction } from './label-status-machine.js';

/**
 * Who is shown each step of a label (spec §4 "Visibility"): the status machine decides on every side's steps;
 * each side is shown its own. See README "Status machine" for the decisions where the spec is silent.
 */

/** Who sees a step: one end of the label, both ends (not the via branch), or everyone. */
export const statusAudiences = ['sender', 'receiver', 'ends', 'all'] as const;
export type StatusAudience = (typeof statusAudiences)[number];

const audienceSides: Record<StatusAudience, readonly LabelSide[]> = {
  sender: ['sender'],
  receiver: ['receiver'],
  ends: ['sender', 'receiver'],
  all: ['sender', 'receiver', 'via'],
};

/** Who sees each status on the normal-like paths (normal, forward, redirect, return, fail_return). */
const audienceOf: Record<LabelStatus, StatusAudience> = {
  // The origin's leg, up to dispatch (spec: "sender sees up to send_to_destination_branch").
  pending: 'sender',
  created: 'sender',
  process: 'sender',
  pickup_courier_leader: 'sender',
  pickup_courier: 'sender',
  accept_from_origin_branch: 'sender',
  accept_by_transport: 'sender',
  sendback_to_transport: 'sender',
  // The hand-over: the sender (or the forward / redirect branch) writes it, the receiver acts on it.
  send_to_destination_branch: 'all',
  // Forward and redirect steps: everyone (spec "Forward: forward-branch steps visible to all").
  send_to_forward_branch: 'all',
  arrived_to_forward_branch: 'all',
  send_from_forward_branch: 'all',
  redirected: 'all',
  send_from_redirect_branch: 'all',
  // The destination's leg, from arrival on (spec: "receiver sees from arrived_to_destination_branch on").
  arrived_to_destination_branch: 'receiver',
  send_to_destination_address: 'receiver',
  send_to_mmpost: 'receiver',
  postman_hand_over: 'receiver',
  delivered: 'receiver',
  // The return steps the destination takes itself, and its decisions: both ends.
  sendback_to_destination_branch: 'ends',
  arrivedback_to_destination_branch: 'ends',
  schedule_return: 'ends',
  sendback_to_origin_branch: 'ends',
  reject: 'ends',
  pending_reject: 'ends',
  pending_return_confirm: 'ends',
  // The return at the origin (spec "Return: only the sender sees").
  arrived_to_origin_branch: 'sender',
  sendback_to_origin_address: 'sender',
  sentback_to_customer: 'sender',
  return_confirmed: 'sender',
  mpost_return_confirmed: 'sender',
  // Whoever held the parcel reports it; every branch on its way follows it.
  missing: 'all',
};

/** Statuses after which an arrival at the destination is the parcel coming back from a failed delivery. */
const backAtDestinationAfter: readonly LabelStatus[] = ['sendback_to_destination_branch', 'schedule_return'];

/**
 * Who sees the status at `index` of `history` (the label's viewable statuses, oldest first). Direct paths show every
 * step to both ends (spec "Direct: both see all"). An arrival at the destination is the receiver's, unless the
 * parcel was then redirected (the redirecting branch's arrival: everyone, like the forward branch's) or it is the
 * parcel back from a failed delivery (a return step the destination takes: both ends).
 */
export function statusAudienceAt(
  shippingType: ShippingType,
  history: readonly LabelStatus[],
  index: number,
): StatusAudience {
  if (shippingType === 'direct' || shippingType === 'direct_return') return 'all';
  const status = history[index] as LabelStatus;
  if (status === 'arrived_to_destination_branch') {
    if (history.slice(0, index).some((earlier) => backAtDestinationAfter.includes(earlier))) return 'ends';
    if (history.slice(index + 1).includes('redirected')) return 'all';
  }
  return audienceOf[status];
}

/** Who looks at a label: head office (every step), or a branch acting for these sides of it (labelSidesFor). */
export type LabelViewer = 'head-office' | readonly LabelSide[];

/**
 * Public tracking (no sign-in) is for the customer at either end — the sender holds the receipt, the recipient is
 * sent the code — so it shows what the two ends see together.
 */
export const publicTrackingViewer: LabelViewer = ['sender', 'receiver'];

export interface VisibleStepsInput<T extends StatusTransaction> {
  shippingType: ShippingType;
  /** All of the label's transactions, oldest first; rolled-back ones keep the audience of their place. */
  transactions: readonly T[];
  viewer: LabelViewer;
}

/** The transactions this viewer is shown, oldest first. */
export function visibleSteps<T extends StatusTransaction>({
  shippingType,
  transactions,
  viewer,
}: VisibleStepsInput<T>): T[] {
  if (viewer === 'head-office') return [...transactions];
  return transactions.filter((transaction, index) => {
    // A rolled-back step is placed among the viewable ones around it.
    const history = [
      ...transactions.slice(0, index).filter((earlier) => earlier.viewable),
      transaction,
      ...transactions.slice(index + 1).filter((later) => later.viewable),
    ].map((step) => step.status);
    const position = transactions.slice(0, index).filter((earlier) => earlier.viewable).length;
    const sides = audienceSides[statusAudienceAt(shippingType, history, position)];
    return viewer.some((side) => sides.includes(side));
  });
}

/**
 * The label's status as this viewer is shown it (spec §4: "derived from its viewable transactions, newest first"):
 * the newest step it sees, pending when it sees none.
 */
export function statusSeenBy<T extends StatusTransaction>(input: VisibleStepsInput<T>): LabelStatus {
  return deriveLabelStatus(visibleSteps(input));
}
