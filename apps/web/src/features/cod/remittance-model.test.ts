import type { CodLabelItem } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { remittanceDifferenceOf, remittanceRequestOf, remittanceSelectionOf } from './remittance-model';

const ygn = { id: 1, code: 'YGN', name_en: '49th Street', name_mm: '၄၉ လမ်း' };
const mdy = { id: 2, code: 'MDY', name_en: 'Mandalay', name_mm: 'မန္တလေး' };

function row(labelId: number, codCharge: number, collectBranch: typeof ygn | null = ygn): CodLabelItem {
  return {
    label_id: labelId,
    tracking_code: `EB${labelId}MM`,
    receiver_name: 'Ma Hla',
    merchant: { id: 9, name: 'Shwe' },
    cod_state: 'process',
    status: 'delivered',
    purchase_type: 'sender_pay',
    cod_amount: codCharge,
    delivery_charges: 0,
    gate_submit_amount: 0,
    cod_fee: 0,
    cod_fee_version: 2,
    cod_charge: codCharge,
    accept_branch: ygn,
    deliver_branch: ygn,
    collect_branch: collectBranch,
    collected_at: collectBranch ? '2026-03-01T05:00:00Z' : null,
    clearance_id: null,
    created_at: '2026-03-01T03:00:00Z',
  };
}

describe('remittance of selected COD labels', () => {
  it('sums what the one collecting branch should have banked', () => {
    expect(remittanceSelectionOf([row(1, 50_000), row(2, 27_500)])).toEqual({
      branch: ygn,
      branches: [ygn],
      labelIds: [1, 2],
      expected: 77_500,
    });
  });

  it('has no branch when the labels were collected at several', () => {
    const selection = remittanceSelectionOf([row(1, 50_000), row(2, 1_000, mdy)]);
    expect(selection.branch).toBeNull();
    expect(selection.branches).toEqual([ygn, mdy]);
    expect(remittanceSelectionOf([]).branch).toBeNull();
  });

  it('names the difference that goes to suspense', () => {
    expect(remittanceDifferenceOf(77_500, 77_500)).toEqual({ kind: 'exact' });
    expect(remittanceDifferenceOf(76_500, 77_500)).toEqual({ kind: 'short', amount: 1_000 });
    expect(remittanceDifferenceOf(80_000, 77_500)).toEqual({ kind: 'long', amount: 2_500 });
  });

  it('makes the request from the typed amount and bank reference', () => {
    const selection = remittanceSelectionOf([row(1, 50_000), row(2, 27_500)]);
    expect(remittanceRequestOf(selection, { amount: '၇၇,၅၀၀', bank_ref: ' KBZ-1 ' })).toEqual({
      branch_id: 1,
      amount: 77_500,
      bank_ref: 'KBZ-1',
      label_ids: [1, 2],
    });
    expect(remittanceRequestOf(selection, { amount: '0', bank_ref: 'KBZ-1' })).toBeNull();
    expect(remittanceRequestOf(selection, { amount: '100', bank_ref: ' ' })).toBeNull();
    expect(
      remittanceRequestOf(remittanceSelectionOf([row(1, 5, mdy), row(2, 5)]), { amount: '10', bank_ref: 'x' }),
    ).toBeNull();
  });
});
