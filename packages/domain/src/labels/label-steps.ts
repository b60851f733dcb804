import type { LabelAction, LabelStatus } from './label-enums.js';

/**
 * The counter's named steps (issue 26 §1): what a scan desk or a tab's bulk action does to every parcel it is given.
 * A step names the statuses it applies from and the statuses it may write; a parcel anywhere else is refused, row by
 * row, with the step that would fit it — never moved "one step on" from wherever it happens to be. i18n:
 * `labelStep.*`.
 */
export const labelSteps = ['accept', 'dispatch', 'arrive', 'out_for_delivery', 'courier_return', 'return'] as const;
export type LabelStep = (typeof labelSteps)[number];
/** The steps POST /api/label/bulk-status takes (courier_return has its own route: it closes the courier's attempt). */
export const labelStatusSteps = [
  'accept',
  'dispatch',
  'arrive',
  'out_for_delivery',
  'return',
] as const satisfies readonly LabelStep[];

export interface LabelStepRule {
  /** The status-machine actions the step may take (the one allowed on the label decides). */
  actions: readonly LabelAction[];
  /** The statuses the step applies from. */
  from: readonly LabelStatus[];
  /** The statuses the step may write. */
  writes: readonly LabelStatus[];
}

export const labelStepRules: Record<LabelStep, LabelStepRule> = {
  // Taken into this branch's hands at the counter: a booked parcel at its origin, or one arriving from another branch
  // (at the destination, at a forwarding branch, back at the origin) — the accept desk's step.
  accept: {
    actions: ['next'],
    from: [
      'pending',
      'created',
      'process',
      'pickup_courier_leader',
      'pickup_courier',
      'send_to_destination_branch',
      'send_to_forward_branch',
      'sendback_to_destination_branch',
      'sendback_to_origin_branch',
    ],
    writes: [
      'accept_from_origin_branch',
      'arrived_to_destination_branch',
      'arrived_to_forward_branch',
      'arrived_to_origin_branch',
    ],
  },
  // Sent on towards the destination: from the origin, or from a forwarding / redirecting branch; a direct label
  // goes straight out to the receiver's address from its origin.
  dispatch: {
    actions: ['next'],
    from: [
      'accept_from_origin_branch',
      'accept_by_transport',
      'sendback_to_transport',
      'arrived_to_forward_branch',
      'redirected',
    ],
    writes: [
      'send_to_destination_branch',
      'send_from_forward_branch',
      'send_from_redirect_branch',
      'send_to_destination_address',
    ],
  },
  // Only the arrivals from another branch (the deliver side's inbox).
  arrive: {
    actions: ['next'],
    from: [
      'send_to_destination_branch',
      'send_to_forward_branch',
      'sendback_to_destination_branch',
      'sendback_to_origin_branch',
    ],
    writes: ['arrived_to_destination_branch', 'arrived_to_forward_branch', 'arrived_to_origin_branch'],
  },
  out_for_delivery: {
    actions: ['next'],
    from: ['arrived_to_destination_branch'],
    writes: ['send_to_destination_address'],
  },
  // A courier brings back a parcel he did not deliver: it waits at the branch again and goes on the call list.
  // Taken by the deliveries module (it closes the courier's attempt), not by the status machine's bulk change.
  courier_return: {
    actions: ['rollback'],
    from: ['send_to_destination_address'],
    // Back to where it went out from: the destination branch, or the origin for a direct label.
    writes: ['arrived_to_destination_branch', 'accept_from_origin_branch'],
  },
  // Sent back towards the sender from the branch that holds it.
  return: {
    actions: ['return', 'next'],
    from: ['arrived_to_destination_branch'],
    writes: ['sendback_to_origin_branch'],
  },
};

/** Whether `step` applies to a parcel whose status is `status` and that the screen sends from one of `from`. */
export function stepAppliesFrom(step: LabelStep, status: LabelStatus, from: readonly LabelStatus[]): boolean {
  return labelStepRules[step].from.includes(status) && from.includes(status);
}

/** The step a counter would use for a parcel in `status` instead of `step` (null when no step applies to it). */
export function stepFittingStatus(status: LabelStatus, step: LabelStep): LabelStep | null {
  return labelSteps.find((other) => other !== step && labelStepRules[other].from.includes(status)) ?? null;
}
