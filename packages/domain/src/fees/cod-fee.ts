import type { CodFeeVersion } from './fee-enums.js';

/** Below this COD amount version 1 charges 2 %, from it 1 % (spec §9). */
export const codFeeV1Threshold = 300_000;

/** The COD fee percent for an amount (spec §9): v1 2 % under 300 000 Ks, else 1 %; v2 always 1 %. */
export function codFeePercent(amount: number, version: CodFeeVersion): number {
  return version === 1 && amount < codFeeV1Threshold ? 2 : 1;
}

/** The fee for collecting `amount` kyat on delivery, in whole kyat (spec §9). Nothing to collect costs nothing. */
export function codFee(amount: number, version: CodFeeVersion): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.round((amount * codFeePercent(amount, version)) / 100);
}
