/**
 * Myanmar Post hand-off enumerations (issue 28 §2). Labels of type mm_post for areas only the post serves are handed
 * to it with its S10 code; its status file later says what became of each.
 */

/** With the post; delivered by it; being returned by it; the return received back at the branch. */
export const mmpostItemStates = ['with_post', 'delivered', 'returning', 'return_confirmed'] as const;
export type MmpostItemState = (typeof mmpostItemStates)[number];

/** The statuses Myanmar Post's status file reports (its `status` column). i18n: `mmpostFileStatus.*`. */
export const mmpostFileStatuses = ['in_transit', 'delivered', 'returned'] as const;
export type MmpostFileStatus = (typeof mmpostFileStatuses)[number];

/** Why a label cannot be handed to Myanmar Post, in the order they are checked. i18n: `mmpostRefusal.*`. */
export const mmpostRefusals = ['not_mm_post', 'finished', 'with_partner', 'in_bag', 'not_here'] as const;
export type MmpostRefusal = (typeof mmpostRefusals)[number];

/** The partners that may hold a label (labels.partner_hold): a bus gate, or Myanmar Post. */
export const partnerHolds = ['gate', 'mmpost'] as const;
export type PartnerHold = (typeof partnerHolds)[number];
