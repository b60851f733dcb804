/** Merchant types on the label form (spec §3). i18n: `merchantType.*`. */
export const merchantTypes = ['new', 'existing'] as const;

/**
 * Whether the receivers of a merchant's parcels get messages (issue 29): as each label's `sms` service says, all of
 * them (the merchant pays for every one), or none. i18n: `merchantReceiverMessages.*`.
 */
export const merchantReceiverMessages = ['label', 'all', 'none'] as const;
export type MerchantReceiverMessages = (typeof merchantReceiverMessages)[number];
export type MerchantType = (typeof merchantTypes)[number];
