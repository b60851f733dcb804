import { describe, expect, it } from 'vitest';
import { creditPaymentRequestOf } from './credit-payment-form';

describe('credit payment form', () => {
  it('makes the request from what was typed', () => {
    expect(creditPaymentRequestOf({ amount: '၁၅၀,၀၀၀', bank_ref: ' KBZ-9 ', paid_on: '2026-03-02' })).toEqual({
      amount: 150_000,
      bank_ref: 'KBZ-9',
      paid_on: '2026-03-02',
    });
    expect(creditPaymentRequestOf({ amount: '5000', bank_ref: 'AYA-1', paid_on: undefined })).toEqual({
      amount: 5_000,
      bank_ref: 'AYA-1',
    });
  });

  it('makes none without an amount or a bank reference', () => {
    expect(creditPaymentRequestOf({ amount: '0', bank_ref: 'AYA-1' })).toBeNull();
    expect(creditPaymentRequestOf({ amount: '5,00', bank_ref: 'AYA-1' })).toBeNull();
    expect(creditPaymentRequestOf({ amount: '5000', bank_ref: '  ' })).toBeNull();
  });
});
