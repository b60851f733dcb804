import type { Permission } from '../access/permissions.js';
import type {
  LabelAction,
  LabelSide,
  LabelStatus,
  LabelStatusVariant,
  ProgressGroup,
  ShippingType,
} from './label-enums.js';
import { walkedShippingType } from './label-shipping-type.js';

/**
 * The label status machine of spec §4, for both variants. Pure: the caller passes the label's viewable statuses
 * (oldest first, every side's) and who is acting; the functions say what comes next and who may do it. What each
 * side is shown is label-visibility.ts; the shipping type is label-shipping-type.ts. See README "Status machine".
 */

const normalPath = [
  'pending',
  'accept_from_origin_branch',
  'send_to_destination_branch',
  'arrived_to_destination_branch',
  'send_to_destination_address',
  'delivered',
] as const satisfies readonly LabelStatus[];

const variant1Paths: Record<ShippingType, readonly LabelStatus[]> = {
  normal: normalPath,
  direct: ['pending', 'accept_from_origin_branch', 'send_to_destination_address', 'delivered'],
  forward: [
    'pending',
    'accept_from_origin_branch',
    'send_to_forward_branch',
    'arrived_to_forward_branch',
    'send_from_forward_branch',
    'send_to_destination_branch',
    'arrived_to_destination_branch',
    'send_to_destination_address',
    'delivered',
  ],
  redirect: [
    'pending',
    'accept_from_origin_branch',
    'send_to_destination_branch',
    'arrived_to_destination_branch',
    'redirected',
    'send_from_redirect_branch',
    'send_to_destination_branch',
    'arrived_to_destination_branch',
    'send_to_destination_address',
    'delivered',
  ],
  return: [
    'pending',
    'accept_from_origin_branch',
    'send_to_destination_branch',
    'arrived_to_destination_branch',
    'send_to_destination_address',
    'sendback_to_destination_branch',
    'arrived_to_destination_branch',
    'sendback_to_origin_branch',
    'arrived_to_origin_branch',
    'sendback_to_origin_address',
    'sentback_to_customer',
  ],
  direct_return: [
    'pending',
    'accept_from_origin_branch',
    'send_to_destination_address',
    'sendback_to_origin_branch',
    'sendback_to_origin_address',
    'sentback_to_customer',
  ],
  fail_return: ['sendback_to_origin_branch', 'sendback_to_origin_address'],
};

/** Paths where the parcel rides the line-haul between two branches: variant 2 inserts accept_by_transport there. */
const transportedTypes: readonly ShippingType[] = ['normal', 'forward', 'redirect', 'return'];
export const returnShippingTypes = [
  'return',
  'direct_return',
  'fail_return',
] as const satisfies readonly ShippingType[];

function variant2Path(shippingType: ShippingType): readonly LabelStatus[] {
  const path: LabelStatus[] = [...variant1Paths[shippingType]];
  if (transportedTypes.includes(shippingType)) {
    path.splice(path.indexOf('accept_from_origin_branch') + 1, 0, 'accept_by_transport');
  }
  if ((returnShippingTypes as readonly ShippingType[]).includes(shippingType)) path.push('return_confirmed');
  return path;
}

/** The ordered statuses a label of this shipping type walks through (spec §4 "Status paths by shipping type"). */
export function statusPath(shippingType: ShippingType, variant: LabelStatusVariant = 1): readonly LabelStatus[] {
  return variant === 1 ? variant1Paths[shippingType] : variant2Path(shippingType);
}

/**
 * Where on `path` a label with this history stands: the index of its newest on-path status. Statuses off the path
 * (missing, a forward leg inside a return…) are skipped. Paths repeat statuses, so among the places the newest status
 * occurs, the one whose preceding statuses agree longest with the history wins (the spec's "uses the previous status
 * to disambiguate"); −1 when no status of the history is on the path.
 */
export function pathPosition(path: readonly LabelStatus[], history: readonly LabelStatus[]): number {
  const onPath = history.filter((status) => path.includes(status));
  const last = onPath.at(-1);
  let best = -1;
  let bestScore = 0;
  path.forEach((status, index) => {
    if (status !== last) return;
    let score = 0;
    while (score <= index && score < onPath.length && path[index - score] === onPath[onPath.length - 1 - score]) {
      score += 1;
    }
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

export interface NextStatusInput {
  shippingType: ShippingType;
  /** The label's viewable statuses, oldest first. */
  history: readonly LabelStatus[];
  variant?: LabelStatusVariant;
}

/**
 * The status after the label's current position on its path, or null at the end (spec §4 "next status"). A label
 * sent to a forward branch or redirected walks that path before its shipping type says so (walkedShippingType).
 */
export function nextStatus({ shippingType, history, variant = 1 }: NextStatusInput): LabelStatus | null {
  const path = statusPath(walkedShippingType(shippingType, history), variant);
  return path[pathPosition(path, history) + 1] ?? null;
}

/** A label transaction as the status machine needs it. */
export interface StatusTransaction {
  status: LabelStatus;
  viewable: boolean;
}

/** The viewable statuses of a transaction log, oldest first. */
export function viewableHistory(transactions: readonly StatusTransaction[]): LabelStatus[] {
  return transactions.filter((transaction) => transaction.viewable).map((transaction) => transaction.status);
}

/** A label's status: its newest viewable transaction's status, or pending when there is none (spec §4 "Derivation"). */
export function deriveLabelStatus(transactions: readonly StatusTransaction[]): LabelStatus {
  return viewableHistory(transactions).at(-1) ?? 'pending';
}

const progressGroupOf: Record<LabelStatus, ProgressGroup> = {
  pending: 'process',
  created: 'process',
  process: 'process',
  pickup_courier_leader: 'process',
  pickup_courier: 'process',
  accept_from_origin_branch: 'process',
  accept_by_transport: 'ongoing',
  sendback_to_transport: 'ongoing',
  send_to_destination_branch: 'ongoing',
  arrived_to_destination_branch: 'ongoing',
  send_to_destination_address: 'ongoing',
  send_to_mmpost: 'ongoing',
  postman_hand_over: 'ongoing',
  send_to_forward_branch: 'ongoing',
  arrived_to_forward_branch: 'ongoing',
  send_from_forward_branch: 'ongoing',
  redirected: 'ongoing',
  send_from_redirect_branch: 'ongoing',
  missing: 'ongoing',
  pending_reject: 'ongoing',
  delivered: 'delivered',
  sendback_to_destination_branch: 'returned',
  arrivedback_to_destination_branch: 'returned',
  sendback_to_origin_branch: 'returned',
  arrived_to_origin_branch: 'returned',
  sendback_to_origin_address: 'returned',
  sentback_to_customer: 'returned',
  return_confirmed: 'returned',
  mpost_return_confirmed: 'returned',
  pending_return_confirm: 'returned',
  schedule_return: 'returned',
  reject: 'returned',
};

/** The customer-facing progress group of a status (spec §4 "Label progress groups"). */
export function progressGroup(status: LabelStatus): ProgressGroup {
  return progressGroupOf[status];
}

/**
 * Which side holds the parcel after a status, and so may write the next one: the origin until dispatch, the
 * destination from dispatch to it, the forward / redirect branch for their steps (issue 3 §2).
 */
const custodyAfter: Record<LabelStatus, LabelSide> = {
  pending: 'sender',
  created: 'sender',
  process: 'sender',
  pickup_courier_leader: 'sender',
  pickup_courier: 'sender',
  accept_from_origin_branch: 'sender',
  accept_by_transport: 'sender',
  sendback_to_transport: 'sender',
  send_to_destination_branch: 'receiver',
  send_to_forward_branch: 'via',
  arrived_to_forward_branch: 'via',
  send_from_forward_branch: 'via',
  redirected: 'via',
  send_from_redirect_branch: 'via',
  arrived_to_destination_branch: 'receiver',
  send_to_destination_address: 'receiver',
  send_to_mmpost: 'receiver',
  postman_hand_over: 'receiver',
  delivered: 'receiver',
  sendback_to_destination_branch: 'receiver',
  arrivedback_to_destination_branch: 'receiver',
  schedule_return: 'receiver',
  reject: 'receiver',
  pending_reject: 'receiver',
  pending_return_confirm: 'receiver',
  sendback_to_origin_branch: 'sender',
  arrived_to_origin_branch: 'sender',
  sendback_to_origin_address: 'sender',
  sentback_to_customer: 'sender',
  return_confirmed: 'sender',
  mpost_return_confirmed: 'sender',
  missing: 'sender', // never read: a missing parcel stays with whoever held it before (see holderSides)
};

const directTypes: readonly ShippingType[] = ['direct', 'direct_return'];

/** The sides that may write the status following `history` (the parcel's holder). */
export function holderSides(shippingType: ShippingType, history: readonly LabelStatus[]): readonly LabelSide[] {
  if (directTypes.includes(shippingType)) return ['sender', 'receiver'];
  const held = history.filter((status) => status !== 'missing').at(-1) ?? 'pending';
  return [custodyAfter[held]];
}

export interface LabelSidesInput {
  /** The branches the user acts for (current branch; all jointed branches for managers). */
  userBranchIds: readonly number[];
  acceptBranchId: number;
  deliverBranchId: number;
  /** The forwarding or redirecting branch while a forward or redirect path is walked. */
  viaBranchId?: number | null;
}

/** The sides of a label a user acts for. */
export function labelSidesFor(input: LabelSidesInput): LabelSide[] {
  const sides: LabelSide[] = [];
  if (input.userBranchIds.includes(input.acceptBranchId)) sides.push('sender');
  if (input.userBranchIds.includes(input.deliverBranchId)) sides.push('receiver');
  if (input.viaBranchId != null && input.userBranchIds.includes(input.viaBranchId)) sides.push('via');
  return sides;
}

/** Confirmation prompts of spec §8, as message keys. */
export const labelConfirmKeys = {
  rollback: 'labelConfirm.rollback',
  deleteTransaction: 'labelConfirm.deleteTransaction',
  sendbackToOriginAddress: 'labelConfirm.sendbackToOriginAddress',
  arrivedbackToOriginBranch: 'labelConfirm.arrivedbackToOriginBranch',
} as const;
export type LabelConfirmKey = (typeof labelConfirmKeys)[keyof typeof labelConfirmKeys];

/** Statuses whose writing the spec asks to confirm, whichever action writes them. */
const statusConfirmKeys: Partial<Record<LabelStatus, LabelConfirmKey>> = {
  sendback_to_origin_address: labelConfirmKeys.sendbackToOriginAddress,
  arrived_to_origin_branch: labelConfirmKeys.arrivedbackToOriginBranch,
};

/** Which permission each action needs (spec §6 permission list). */
export const labelActionPermissions: Record<LabelAction, Permission> = {
  next: 'label.update-status',
  rollback: 'label.rollback',
  forward: 'label.update-status',
  redirect: 'label.update-status',
  return: 'label.update-status',
  return_confirm: 'label.update-status',
  reject: 'label.update-status',
  missing: 'label.update-status',
  sendback_to_origin_address: 'label.update-status',
  arrivedback_to_origin_branch: 'label.update-status',
  // Only ever lent by a delivery run to its courier (the server refuses it otherwise): proof comes with it.
  deliver: 'delivery.work',
  hand_over: 'label.update-status',
};

export interface AllowedLabelAction {
  action: LabelAction;
  /** The status the action writes; for rollback, the status the label returns to. */
  status: LabelStatus;
  /** forward and redirect need a target branch. */
  needsBranch: boolean;
  /** The confirmation prompt to show before the action, if the spec has one. */
  confirmKey: LabelConfirmKey | null;
}

export interface LabelActionsInput {
  shippingType: ShippingType;
  /** The label's viewable statuses, oldest first. */
  history: readonly LabelStatus[];
  /** The sides the user acts for on this label (labelSidesFor). */
  sides: readonly LabelSide[];
  /** The user's role permissions. */
  permissions: readonly string[];
  variant?: LabelStatusVariant;
}

const atOriginBeforeDispatch: readonly LabelStatus[] = ['accept_from_origin_branch', 'accept_by_transport'];
/** Labels still on their way to the receiver: the only ones that may be forwarded, redirected or rejected. */
const outboundTypes: readonly ShippingType[] = ['normal', 'forward', 'redirect'];

/**
 * Every action this user may take on the label now, with the status each writes (spec §4, issue 3 §2). An action
 * missing from the list is refused; the server re-checks with the same function inside its row lock.
 */
export function allowedLabelActions(input: LabelActionsInput): AllowedLabelAction[] {
  const { shippingType, history, sides, permissions, variant = 1 } = input;
  const current = history.at(-1) ?? 'pending';
  const next = nextStatus({ shippingType, history, variant });
  const holders = holderSides(shippingType, history);
  const holds = holders.some((side) => sides.includes(side));
  const senderActs = sides.includes('sender');
  const receiverActs = sides.includes('receiver') || (directTypes.includes(shippingType) && senderActs);
  const isReturn = (returnShippingTypes as readonly ShippingType[]).includes(shippingType);
  const candidates: AllowedLabelAction[] = [];
  const offer = (action: LabelAction, status: LabelStatus, confirmKey: LabelConfirmKey | null = null) =>
    candidates.push({ action, status, needsBranch: action === 'forward' || action === 'redirect', confirmKey });

  const awaitingDecision = current === 'pending_reject' || current === 'pending_return_confirm';
  // `next` walks the path and carries the prompt of the status it writes; delivered is reached only by `deliver`
  // (a courier's proof) or `hand_over` (at the counter), never by a step that records no receiver.
  if (next !== null && holds && !awaitingDecision) {
    offer(next === 'delivered' ? 'deliver' : 'next', next, statusConfirmKeys[next] ?? null);
  }
  const waitsAtDeliveringBranch =
    (current === 'arrived_to_destination_branch' && !isReturn && next === 'send_to_destination_address') ||
    (directTypes.includes(shippingType) && !isReturn && current === 'accept_from_origin_branch');
  if (waitsAtDeliveringBranch && receiverActs) offer('hand_over', 'delivered');

  if (history.length > 1) {
    const writers = holderSides(shippingType, history.slice(0, -1));
    if (writers.some((side) => sides.includes(side))) {
      offer('rollback', history.at(-2) as LabelStatus, labelConfirmKeys.rollback);
    }
  }

  if (shippingType === 'normal' && senderActs && atOriginBeforeDispatch.includes(current)) {
    if (next === 'send_to_destination_branch') offer('forward', 'send_to_forward_branch');
  }

  if (outboundTypes.includes(shippingType) && receiverActs && current === 'arrived_to_destination_branch') {
    if (shippingType !== 'redirect') offer('redirect', 'redirected');
    offer('return', 'sendback_to_origin_branch');
    offer('reject', 'reject');
  }
  if (current === 'send_to_destination_address' && receiverActs && !isReturn) {
    offer(
      'return',
      directTypes.includes(shippingType) ? 'sendback_to_origin_branch' : 'sendback_to_destination_branch',
    );
  }

  // Variant 2 ends return paths with return_confirmed, so `next` confirms there; variant 1 confirms after the end.
  if (isReturn && senderActs && next === null && !history.includes('return_confirmed')) {
    offer('return_confirm', 'return_confirmed');
  }

  const moving = next !== null && current !== 'pending' && current !== 'missing' && !awaitingDecision;
  if (moving && holds) offer('missing', 'missing');

  if (senderActs && !isReturn && atOriginBeforeDispatch.includes(current)) {
    // The sender takes the parcel back before it leaves the origin branch.
    offer('sendback_to_origin_address', 'sendback_to_origin_address', labelConfirmKeys.sendbackToOriginAddress);
  }
  if (senderActs && current === 'sendback_to_origin_branch' && next !== 'arrived_to_origin_branch') {
    // direct_return and fail_return paths skip the arrival; the origin may still record it.
    offer('arrivedback_to_origin_branch', 'arrived_to_origin_branch', labelConfirmKeys.arrivedbackToOriginBranch);
  }

  return candidates.filter((candidate) => permissions.includes(labelActionPermissions[candidate.action]));
}

export interface DeleteTransactionInput {
  shippingType: ShippingType;
  /** The label's viewable statuses, oldest first. */
  history: readonly LabelStatus[];
  /** Index in `history` of the transaction to delete. */
  index: number;
  sides: readonly LabelSide[];
  permissions: readonly string[];
}

/**
 * Whether a transaction may be deleted (spec §4, §8 "Are you sure to delete?"): only the newest, never the first
 * (pending) one, by the side that wrote it, with the label.delete-transaction permission.
 */
export function canDeleteLabelTransaction(input: DeleteTransactionInput): boolean {
  const { shippingType, history, index, sides, permissions } = input;
  if (index !== history.length - 1 || index < 1) return false;
  if (!permissions.includes('label.delete-transaction')) return false;
  return holderSides(shippingType, history.slice(0, index)).some((side) => sides.includes(side));
}
