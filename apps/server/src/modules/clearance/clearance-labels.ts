import type { ClearanceLabel } from '@waypost/domain';
import type { labelCod } from '../../db/schema/index.js';

/** A COD row as a batch figures it: collected or not, and its terms frozen at booking. */
export function clearanceLabelOf(row: typeof labelCod.$inferSelect): ClearanceLabel {
  return {
    delivered: row.collectedAt !== null,
    purchaseType: row.purchaseType,
    codAmount: row.codAmount,
    deliveryCharges: row.deliveryCharges,
    gateSubmitAmount: row.gateSubmitAmount,
    codFee: row.codFee,
  };
}
