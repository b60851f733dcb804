/**
 * Label (shipment) enumerations of spec §3 and §4. Each is data: the database column, the zod schema and the rules
 * all read the same array. Display names live in the domain messages under the namespace named in the comment.
 */

/** Statuses of the first variant (spec §4), in the spec's order. i18n: `labelStatus.*`. */
export const labelStatusesVariant1 = [
  'pending',
  'accept_from_origin_branch',
  'accept_by_transport',
  'sendback_to_transport',
  'send_to_destination_branch',
  'arrived_to_destination_branch',
  'send_to_destination_address',
  'delivered',
  'sentback_to_customer',
  'send_to_forward_branch',
  'arrived_to_forward_branch',
  'send_from_forward_branch',
  'send_from_redirect_branch',
  'sendback_to_destination_branch',
  'sendback_to_origin_branch',
  'arrived_to_origin_branch',
  'sendback_to_origin_address',
  'missing',
  'redirected',
  'reject',
  'return_confirmed',
  'pending_reject',
  'pending_return_confirm',
] as const;

/** Statuses the second variant adds (spec §4). */
export const labelStatusesVariant2Added = [
  'send_to_mmpost',
  'created',
  'process',
  'arrivedback_to_destination_branch',
  'schedule_return',
  'mpost_return_confirmed',
  'pickup_courier_leader',
  'pickup_courier',
  'postman_hand_over',
] as const;

/** Every status either variant can store: the database column accepts all of them. */
export const labelStatuses = [...labelStatusesVariant1, ...labelStatusesVariant2Added] as const;
export type LabelStatus = (typeof labelStatuses)[number];

/** The two status variants of spec §4; 1 is the default. */
export const labelStatusVariants = [1, 2] as const;
export type LabelStatusVariant = (typeof labelStatusVariants)[number];

/**
 * The status variant a label walks: its company's, except that Myanmar Post labels always walk the second variant's
 * path (issue 28 §2: send_to_mmpost, schedule_return, mpost_return_confirmed exist only there).
 */
export function labelStatusVariantOf(
  companyVariant: LabelStatusVariant,
  labelType: (typeof labelTypes)[number],
): LabelStatusVariant {
  return labelType === 'mm_post' ? 2 : companyVariant;
}

/** Statuses of one variant. */
export function labelStatusesFor(variant: LabelStatusVariant = 1): readonly LabelStatus[] {
  return variant === 1 ? labelStatusesVariant1 : labelStatuses;
}

/** The search bar's tracking_status choices, in the spec's order (spec §4 "Search-filter statuses"). */
export const searchFilterStatuses = [
  'pending',
  'accept_from_origin_branch',
  'send_to_mmpost',
  'send_to_destination_branch',
  'arrived_to_destination_branch',
  'send_to_destination_address',
  'delivered',
  'sendback_to_origin_address',
  'sentback_to_customer',
  'sendback_to_destination_branch',
  'arrivedback_to_destination_branch',
  'sendback_to_origin_branch',
  'arrived_to_origin_branch',
  'return_confirmed',
  'pickup_courier_leader',
  'pickup_courier',
  'postman_hand_over',
] as const satisfies readonly LabelStatus[];

/** Search-filter statuses that exist in one variant (variant 1 has no Myanmar Post or courier-pickup steps). */
export function searchFilterStatusesFor(variant: LabelStatusVariant = 1): readonly LabelStatus[] {
  const known = labelStatusesFor(variant);
  return searchFilterStatuses.filter((status) => known.includes(status));
}

/** Basic display statuses (spec §4) for merchants and summaries. i18n: `basicDisplayStatus.*`. */
export const basicDisplayStatuses = [
  'pending',
  'process',
  'success',
  'delivered',
  'pending_return',
  'returned',
  'accepted',
  'rejected',
  'pending_reject',
  'pending_return_confirmed',
  'return_confirmed',
] as const;
export type BasicDisplayStatus = (typeof basicDisplayStatuses)[number];

/** How a parcel travels (spec §4 "Status paths by shipping type"). i18n: `shippingType.*`. */
export const shippingTypes = [
  'normal',
  'direct',
  'forward',
  'redirect',
  'return',
  'direct_return',
  'fail_return',
] as const;
export type ShippingType = (typeof shippingTypes)[number];

/** Progress groups shown to customers and on dashboards (spec §4). i18n: `progressGroup.*`. */
export const progressGroups = ['process', 'ongoing', 'delivered', 'returned'] as const;
export type ProgressGroup = (typeof progressGroups)[number];

/** Label service types (spec §3). i18n: `serviceType.*`; for parcels, `serviceTypeForParcel.*` where defined. */
export const serviceTypes = ['register', 'express', 'special', 'vpp', 'vpl'] as const;
export type ServiceType = (typeof serviceTypes)[number];

/** Item types (spec §3). i18n: `itemType.*`. */
export const itemTypes = ['letter', 'parcel'] as const;
export type ItemType = (typeof itemTypes)[number];

/** Label types: the brand or carrier of the label (spec §3). i18n: `labelType.*`. */
export const labelTypes = ['fcs_express', 'mm_post', 'all_parcel', 'royal_express'] as const;
export type LabelType = (typeof labelTypes)[number];

/** Accept types (spec §3): a counter booking or a cash-on-delivery booking. i18n: `acceptType.*`. */
export const acceptTypes = ['walkin', 'cod'] as const;
export type AcceptType = (typeof acceptTypes)[number];

/** Purchase types, stored as payment_type in the old system (spec §3). i18n: `purchaseType.*`. */
export const purchaseTypes = ['sender_pay', 'receiver_pay', 'credit', 'from_cod'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

/** Preprint types (spec §3): waybills issued before the label exists. i18n: `preprintType.*`. */
export const preprintTypes = ['smart_invoice', 'smart_envelope'] as const;
export type PreprintType = (typeof preprintTypes)[number];

/**
 * Which branch a user acts for on one label: `sender` = the origin (accepting) branch, `receiver` = the destination
 * (delivering) branch, `via` = the forwarding or redirecting branch while the parcel passes through it.
 * i18n: `labelSide.*`.
 */
export const labelSides = ['sender', 'receiver', 'via'] as const;
export type LabelSide = (typeof labelSides)[number];

/**
 * Manual actions on a label (spec §4, issue 3). `next` walks the path but never into delivered: that is `deliver`
 * (the courier, with proof, on his run's authority) or `hand_over` (the receiver collects at the counter, who is
 * recorded) — issue 26 §1. i18n: `labelAction.*`.
 */
export const labelActions = [
  'next',
  'rollback',
  'forward',
  'redirect',
  'return',
  'return_confirm',
  'reject',
  'missing',
  'sendback_to_origin_address',
  'arrivedback_to_origin_branch',
  'deliver',
  'hand_over',
] as const;
export type LabelAction = (typeof labelActions)[number];

/** Accept (sender-side) tabs (spec §4). i18n: `labelTab.*`. */
export const acceptTabs = [
  'inbox',
  'pending',
  'ims_ems',
  'ongoing',
  'ondelivery',
  'sent',
  'return',
  'resent_return',
  'send_back_to_source',
  'issue_pending',
  'issue',
] as const;
export type AcceptTab = (typeof acceptTabs)[number];

/** Deliver (receiver-side) tabs (spec §4). i18n: `labelTab.*`. */
export const deliverTabs = [
  'inbox',
  'pending',
  'pickup',
  'ongoing',
  'delivered',
  'fail_deliver',
  'return',
  'resent_return',
  'send_back_to_source',
  'issue_pending',
  'issue',
] as const;
export type DeliverTab = (typeof deliverTabs)[number];

/** Merchant tabs (spec §4). i18n: `labelTab.*`. */
export const merchantTabs = [
  'pending',
  'accepted',
  'process',
  'delivered',
  'ongoing_return',
  'return',
  'multi_label_print',
] as const;
export type MerchantTab = (typeof merchantTabs)[number];

/** Merchant clearance tabs (spec §4). i18n: `labelTab.*`. */
export const merchantClearanceTabs = ['cod_pending', 'cod_delivered'] as const;
export type MerchantClearanceTab = (typeof merchantClearanceTabs)[number];

/** Every tab name of the four tab sets, once: the `labelTab` message namespace covers exactly these. */
export const labelTabs = [
  ...new Set([...acceptTabs, ...deliverTabs, ...merchantTabs, ...merchantClearanceTabs]),
] as readonly LabelTab[];
export type LabelTab = AcceptTab | DeliverTab | MerchantTab | MerchantClearanceTab;
