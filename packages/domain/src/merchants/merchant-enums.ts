/** Merchant types on the label form (spec §3). i18n: `merchantType.*`. */
export const merchantTypes = ['new', 'existing'] as const;
export type MerchantType = (typeof merchantTypes)[number];
