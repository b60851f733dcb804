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
