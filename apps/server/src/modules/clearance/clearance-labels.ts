import type { ClearanceLabel, CodFeeVersion } from '@waypost/domain';
import type { codClearanceLines, labelCod } from '../../db/schema/index.js';

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

/** A batch's line as its figures count it: the terms it was claimed with. */
export function clearanceLineLabelOf(line: typeof codClearanceLines.$inferSelect): ClearanceLabel {
  return {
    delivered: line.delivered,
    purchaseType: line.purchaseType,
    codAmount: line.codAmount,
    deliveryCharges: line.deliveryCharges,
    gateSubmitAmount: line.gateSubmitAmount,
    codFee: line.codFee,
  };
}

/** The version column holds one the domain defines (checked when the label was booked). */
export const codFeeVersionOf = (version: number) => version as CodFeeVersion;
