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

const sum = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);

/**
 * The figures of a batch of one merchant's labels. `creditBalance` is what the merchant owes on shipping credit
 * before this batch (only a positive balance is recovered, at most the credit labels' charges); `broughtForward` is
 * the deficit of the merchant's previous batch.
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
  const delivered = labels.filter((label) => label.delivered);
  const notDelivered = labels.filter((label) => !label.delivered);
  const gateSubmitted = labels.filter((label) => label.gateSubmitAmount > 0);
  const onCredit = labels.filter((label) => label.purchaseType === 'credit');
  const actualAmount = sum(delivered, (label) => label.codAmount);
  // From the COD whenever it was charged so; a receiver who never took the parcel paid nothing, so its sender owes.
  const deliveryCharges =
    sum(
      labels.filter((label) => label.purchaseType === 'from_cod'),
      (label) => label.deliveryCharges,
    ) +
    sum(
      notDelivered.filter((label) => label.purchaseType === 'receiver_pay'),
      (label) => label.deliveryCharges,
    );
  const gateSubmitAmount = sum(gateSubmitted, (label) => label.gateSubmitAmount);
  const onePercentCod = sum(delivered, (label) => label.codFee);
  const creditAmount = Math.min(
    Math.max(creditBalance, 0),
    sum(onCredit, (label) => label.deliveryCharges),
  );
  const charges = deliveryCharges + gateSubmitAmount + onePercentCod + broughtForward;
  const totalCost = charges + creditAmount;
  return {
    count: labels.length,
    cod_count: delivered.length,
    actual_amount: actualAmount,
    received_amount: sum(delivered, codChargeOf),
    return_amount: sum(notDelivered, (label) => label.codAmount),
    delivery_charges: deliveryCharges,
    gate_submit_count: gateSubmitted.length,
    gate_submit_amount: gateSubmitAmount,
    one_percent_cod: onePercentCod,
    credit_count: onCredit.length,
    credit_amount: creditAmount,
    brought_forward: broughtForward,
    total_cost: totalCost,
    amount: Math.max(0, actualAmount - totalCost),
    carried_forward: Math.max(0, charges - actualAmount),
  };
}
