import type { LabelSide, LabelStatus, LabelStatusVariant, ShippingType } from '../labels/label-enums.js';
import { holderSides, nextStatus } from '../labels/label-status-machine.js';
import type { DispatchState, MailbagRefusal, MailbagScanAction, MailbagState, MailCategory } from './mailbag-enums.js';

/**
 * The rules of the branch network (issue 27): which leg a label is on, whether it may go into a bag, what a bag's
 * state becomes, what a label's status becomes when its bag is handed over, delivered by the carrier or opened, and
 * what an opening found missing or extra. Pure: the server decides with these inside its row locks.
 */

/** Done with: delivered, or back with its sender; nothing more rides in a bag. */
export const finishedLabelStatuses = [
  'delivered',
  'sentback_to_customer',
  'return_confirmed',
  'mpost_return_confirmed',
  'reject',
] as const satisfies readonly LabelStatus[];

/** A label as the network rules need it. */
export interface NetworkLabel {
  shippingType: ShippingType;
  /** Viewable statuses, oldest first. */
  history: readonly LabelStatus[];
  acceptBranchId: number;
  deliverBranchId: number;
  viaBranchId: number | null;
}

/** The line-haul a label is ready for: from the branch holding it to the next one, and what each hand-over writes. */
export interface LabelLeg {
  fromBranchId: number;
  toBranchId: number;
  /** Written when its dispatch is handed to the carrier. */
  handOver: LabelStatus;
  /** Written when the carrier hands it to the destination (variant 2's accept_by_transport leg), else null. */
  carrierDelivers: LabelStatus | null;
}

/** The statuses that send a label to another branch, and the branch each sends it to. */
const sendTargets: Partial<Record<LabelStatus, keyof NetworkLabelBranches>> = {
  send_to_destination_branch: 'deliverBranchId',
  sendback_to_origin_branch: 'acceptBranchId',
  sendback_to_destination_branch: 'deliverBranchId',
};
/** The arrival statuses, and the branch each is an arrival at. */
const arrivalTargets: Partial<Record<LabelStatus, keyof NetworkLabelBranches>> = {
  arrived_to_destination_branch: 'deliverBranchId',
  arrived_to_origin_branch: 'acceptBranchId',
  arrived_to_forward_branch: 'viaBranchId',
};
/** The arrival that ends each line-haul send. */
const arrivalAfterSend: Partial<Record<LabelStatus, LabelStatus>> = {
  send_to_destination_branch: 'arrived_to_destination_branch',
  sendback_to_origin_branch: 'arrived_to_origin_branch',
  sendback_to_destination_branch: 'arrived_to_destination_branch',
};
type NetworkLabelBranches = Pick<NetworkLabel, 'acceptBranchId' | 'deliverBranchId' | 'viaBranchId'>;

const sideBranch: Record<LabelSide, keyof NetworkLabelBranches> = {
  sender: 'acceptBranchId',
  receiver: 'deliverBranchId',
  via: 'viaBranchId',
};

function holderBranchOf(label: NetworkLabel): number | null {
  const [side] = holderSides(label.shippingType, label.history);
  return side ? label[sideBranch[side]] : null;
}

/**
 * The leg a label is ready to ride in a bag, or null when its next step is no line-haul between two branches (not
 * accepted yet, out for delivery, a direct label, already on the road…).
 */
export function labelLegOf(label: NetworkLabel, variant: LabelStatusVariant): LabelLeg | null {
  if ((finishedLabelStatuses as readonly LabelStatus[]).includes(label.history.at(-1) ?? 'pending')) return null;
  const next = nextStatus({ shippingType: label.shippingType, history: label.history, variant });
  const fromBranchId = holderBranchOf(label);
  if (next === null || fromBranchId === null) return null;
  if (next === 'accept_by_transport') {
    const after = nextStatus({ shippingType: label.shippingType, history: [...label.history, next], variant });
    const target = after ? sendTargets[after] : undefined;
    const toBranchId = target ? label[target] : null;
    if (!after || toBranchId == null) return null;
    return { fromBranchId, toBranchId, handOver: next, carrierDelivers: after };
  }
  const target = sendTargets[next];
  const toBranchId = target ? label[target] : null;
  if (toBranchId == null || toBranchId === fromBranchId) return null;
  return { fromBranchId, toBranchId, handOver: next, carrierDelivers: null };
}

/** A bag as the scan-in check needs it. */
export interface BagForScan {
  originBranchId: number;
  destinationBranchId: number;
  category: MailCategory;
}

/**
 * Why this label may not go into this bag, checked in the order; null when it may. `inOtherOpenBag`: it lies
 * in another bag not yet opened at its destination, closed or not.
 */
export function bagScanRefusal(
  input: { label: NetworkLabel; category: MailCategory; inOtherOpenBag: boolean; variant: LabelStatusVariant },
  bag: BagForScan,
): MailbagRefusal | null {
  const status = input.label.history.at(-1) ?? 'pending';
  if ((finishedLabelStatuses as readonly LabelStatus[]).includes(status)) return 'finished';
  const leg = labelLegOf(input.label, input.variant);
  if (!leg || leg.fromBranchId !== bag.originBranchId) return 'not_here';
  if (input.inOtherOpenBag) return 'in_other_bag';
  if (leg.toBranchId !== bag.destinationBranchId) return 'wrong_destination';
  if (input.category !== bag.category) return 'wrong_category';
  return null;
}

/**
 * The statuses that bring a label, as it stands, to "arrived at `branchId`": its arrival, preceded by the steps it
 * skipped when it came without them (an extra label never handed over, one its carrier never delivered). Null when
 * the label is not heading to that branch. A label confirmed missing is found again this way: missing is no step of
 * its path, so the walk starts where it was lost.
 */
export function arrivalWalk(label: NetworkLabel, branchId: number, variant: LabelStatusVariant): LabelStatus[] | null {
  const next = nextStatus({ shippingType: label.shippingType, history: label.history, variant });
  const arrival = next ? arrivalTargets[next] : undefined;
  if (arrival) return label[arrival] === branchId ? [next!] : null;
  const leg = labelLegOf(label, variant);
  if (!leg || leg.toBranchId !== branchId) return null;
  const send = leg.carrierDelivers ?? leg.handOver;
  return [leg.handOver, ...(leg.carrierDelivers ? [leg.carrierDelivers] : []), arrivalAfterSend[send]!];
}

/** What happens to a bag. */
export type BagAction = 'close' | 'dispatch' | MailbagScanAction | 'finish';

const onTheRoad: readonly MailbagState[] = ['process', 'accept_by_transport', 'checkin_transit', 'checkout_transit'];

/**
 * The states a bag passes through on `action` (variant 2's carrier hand-over at the destination writes two), or null
 * when the action does not apply to its state. Whether the bag was dispatched, received or mis-sent is the caller's
 * to check; this is the state machine of spec §4.
 */
export function bagStatesAfter(
  state: MailbagState,
  action: BagAction,
  variant: LabelStatusVariant,
): MailbagState[] | null {
  switch (action) {
    case 'close':
      return state === 'pending' ? ['process'] : null;
    case 'dispatch':
      return onTheRoad.includes(state) ? [variant === 2 ? 'accept_by_transport' : 'process'] : null;
    case 'checkin_transit':
      return onTheRoad.includes(state) ? ['checkin_transit'] : null;
    case 'checkout_transit':
      return state === 'checkin_transit' ? ['checkout_transit'] : null;
    case 'receive':
      if (!onTheRoad.includes(state)) return null;
      return variant === 2 ? ['send_from_transport', 'arrived_from_transport'] : [state];
    case 'finish':
      return state === 'complete' || state === 'pending' ? null : ['complete'];
  }
}

/** The weight difference an opening reports: over 2 % of the bag's closing weight, and never under 200 g. */
export function weightToleranceGrams(closedGrams: number): number {
  return Math.max(200, Math.round(closedGrams * 0.02));
}

export interface Discrepancy<Id> {
  /** Listed in the bag, not scanned at its opening. */
  missing: Id[];
  /** Scanned at its opening, not listed in the bag. */
  extra: Id[];
  /** Weighed at the destination minus weighed at closing, in grams; null when not weighed again. */
  weightDifferenceGrams: number | null;
  /** Whether the weight difference is over the tolerance. */
  weightOff: boolean;
}

/** What an opening found: the bag's list against the destination's scans (the verification note). */
export function discrepancyOf<Id>(input: {
  listed: readonly Id[];
  scanned: readonly Id[];
  closedGrams: number;
  openedGrams: number | null;
}): Discrepancy<Id> {
  const scanned = new Set(input.scanned);
  const listed = new Set(input.listed);
  const weightDifferenceGrams = input.openedGrams === null ? null : input.openedGrams - input.closedGrams;
  return {
    missing: input.listed.filter((id) => !scanned.has(id)),
    extra: [...scanned].filter((id) => !listed.has(id)),
    weightDifferenceGrams,
    weightOff:
      weightDifferenceGrams !== null && Math.abs(weightDifferenceGrams) > weightToleranceGrams(input.closedGrams),
  };
}

/** A bag of a dispatch as its state needs it. */
export interface DispatchBag {
  received: boolean;
  complete: boolean;
}

/**
 * A dispatch's state from its bags: on the road until one is received, arrived until all are opened, then waiting on
 * its missing labels (found or confirmed), then closed.
 */
export function dispatchStateOf(bags: readonly DispatchBag[], openMissing: number): DispatchState {
  if (!bags.some((bag) => bag.received || bag.complete)) return 'in_transit';
  if (!bags.every((bag) => bag.complete)) return 'arrived';
  return openMissing > 0 ? 'discrepancies' : 'closed';
}

/** When a dispatch handed over at `at` is due, given its route's hours on the road. */
export function expectedArrival(at: Date, transitHours: number): Date {
  return new Date(at.getTime() + transitHours * 3_600_000);
}

/** Hours on the road a route has until head office sets its own. */
export const defaultTransitHours = 24;
