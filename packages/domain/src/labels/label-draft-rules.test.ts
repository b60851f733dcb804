import { describe, expect, it } from 'vitest';
import { labelLimits, validateLabelDraft, type LabelDraftRulesInput } from './label-draft-rules.js';

const valid: LabelDraftRulesInput = {
  type: 'fcs_express',
  accept_type: 'walkin',
  service_type: 'express',
  purchase_type: 'sender_pay',
  weight: 1.5,
  source_phone: '09421234567',
  destination_phone: '09791234567',
};

describe('validateLabelDraft', () => {
  it('accepts the minimum valid counter booking', () => {
    expect(validateLabelDraft(valid)).toEqual({});
  });

  it('checks both phones and the contact phone tags', () => {
    const errors = validateLabelDraft({
      ...valid,
      source_phone: '12',
      destination_phone: '',
      contact_phone_list: ['0911111111', '0922222222', '0933333333'],
    });
    expect(errors.source_phone).toEqual([{ key: 'validation.phoneErrorMessage' }]);
    expect(errors.destination_phone).toEqual([{ key: 'validation.emptyErrorMessage' }]);
    expect(errors.contact_phone_list).toEqual([{ key: 'validation.phoneTagLimitErrorMessage', params: { max: 2 } }]);
  });

  it.each([
    [0, false],
    [labelLimits.minWeightKg, true],
    [labelLimits.maxWeightKg, true],
    [labelLimits.maxWeightKg + 0.001, false],
  ])('weight %s kg valid: %s', (weight, ok) => {
    expect(validateLabelDraft({ ...valid, weight }).weight === undefined).toBe(ok);
  });

  it.each([
    [undefined, true],
    [0, true],
    [100, true],
    [101, false],
    [12.5, false],
    [-1, false],
  ])('insurance %s %% valid: %s, else the message says why', (insurance_percent, ok) => {
    const errors = validateLabelDraft({ ...valid, insurance_percent });
    expect(errors.insurance_percent).toEqual(
      ok ? undefined : [{ key: 'validation.insurancePercentErrorMessage', params: { max: 100 } }],
    );
  });

  it('needs a COD amount in range for cod bookings and none for walk-ins', () => {
    const cod = { ...valid, accept_type: 'cod' as const, merchant_id: 4 };
    expect(validateLabelDraft(cod).cod_amount).toEqual([{ key: 'validation.emptyErrorMessage' }]);
    expect(validateLabelDraft({ ...cod, cod_amount: 50_000 })).toEqual({});
    expect(validateLabelDraft({ ...cod, cod_amount: labelLimits.maxCodAmount + 1 }).cod_amount?.[0]?.key).toBe(
      'validation.codFeeErrorMessage',
    );
    expect(validateLabelDraft({ ...valid, cod_amount: 1000 }).cod_amount).toEqual([
      { key: 'validation.invalidErrorMessage' },
    ]);
    expect(validateLabelDraft({ ...valid, cod_amount: 0 })).toEqual({});
  });

  it('books a COD label for a merchant, a walk-in one without', () => {
    const cod = { ...valid, accept_type: 'cod' as const, cod_amount: 50_000 };
    expect(validateLabelDraft(cod).merchant_id).toEqual([{ key: 'label.merchantRequired' }]);
    expect(validateLabelDraft({ ...cod, merchant_id: 4 })).toEqual({});
    expect(validateLabelDraft({ ...valid, merchant_id: 4 })).toEqual({});
  });

  it('wants a delivery window that ends after it starts', () => {
    expect(validateLabelDraft({ ...valid, time_request: { from: '09:00', to: '12:00' } })).toEqual({});
    expect(validateLabelDraft({ ...valid, time_request: { from: '12:00', to: '09:00' } }).time_request).toEqual([
      { key: 'validation.timeRangeErrorMessage' },
    ]);
  });

  it('refuses options spec §5 does not offer', () => {
    expect(validateLabelDraft({ ...valid, purchase_type: 'from_cod' }).purchase_type).toBeDefined();
    expect(validateLabelDraft({ ...valid, service_type: 'vpp' }).service_type).toBeDefined();
    expect(
      validateLabelDraft({
        ...valid,
        accept_type: 'cod',
        cod_amount: 1000,
        merchant_id: 4,
        purchase_type: 'receiver_pay',
        gate_submit: true,
      }).purchase_type,
    ).toBeDefined();
  });
});
