import { describe, expect, it } from 'vitest';
import {
  discountAmountOf,
  discountColumnsOf,
  fiveDigitPostcode,
  labelPaidAtOnBooking,
  paysOnDelivery,
  quotePlaceErrors,
  returnReasonOf,
  tempAddressErrors,
} from './label-extra-fields.js';
import { labelDraft, labelQuoteRequest } from './label-schemas.js';

const body = {
  type: 'fcs_express',
  accept_type: 'walkin',
  service_type: 'express',
  item_type: 'parcel',
  purchase_type: 'sender_pay',
  weight: 1.5,
  source_name: 'Ko Aung',
  source_phone: '09421234567',
  source_township: 'MMR013016',
  destination_name: 'Ma Hla',
  destination_phone: '09791234567',
  destination_township: 'MMR010002',
  deliver_branch_id: 2,
};

describe('the last label fields', () => {
  it('default to a domestic home delivery rated by actual weight, with nothing flagged', () => {
    expect(labelDraft.parse(body)).toMatchObject({
      with_temp_address: false,
      delivery_type: 'home',
      rating_type: 'actual_weight',
      flat: false,
      finish_item: false,
      transaction_label: false,
      with_smart_invoice: false,
      source_alpha_3_code: 'MMR',
      destination_alpha_3_code: 'MMR',
    });
  });

  it('read what the clerk typed: the country in any case, kyat with Myanmar digits, trimmed text', () => {
    const draft = labelDraft.parse({
      ...body,
      destination_alpha_3_code: 'tha',
      compensation_fee: '၅၀,၀၀၀',
      cod_code: ' INV-77 ',
      item_name: 'Shoes',
      delivery_type: 'office',
      rating_type: 'volumetric_weight',
      with_temp_address: true,
      temp_address: 'No. 5, Hotel Street',
    });
    expect(draft).toMatchObject({
      destination_alpha_3_code: 'THA',
      compensation_fee: 50_000,
      cod_code: 'INV-77',
      item_name: 'Shoes',
      temp_address: 'No. 5, Hotel Street',
    });
  });

  it('refuse an unknown country, a bad amount and a temporary address flag without the address', () => {
    const result = labelDraft.safeParse({ ...body, source_alpha_3_code: 'XXX', compensation_fee: 'abc' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'compensation_fee',
      'source_alpha_3_code',
    ]);
    const flagged = labelDraft.safeParse({ ...body, with_temp_address: true, temp_address: '  ' });
    expect(flagged.error?.issues).toMatchObject([{ path: ['temp_address'], message: 'validation.emptyErrorMessage' }]);
    expect(labelDraft.safeParse({ ...body, compensation_fee: '' }).data?.compensation_fee).toBeUndefined();
  });

  it('need the temporary address only when flagged', () => {
    expect(tempAddressErrors({ with_temp_address: false })).toEqual({});
    expect(tempAddressErrors({ with_temp_address: true, temp_address: 'x' })).toEqual({});
    expect(tempAddressErrors({ with_temp_address: true })).toEqual({
      temp_address: [{ key: 'validation.emptyErrorMessage' }],
    });
  });
});

describe('discount as the label keeps it', () => {
  it('keeps the kind, and the percent of a percent discount', () => {
    expect(discountColumnsOf(undefined)).toEqual({ discountKind: null, discountPercent: null });
    expect(discountColumnsOf({ kind: 'percent', value: 0 })).toEqual({ discountKind: null, discountPercent: null });
    expect(discountColumnsOf({ kind: 'percent', value: 10 })).toEqual({ discountKind: 'percent', discountPercent: 10 });
    expect(discountColumnsOf({ kind: 'amount', value: 500 })).toEqual({
      discountKind: 'amount',
      discountPercent: null,
    });
  });

  it('reads the kyat taken off from the discount fee line', () => {
    expect(discountAmountOf([{ code: 'shipping_fee', amount: 3000 }])).toBe(0);
    expect(
      discountAmountOf([
        { code: 'shipping_fee', amount: 3000 },
        { code: 'discount', amount: -300 },
      ]),
    ).toBe(300);
  });
});

describe('paid date', () => {
  it('is the booking time when the sender pays at the counter, else set later', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    expect(labelPaidAtOnBooking('sender_pay', now)).toBe(now);
    expect(labelPaidAtOnBooking('receiver_pay', now)).toBeNull();
    expect(labelPaidAtOnBooking('credit', now)).toBeNull();
    expect(paysOnDelivery('receiver_pay')).toBe(true);
    expect(paysOnDelivery('from_cod')).toBe(true);
    expect(paysOnDelivery('credit')).toBe(false);
  });
});

describe('quote by postcode', () => {
  it('pads a typed postcode to 5 digits and refuses anything else', () => {
    expect(fiveDigitPostcode.parse('11041')).toBe('11041');
    expect(fiveDigitPostcode.parse('၅၀၂၁')).toBe('05021');
    expect(fiveDigitPostcode.parse(5021)).toBe('05021');
    expect(fiveDigitPostcode.parse('')).toBeUndefined();
    expect(fiveDigitPostcode.safeParse('110410').success).toBe(false);
    expect(fiveDigitPostcode.safeParse('YGN').success).toBe(false);
    expect(fiveDigitPostcode.safeParse(true).success).toBe(false);
  });

  it('takes each end by township or postcode, and needs one of them', () => {
    const { source_township: _s, destination_township: _d, ...rest } = body;
    const quote = labelQuoteRequest.parse({ ...rest, source_postcode: '11041', destination_postcode: '5021' });
    expect(quote).toMatchObject({ source_postcode: '11041', destination_postcode: '05021' });
    const missing = labelQuoteRequest.safeParse(rest);
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['source_township', 'label.placeRequired'],
      ['destination_township', 'label.placeRequired'],
    ]);
    expect(quotePlaceErrors({ source_township: 'a', destination_postcode: '11041' })).toEqual({});
  });
});

describe('return reason', () => {
  it('is the note of a step that sends the label back', () => {
    expect(returnReasonOf('return', 'Receiver refused')).toBe('Receiver refused');
    expect(returnReasonOf('reject', null)).toBeUndefined();
    expect(returnReasonOf('next', 'Moved')).toBeUndefined();
  });
});
