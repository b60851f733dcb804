import { clearanceLineFigureNames, type ClearanceLine } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { batchLineFigures } from './clearance-lines';

function line(labelId: number, overrides: Partial<ClearanceLine>): ClearanceLine {
  return {
    label_id: labelId,
    tracking_code: `EB${labelId}MM`,
    delivered: true,
    purchase_type: 'sender_pay',
    cod_amount: 50_000,
    delivery_charges: 3_000,
    gate_submit_amount: 0,
    cod_fee: 1_000,
    cod_fee_version: 1,
    cod_charge: 50_000,
    released: false,
    ...overrides,
  };
}

describe('a batch’s lines on its screens', () => {
  it('shows a cancelled label without a COD fee or receipt, and adds every column up to the batch’s figures', () => {
    // Issued from these lines: 50,000 collected (fee 1,000), a returned from_cod label's 3,000 charges owed.
    const batch = {
      actual_amount: 50_000,
      return_amount: 40_000,
      received_amount: 50_000,
      delivery_charges: 3_000,
      gate_submit_amount: 0,
      one_percent_cod: 1_000,
    };
    const { shares, totals } = batchLineFigures([
      line(1, {}),
      // The fee frozen at booking stays on the row, but a COD never collected pays none.
      line(2, { delivered: false, purchase_type: 'from_cod', cod_amount: 40_000, cod_fee: 800, cod_charge: 40_000 }),
    ]);
    expect(shares[1]).toMatchObject({ one_percent_cod: null, received_amount: null, actual_amount: null });
    expect(shares[0]).toMatchObject({ one_percent_cod: 1_000, delivery_charges: null });
    for (const name of clearanceLineFigureNames) expect(totals[name], name).toBe(batch[name]);
  });
});
