import type { FeeLine } from '../fees/quote-label.js';
import type { PurchaseType } from '../labels/label-enums.js';

/**
 * The money terms of one label in a clearance batch (shared/design/money §0), all whole kyat, fees as frozen on the
 * label when it was created.
 */
export interface ClearanceLabel {
  /** Delivered (the COD was collected) or not (returned, rejected, cancelled: charges still owed). */
  delivered: boolean;
  purchaseType: PurchaseType;
  /** A: the goods' price the courier collects. */
  codAmount: number;
  /** DC: the label's charges other than the COD fee and the gate-submit fee. */
  deliveryCharges: number;
  /** G: what Waypost paid at the bus gate, recovered from the merchant. */
  gateSubmitAmount: number;
  /** F: the COD fee, charged only when the COD is collected. */
  codFee: number;
}

/** The figures of a clearance batch (spec §3 "Clearance"), computed as the money design §2 sets out. */
export interface ClearanceFigures {
  count: number;
  cod_count: number;
  actual_amount: number;
  received_amount: number;
  return_amount: number;
  delivery_charges: number;
  gate_submit_count: number;
  gate_submit_amount: number;
  one_percent_cod: number;
  credit_count: number;
  credit_amount: number;
  /** Deficit of the merchant's previous batch, deducted here. */
  brought_forward: number;
  total_cost: number;
  /** The payout: never negative. */
  amount: number;
  /**
   * The charges (delivery, gate, COD fee, brought forward) this batch's COD could not cover, brought forward to the
   * merchant's next batch. Credit it could not cover stays owed on the merchant's credit account instead: carrying it
   * too would have the next batch recover it twice.
   */
  carried_forward: number;
}

/** Fee lines that are not delivery charges: the COD fee and the gate-submit amount are figures of their own. */
const notDeliveryCharges = new Set<FeeLine['code']>(['cod_fee', 'cod_charge', 'gate_submit_amount']);

/** DC of a label from its frozen fee lines: shipping and service fees, less the discount, plus insurance. */
export function deliveryChargesOf(lines: readonly FeeLine[]): number {
  return lines.reduce((sum, line) => (notDeliveryCharges.has(line.code) ? sum : sum + line.amount), 0);
}

/** C: what the courier collects from the receiver — the goods' price, plus the charges when the receiver pays them. */
export function codChargeOf(label: Pick<ClearanceLabel, 'purchaseType' | 'codAmount' | 'deliveryCharges'>): number {
  return label.codAmount + (label.purchaseType === 'receiver_pay' ? label.deliveryCharges : 0);
}

/**
 * The figures of a batch that its lines add up to, in the order a line's columns show them: each line's share of
 * them is `clearanceLineFigures`, and the batch's figure is their sum.
 */
export const clearanceLineFigureNames = [
  'actual_amount',
  'return_amount',
  'received_amount',
  'delivery_charges',
  'gate_submit_amount',
  'one_percent_cod',
] as const satisfies readonly (keyof ClearanceFigures)[];
export type ClearanceLineFigureName = (typeof clearanceLineFigureNames)[number];

/**
 * What one label adds to each of its batch's line figures; null where it has no part in one — a label not delivered
 * collected nothing and pays no COD fee, and charges paid at the counter, by the receiver or on shipping credit are
 * not the batch's delivery charges — so a screen can show it as excluded rather than as a sum it is not part of.
 */
export type ClearanceLineFigures = Record<ClearanceLineFigureName, number | null>;

export function clearanceLineFigures(label: ClearanceLabel): ClearanceLineFigures {
  const { delivered } = label;
  // From the COD whenever it was charged so; a receiver who never took the parcel paid nothing, so its sender owes.
  const chargesDeducted = label.purchaseType === 'from_cod' || (!delivered && label.purchaseType === 'receiver_pay');
  return {
    actual_amount: delivered ? label.codAmount : null,
    return_amount: delivered ? null : label.codAmount,
    received_amount: delivered ? codChargeOf(label) : null,
    delivery_charges: chargesDeducted ? label.deliveryCharges : null,
    gate_submit_amount: label.gateSubmitAmount > 0 ? label.gateSubmitAmount : null,
    one_percent_cod: delivered ? label.codFee : null,
  };
}

/** The line figures of a batch's lines added up: each equals the batch figure of its name. */
export function clearanceLineTotals(lines: readonly ClearanceLineFigures[]): Record<ClearanceLineFigureName, number> {
  const totals = Object.fromEntries(clearanceLineFigureNames.map((name) => [name, 0])) as Record<
    ClearanceLineFigureName,
    number
  >;
  for (const line of lines) for (const name of clearanceLineFigureNames) totals[name] += line[name] ?? 0;
  return totals;
}

/**
 * The figures of a batch of one merchant's labels. `creditBalance` is what the merchant owes on shipping credit
 * before this batch (only a positive balance is recovered, at most the credit labels' charges); `broughtForward` is
 * the deficit of the merchant's previous batch. The figures its lines show are their lines' sum (`clearanceLineTotals`).
 */
export function clearanceFigures({
  labels,
  creditBalance = 0,
  broughtForward = 0,
}: {
  labels: readonly ClearanceLabel[];
  creditBalance?: number;
  broughtForward?: number;
}): ClearanceFigures {
  const lines = clearanceLineTotals(labels.map(clearanceLineFigures));
  const onCredit = labels.filter((label) => label.purchaseType === 'credit');
  const creditAmount = Math.min(
    Math.max(creditBalance, 0),
    onCredit.reduce((total, label) => total + label.deliveryCharges, 0),
  );
  const charges = lines.delivery_charges + lines.gate_submit_amount + lines.one_percent_cod + broughtForward;
  const totalCost = charges + creditAmount;
  return {
    count: labels.length,
    cod_count: labels.filter((label) => label.delivered).length,
    actual_amount: lines.actual_amount,
    received_amount: lines.received_amount,
    return_amount: lines.return_amount,
    delivery_charges: lines.delivery_charges,
    gate_submit_count: labels.filter((label) => label.gateSubmitAmount > 0).length,
    gate_submit_amount: lines.gate_submit_amount,
    one_percent_cod: lines.one_percent_cod,
    credit_count: onCredit.length,
    credit_amount: creditAmount,
    brought_forward: broughtForward,
    total_cost: totalCost,
    amount: Math.max(0, lines.actual_amount - totalCost),
    carried_forward: Math.max(0, charges - lines.actual_amount),
  };
}
