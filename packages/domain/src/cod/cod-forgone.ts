import type { CodServiceState } from './cod-enums.js';

/**
 * Whether a label's COD will never be collected: cancelled (returned, rejected), whether or not its charges were
 * cleared since. Its COD fee is not charged and its COD charge never received (money design §0, §2), so lists show
 * neither and their totals leave them out.
 */
export function isCodForgone(state: CodServiceState, collected: boolean): boolean {
  return !collected && state !== 'ongoing';
}
