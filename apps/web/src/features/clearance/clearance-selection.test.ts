import type { ClearanceReadyResponse, CodLabelItem, PurchaseType } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { clearanceLabelOf, labelIdsToIssue, selectionFigures, selectionLineTotals } from './clearance-selection';

const ygn = { id: 1, code: 'YGN', name_en: '49th Street', name_mm: '၄၉ လမ်း' };

function label(
  labelId: number,
  { purchase = 'sender_pay', codAmount = 50_000, dc = 3_000, gate = 0, fee = 500, collected = true } = {} as {
    purchase?: PurchaseType;
    codAmount?: number;
    dc?: number;
    gate?: number;
    fee?: number;
    collected?: boolean;
  },
): CodLabelItem {
  return {
    label_id: labelId,
    tracking_code: `EB${labelId}MM`,
    receiver_name: 'Ma Hla',
    merchant: { id: 9, name: 'Shwe' },
    cod_state: collected ? 'ready_to_clearance' : 'cancel',
    status: collected ? 'delivered' : 'sentback_to_customer',
    purchase_type: purchase,
    cod_amount: codAmount,
    delivery_charges: dc,
    gate_submit_amount: gate,
    cod_fee: fee,
    cod_fee_version: 2,
    cod_charge: codAmount + (purchase === 'receiver_pay' ? dc : 0),
    accept_branch: ygn,
    deliver_branch: ygn,
    collect_branch: collected ? ygn : null,
    collected_at: collected ? '2026-03-01T05:00:00Z' : null,
    clearance_id: null,
    created_at: '2026-03-01T03:00:00Z',
  };
}

function ready(labels: CodLabelItem[], creditBalance = 0, broughtForward = 0): ClearanceReadyResponse['data'] {
  return {
    merchant: { id: 9, name: 'Shwe' },
    labels,
    claimable_count: labels.length,
    credit_balance: creditBalance,
    brought_forward: broughtForward,
    // Not read by the selection: the server's figures for all of the labels.
    preview: {} as ClearanceReadyResponse['data']['preview'],
  };
}

describe('clearance figures of a selection', () => {
  it('reads a label as delivered when its COD was collected', () => {
    expect(clearanceLabelOf(label(1))).toEqual({
      delivered: true,
      purchaseType: 'sender_pay',
      codAmount: 50_000,
      deliveryCharges: 3_000,
      gateSubmitAmount: 0,
      codFee: 500,
    });
    expect(clearanceLabelOf(label(2, { collected: false })).delivered).toBe(false);
  });

  it('figures only the selected labels, with the credit owed and the charges brought forward', () => {
    const list = ready(
      [label(1, { purchase: 'from_cod' }), label(2, { purchase: 'credit', dc: 4_000 }), label(3, { codAmount: 9 })],
      10_000,
      1_500,
    );
    const figures = selectionFigures(list, new Set([1, 2]));
    expect(figures).toMatchObject({
      count: 2,
      cod_count: 2,
      actual_amount: 100_000,
      delivery_charges: 3_000,
      one_percent_cod: 1_000,
      credit_count: 1,
      // At most the credit labels' charges of what is owed.
      credit_amount: 4_000,
      brought_forward: 1_500,
      total_cost: 9_500,
      amount: 90_500,
      carried_forward: 0,
    });
  });

  it('adds the selected rows’ columns up to the figures shown, a cancelled label adding no COD fee', () => {
    const list = ready(
      [
        label(1, { purchase: 'from_cod', gate: 2_000 }),
        label(2, { collected: false, purchase: 'from_cod', fee: 400 }),
        label(3, { purchase: 'receiver_pay' }),
        label(4, { codAmount: 7_000 }),
      ],
      0,
      0,
    );
    const selected = new Set([1, 2, 3]);
    const figures = selectionFigures(list, selected);
    const totals = selectionLineTotals(list, selected);
    expect(totals).toEqual({
      actual_amount: figures.actual_amount,
      return_amount: figures.return_amount,
      received_amount: figures.received_amount,
      delivery_charges: figures.delivery_charges,
      gate_submit_amount: figures.gate_submit_amount,
      one_percent_cod: figures.one_percent_cod,
    });
    // Two collected labels' fees (500 each); the cancelled one's 400 is not charged.
    expect(totals.one_percent_cod).toBe(1_000);
  });

  it('carries forward the charges a returned label leaves uncovered', () => {
    const list = ready([label(1, { collected: false, purchase: 'receiver_pay', dc: 3_000 })]);
    expect(selectionFigures(list, new Set([1]))).toMatchObject({
      amount: 0,
      return_amount: 50_000,
      carried_forward: 3_000,
    });
  });

  it('issues the selected labels still on the list', () => {
    const list = ready([label(1), label(3)]);
    expect(labelIdsToIssue(list, new Set([1, 2, 3]))).toEqual([1, 3]);
    expect(selectionFigures(list, new Set()).count).toBe(0);
  });
});
