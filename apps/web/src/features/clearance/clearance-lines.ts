import {
  clearanceLineFigures,
  clearanceLineTotals,
  type ClearanceLabel,
  type ClearanceLine,
  type ClearanceLineFigureName,
  type ClearanceLineFigures,
} from '@waypost/domain';

/** A batch line's frozen terms as the domain figures a batch: the same rules the server issued it with. */
export function lineLabelOf(line: ClearanceLine): ClearanceLabel {
  return {
    delivered: line.delivered,
    purchaseType: line.purchase_type,
    codAmount: line.cod_amount,
    deliveryCharges: line.delivery_charges,
    gateSubmitAmount: line.gate_submit_amount,
    codFee: line.cod_fee,
  };
}

/**
 * What each line adds to the batch's figures (null where it has no part in one, e.g. a cancelled label's COD fee),
 * and their totals — equal to the batch's figures of the same names. Every line counts, released ones too: a voided
 * batch keeps its figures.
 */
export function batchLineFigures(lines: readonly ClearanceLine[]): {
  shares: ClearanceLineFigures[];
  totals: Record<ClearanceLineFigureName, number>;
} {
  const shares = lines.map((line) => clearanceLineFigures(lineLabelOf(line)));
  return { shares, totals: clearanceLineTotals(shares) };
}
