import type { LabelStatus, ShippingType } from './label-enums.js';

/**
 * A label's shipping type (spec §4 "Derivation"). Whether it is direct is decided once, when the label is created;
 * return, redirect and forward follow from its history by the spec's markers. See README "Status machine".
 */

export interface DirectDeliveryInput {
  acceptBranchId: number;
  deliverBranchId: number;
  instantDeliver?: boolean;
  /**
   * The branches the creating user works for (current and jointed): "the user manages the delivery branch" when
   * the delivery branch is one of them.
   */
  userBranchIds?: readonly number[];
  /** The town of the creating user's current branch. */
  userTown?: string | null;
  deliverBranchTown?: string | null;
}

/**
 * Spec §4: direct when the accepting branch is the delivery branch, or the delivery is instant, or the creating user
 * manages the delivery branch, or works in its town — the parcel never rides the line-haul between two branches.
 */
export function isDirectDelivery(input: DirectDeliveryInput): boolean {
  return (
    input.acceptBranchId === input.deliverBranchId ||
    input.instantDeliver === true ||
    (input.userBranchIds ?? []).includes(input.deliverBranchId) ||
    (!!input.userTown && input.userTown === input.deliverBranchTown)
  );
}

/**
 * The spec's return markers, and its "return-confirmed transaction"; plus (ours) sendback_to_origin_address, which
 * the sender's take-back before dispatch writes without any other return step.
 */
const returnMarkers: readonly LabelStatus[] = [
  'sendback_to_destination_branch',
  'sendback_to_origin_branch',
  'return_confirmed',
  'sendback_to_origin_address',
];
/** The spec's markers: the type switches once the redirecting / forwarding branch sends the parcel on. */
const redirectMarker: LabelStatus = 'send_from_redirect_branch';
const forwardMarker: LabelStatus = 'send_from_forward_branch';

export interface DeriveShippingTypeInput {
  /** Decided at creation (isDirectDelivery). */
  direct: boolean;
  /** The label's viewable statuses, oldest first. */
  history: readonly LabelStatus[];
}

/**
 * The label's shipping type: a rejected label returns by fail_return (ours: the spec has the path but no marker);
 * a return marker makes it return, or direct_return when direct; then redirect and forward by their markers; else
 * direct or normal.
 */
export function deriveShippingType({ direct, history }: DeriveShippingTypeInput): ShippingType {
  if (history.includes('reject')) return 'fail_return';
  if (history.some((status) => returnMarkers.includes(status))) return direct ? 'direct_return' : 'return';
  if (history.includes(redirectMarker)) return 'redirect';
  if (history.includes(forwardMarker)) return 'forward';
  return direct ? 'direct' : 'normal';
}

/**
 * The path the status machine walks. The forward and redirect actions write their path's first own step
 * (send_to_forward_branch, redirected) before the spec's marker: from that step on the parcel walks the forward or
 * redirect path, while its shipping type stays what the markers say until the marker is written.
 */
export function walkedShippingType(shippingType: ShippingType, history: readonly LabelStatus[]): ShippingType {
  if (shippingType !== 'normal' && shippingType !== 'forward') return shippingType;
  if (history.includes('redirected')) return 'redirect';
  if (history.includes('send_to_forward_branch')) return 'forward';
  return shippingType;
}
