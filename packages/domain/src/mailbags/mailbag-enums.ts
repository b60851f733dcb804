/**
 * The branch network's enumerations (issue 27): mailbags, dispatches and their discrepancies. Each is data: the
 * database column, the zod schema and the rules read the same array. Display names live in the domain messages
 * under the namespace named in the comment.
 */

/** Mailbag states of the first variant (spec §4). i18n: `mailbagState.*`. */
export const mailbagStatesVariant1 = ['pending', 'process', 'checkin_transit', 'checkout_transit', 'complete'] as const;

/** Mailbag states the second variant adds (spec §4). */
export const mailbagStatesVariant2Added = [
  'accept_by_transport',
  'send_from_transport',
  'arrived_from_transport',
] as const;

/** Every mailbag state of either variant. */
export const mailbagStates = [...mailbagStatesVariant1, ...mailbagStatesVariant2Added] as const;
export type MailbagState = (typeof mailbagStates)[number];

/**
 * A bag carries one mail category (UPU practice), taken from its labels' service types: express → express; register
 * and vpl → register; every other → ordinary. i18n: `mailCategory.*`.
 */
export const mailCategories = ['express', 'register', 'ordinary'] as const;
export type MailCategory = (typeof mailCategories)[number];

/**
 * Why a scan into a bag is refused, in the order they are checked: already delivered or returned; not in this
 * branch's hands ready to leave; already in a bag not yet opened at its destination; going elsewhere; of another
 * category. i18n: `mailbagRefusal.*`.
 */
export const mailbagRefusals = ['finished', 'not_here', 'in_other_bag', 'wrong_destination', 'wrong_category'] as const;
export type MailbagRefusal = (typeof mailbagRefusals)[number];

/** What a scan of a closed bag's tag records (POST /api/mailbag/scan). i18n: `mailbagScanAction.*`. */
export const mailbagScanActions = ['checkin_transit', 'checkout_transit', 'receive'] as const;
export type MailbagScanAction = (typeof mailbagScanActions)[number];

/** Who carries a dispatch. i18n: `carrierKind.*`. */
export const carrierKinds = ['own_vehicle', 'bus', 'mmpost', 'partner'] as const;
export type CarrierKind = (typeof carrierKinds)[number];

/**
 * A dispatch's state: on the road, (some bags) received at the destination, every bag opened but a missing label is
 * still to be found or confirmed, or closed. i18n: `dispatchState.*`.
 */
export const dispatchStates = ['in_transit', 'arrived', 'discrepancies', 'closed'] as const;
export type DispatchState = (typeof dispatchStates)[number];

/** The transfer screen's tabs: the bags still being prepared, then the dispatches by state. i18n: `transferTab.*`. */
export const transferTabs = ['preparing', ...dispatchStates] as const;
export type TransferTab = (typeof transferTabs)[number];

/** Which side of the transfer screen: what leaves this branch or what comes to it. */
export const transferDirections = ['outgoing', 'incoming'] as const;
export type TransferDirection = (typeof transferDirections)[number];

/** Everything that happens to a bag, in its history. i18n: `mailbagEvent.*`. */
export const mailbagEvents = [
  'created',
  'label_added',
  'label_removed',
  'closed',
  'dispatched',
  'checkin_transit',
  'checkout_transit',
  'send_from_transport',
  'received',
  'label_opened',
  'label_extra',
  'finished',
  'missing_confirmed',
  'missing_found',
] as const;
export type MailbagEvent = (typeof mailbagEvents)[number];

/** A label listed in a bag but not scanned at its opening: waiting, confirmed missing, or found. */
export const missingStates = ['open', 'confirmed', 'found'] as const;
export type MissingState = (typeof missingStates)[number];
