import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codFee } from '../fees/cod-fee.js';
import type { FeeLine } from '../fees/quote-label.js';
import { purchaseTypes, type PurchaseType } from '../labels/label-enums.js';
import {
  clearanceFigures,
  clearanceLineFigureNames,
  clearanceLineFigures,
  clearanceLineTotals,
  codChargeOf,
  deliveryChargesOf,
  type ClearanceLabel,
} from './clearance-figures.js';

/** A label of the design's worked example, its fees frozen under COD fee version `version`. */
function exampleLabel(
  purchaseType: PurchaseType,
  codAmount: number,
  lines: FeeLine[],
  { delivered = true, version = 2 as 1 | 2 } = {},
): ClearanceLabel {
  const gate = lines.find((line) => line.code === 'gate_submit_amount')?.amount ?? 0;
  return {
    delivered,
    purchaseType,
    codAmount,
    deliveryCharges: deliveryChargesOf(lines),
    gateSubmitAmount: gate,
    codFee: codFee(codAmount, version),
  };
}

function workedExample(version: 1 | 2) {
  return [
    exampleLabel('sender_pay', 50_000, [{ code: 'shipping_fee', amount: 3_000 }], { version }),
    exampleLabel(
      'receiver_pay',
      120_000,
      [
        { code: 'shipping_fee', amount: 3_500 },
        { code: 'discount', amount: -350 },
        { code: 'insurance_fee', amount: 1_200 },
      ],
      { version },
    ),
    exampleLabel(
      'from_cod',
      80_000,
      [
        { code: 'shipping_fee', amount: 3_000 },
        { code: 'discount', amount: -500 },
      ],
      { version },
    ),
    exampleLabel(
      'credit',
      250_000,
      [
        { code: 'shipping_fee', amount: 5_000 },
        { code: 'gate_submit_amount', amount: 2_000 },
      ],
      { version },
    ),
    exampleLabel('from_cod', 40_000, [{ code: 'shipping_fee', amount: 3_000 }], { delivered: false, version }),
  ];
}

describe('clearance figures (money design §2)', () => {
  it('reproduces the worked example to the kyat', () => {
    const labels = workedExample(2);
    expect(labels.map((label) => label.deliveryCharges)).toEqual([3_000, 4_350, 2_500, 5_000, 3_000]);
    expect(labels.map(codChargeOf)).toEqual([50_000, 124_350, 80_000, 250_000, 40_000]);
    const figures = clearanceFigures({ labels, creditBalance: 5_000 });
    expect(figures).toEqual({
      count: 5,
      cod_count: 4,
      actual_amount: 500_000,
      received_amount: 504_350,
      return_amount: 40_000,
      delivery_charges: 5_500,
      gate_submit_count: 1,
      gate_submit_amount: 2_000,
      one_percent_cod: 5_000,
      credit_count: 1,
      credit_amount: 5_000,
      brought_forward: 0,
      total_cost: 17_500,
      amount: 482_500,
      carried_forward: 0,
    });
    // The design's check: what was banked less the payout is the receiver-paid charges plus the costs.
    expect(figures.received_amount - figures.amount).toBe(4_350 + figures.total_cost);
  });

  it('charges the COD fee as frozen on each label: under version 1 the example’s L4 pays 5,000', () => {
    const labels = workedExample(1);
    expect(labels[3]!.codFee).toBe(5_000);
    expect(clearanceFigures({ labels, creditBalance: 5_000 }).one_percent_cod).toBe(1_000 + 2_400 + 1_600 + 5_000);
  });

  it('leaves credit the COD cannot cover on the credit account, not in the amount brought forward', () => {
    const credit = exampleLabel('credit', 10_000, [{ code: 'shipping_fee', amount: 5_000 }]);
    const figures = clearanceFigures({ labels: [credit], creditBalance: 20_000 });
    // 10,000 collected: the COD fee (100) first, then 5,000 of credit; 4,900 paid out.
    expect(figures).toMatchObject({ one_percent_cod: 100, credit_amount: 5_000, amount: 4_900, carried_forward: 0 });
    const short = clearanceFigures({ labels: [{ ...credit, codAmount: 3_000, codFee: 30 }], creditBalance: 20_000 });
    expect(short).toMatchObject({ total_cost: 5_030, amount: 0, carried_forward: 0 });
  });

  it('recovers only a positive credit balance, and no more than the credit labels’ charges', () => {
    const labels = workedExample(2);
    expect(clearanceFigures({ labels, creditBalance: -2_000 }).credit_amount).toBe(0);
    expect(clearanceFigures({ labels, creditBalance: 3_000 }).credit_amount).toBe(3_000);
    expect(clearanceFigures({ labels, creditBalance: 90_000 }).credit_amount).toBe(5_000);
  });

  it('pays nothing when the charges exceed the COD, and carries them to the next batch', () => {
    const returned = exampleLabel('from_cod', 40_000, [{ code: 'shipping_fee', amount: 3_000 }], { delivered: false });
    const first = clearanceFigures({ labels: [returned] });
    expect(first).toMatchObject({ actual_amount: 0, total_cost: 3_000, amount: 0, carried_forward: 3_000 });
    const next = clearanceFigures({ labels: workedExample(2), creditBalance: 5_000, broughtForward: 3_000 });
    expect(next).toMatchObject({ brought_forward: 3_000, total_cost: 20_500, amount: 479_500 });
  });

  it('shows each line’s share of the figures: a returned label no COD fee and nothing received', () => {
    const lines = workedExample(2).map(clearanceLineFigures);
    expect(lines.map((line) => line.one_percent_cod)).toEqual([500, 1_200, 800, 2_500, null]);
    expect(lines[4]).toEqual({
      actual_amount: null,
      return_amount: 40_000,
      received_amount: null,
      delivery_charges: 3_000,
      gate_submit_amount: null,
      one_percent_cod: null,
    });
    // Charges paid at the counter, by the receiver or on credit are not the batch's delivery charges.
    expect(lines.map((line) => line.delivery_charges)).toEqual([null, null, 2_500, null, 3_000]);
    const returnedReceiverPay = clearanceLineFigures({ ...workedExample(2)[1]!, delivered: false });
    expect(returnedReceiverPay).toMatchObject({ delivery_charges: 4_350, received_amount: null });
    expect(clearanceLineTotals(lines)).toEqual({
      actual_amount: 500_000,
      return_amount: 40_000,
      received_amount: 504_350,
      delivery_charges: 5_500,
      gate_submit_amount: 2_000,
      one_percent_cod: 5_000,
    });
  });

  const label: fc.Arbitrary<ClearanceLabel> = fc.record({
    delivered: fc.boolean(),
    purchaseType: fc.constantFrom(...purchaseTypes),
    codAmount: fc.integer({ min: 0, max: 10_000_000 }),
    deliveryCharges: fc.integer({ min: 0, max: 100_000 }),
    gateSubmitAmount: fc.integer({ min: 0, max: 20_000 }),
    codFee: fc.integer({ min: 0, max: 200_000 }),
  });
  const batch = fc.record({
    labels: fc.array(label, { maxLength: 30 }),
    creditBalance: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    broughtForward: fc.integer({ min: 0, max: 1_000_000 }),
  });

  it('pays out what the COD leaves after the charges and then the credit, and carries only uncovered charges', () => {
    fc.assert(
      fc.property(batch, (input) => {
        const figures = clearanceFigures(input);
        const charges = figures.total_cost - figures.credit_amount;
        const chargesCovered = Math.min(figures.actual_amount, charges);
        const creditCovered = Math.min(figures.credit_amount, figures.actual_amount - chargesCovered);
        expect(figures.amount).toBe(Math.max(0, figures.actual_amount - figures.total_cost));
        // Every kyat of the COD goes to the charges, the credit or the merchant; none twice.
        expect(chargesCovered + creditCovered + figures.amount).toBe(figures.actual_amount);
        expect(figures.carried_forward).toBe(charges - chargesCovered);
        for (const value of Object.values(figures)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('balances the cash banked against the payout, the receiver-paid charges and the costs', () => {
    fc.assert(
      fc.property(batch, (input) => {
        const figures = clearanceFigures(input);
        const receiverPaid = input.labels
          .filter((entry) => entry.delivered && entry.purchaseType === 'receiver_pay')
          .reduce((total, entry) => total + entry.deliveryCharges, 0);
        // The design's check, for a batch that pays out.
        if (figures.amount > 0) {
          expect(figures.received_amount - figures.amount).toBe(receiverPaid + figures.total_cost);
        }
        expect(figures.received_amount).toBe(figures.actual_amount + receiverPaid);
      }),
    );
  });

  it('has its lines add up to every figure they show', () => {
    fc.assert(
      fc.property(batch, (input) => {
        const figures = clearanceFigures(input);
        const totals = clearanceLineTotals(input.labels.map(clearanceLineFigures));
        for (const name of clearanceLineFigureNames) expect(totals[name]).toBe(figures[name]);
      }),
    );
  });

  it('does not depend on the order of the labels', () => {
    fc.assert(
      fc.property(batch, fc.integer(), (input, seed) => {
        const shuffled = [...input.labels].sort(
          (a, b) => ((a.codAmount * 31 + seed) % 7) - ((b.codAmount * 31 + seed) % 7),
        );
        expect(clearanceFigures({ ...input, labels: shuffled })).toEqual(clearanceFigures(input));
      }),
    );
  });
});
