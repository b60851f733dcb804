/** States of a label's COD service (spec §4). i18n: `codServiceState.*`. */
export const codServiceStates = [
  'ongoing',
  'process',
  'ready_to_clearance',
  'clearance',
  'complete',
  'cancel',
] as const;
export type CodServiceState = (typeof codServiceStates)[number];

/** States of a COD clearance transaction (spec §4). i18n: `codClearanceState.*`. */
export const codClearanceStates = ['pending', 'complete'] as const;
export type CodClearanceState = (typeof codClearanceStates)[number];

/** States of an electronic money order, the payout to the sender (spec §4). i18n: `emoState.*`. */
export const emoStates = ['pending', 'process', 'complete', 'cancel', 'returned'] as const;
export type EmoState = (typeof emoStates)[number];

/** Remark types of an EMO (spec §4). i18n: `emoRemarkType.*`. */
export const emoRemarkTypes = ['emo_return'] as const;
export type EmoRemarkType = (typeof emoRemarkTypes)[number];
