import {
  clearanceFigures,
  clearanceLineFigures,
  clearanceLineTotals,
  type ClearanceFigures,
  type ClearanceLabel,
  type ClearanceLineFigureName,
  type ClearanceReadyResponse,
  type CodLabelItem,
} from '@waypost/domain';

type Ready = ClearanceReadyResponse['data'];

/** A claimable label's frozen terms as the domain figures a batch: collected (delivered) or not (cancelled). */
export function clearanceLabelOf(item: CodLabelItem): ClearanceLabel {
  return {
    delivered: item.collected_at !== null,
    purchaseType: item.purchase_type,
    codAmount: item.cod_amount,
    deliveryCharges: item.delivery_charges,
    gateSubmitAmount: item.gate_submit_amount,
    codFee: item.cod_fee,
  };
}

/**
 * The figures a batch of the selected labels would have, recomputed here with the domain's own rules from the
 * merchant's credit owed and charges brought forward as the ready list read them (the server recomputes them under
 * the merchant's lock when the batch is issued).
 */
export function selectionFigures(ready: Ready, selectedIds: ReadonlySet<number>): ClearanceFigures {
  return clearanceFigures({
    labels: ready.labels.filter((item) => selectedIds.has(item.label_id)).map(clearanceLabelOf),
    creditBalance: ready.credit_balance,
    broughtForward: ready.brought_forward,
  });
}

/** What the selected labels' columns add up to: the figures of the same names in `selectionFigures`. */
export function selectionLineTotals(
  ready: Pick<Ready, 'labels'>,
  selectedIds: ReadonlySet<number>,
): Record<ClearanceLineFigureName, number> {
  return clearanceLineTotals(
    ready.labels
      .filter((item) => selectedIds.has(item.label_id))
      .map((item) => clearanceLineFigures(clearanceLabelOf(item))),
  );
}

/** The label ids to issue: the selected ones the ready list still shows (a reload may have dropped some). */
export function labelIdsToIssue(ready: Ready, selectedIds: ReadonlySet<number>): number[] {
  return ready.labels.filter((item) => selectedIds.has(item.label_id)).map((item) => item.label_id);
}
