import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  discountRule,
  draftErrors,
  formatAmountInput,
  formFieldOf,
  initialLabelFormValues,
  labelValuesFromDraft,
  toLabelDraft,
  toQuoteRequest,
  type LabelFormValues,
} from './label-form-model';

const filled: LabelFormValues = {
  ...(initialLabelFormValues as LabelFormValues),
  weight: '၁.၅',
  source_name: ' Ko Aung ',
  source_phone: '09421234567',
  source_township: 'MMR013016',
  destination_name: 'Ma Hla',
  destination_phone: '၀၉၇၉၁၂၃၄၅၆၇',
  destination_township: 'MMR010002',
  deliver_branch_id: 2,
};

describe('the create body from the form', () => {
  it('reads Burmese digits, leaves out a COD amount of a walk-in and formats the time window', () => {
    const draft = toLabelDraft({
      ...filled,
      cod_amount: '5000',
      time_request: [dayjs('2026-01-01T09:00'), dayjs('2026-01-01T12:30')],
    });
    expect(draft.weight).toBe(1.5);
    expect(draft).not.toHaveProperty('cod_amount');
    expect(draft.time_request).toEqual({ from: '09:00', to: '12:30' });
  });

  it('books a COD label for the chosen merchant, and a walk-in one for none', () => {
    const cod = { ...filled, accept_type: 'cod' as const, cod_amount: '25000', merchant_id: 4 };
    expect(toLabelDraft(cod).merchant_id).toBe(4);
    expect(toQuoteRequest(cod)?.merchant_id).toBe(4);
    expect(toLabelDraft({ ...cod, accept_type: 'walkin' })).not.toHaveProperty('merchant_id');
    expect(draftErrors(cod, 'en')).toEqual({});
    expect(draftErrors({ ...cod, merchant_id: undefined }, 'en').merchant_id).toEqual([
      'A COD parcel is booked for a merchant: choose one.',
    ]);
  });

  it('is valid for a filled form, and names the fields the rules refuse, localized', () => {
    expect(draftErrors(filled, 'en')).toEqual({});
    const errors = draftErrors({ ...filled, accept_type: 'cod', purchase_type: 'from_cod', cod_amount: '' }, 'en');
    expect(errors.cod_amount?.[0]).toBe('This field is required.');
    const wrongPayment = draftErrors({ ...filled, purchase_type: 'credit' }, 'mm');
    expect(Object.keys(wrongPayment)).toEqual(['purchase_type']);
  });
});

describe('the last label fields', () => {
  it('sends what the clerk set: the COD code only with COD, the temporary address only when flagged', () => {
    const set = {
      ...filled,
      item_name: 'Shoes',
      cod_code: 'INV-1',
      delivery_type: 'office' as const,
      flat: true,
      compensation_fee: '၅၀,၀၀၀',
      destination_alpha_3_code: 'THA',
      temp_address: 'Hotel',
    };
    const draft = toLabelDraft(set);
    expect(draft).toMatchObject({
      item_name: 'Shoes',
      delivery_type: 'office',
      flat: true,
      compensation_fee: 50_000,
      source_alpha_3_code: 'MMR',
      destination_alpha_3_code: 'THA',
      with_temp_address: false,
    });
    expect(draft).not.toHaveProperty('cod_code');
    expect(draft).not.toHaveProperty('temp_address');
    expect(toLabelDraft({ ...set, accept_type: 'cod', with_temp_address: true })).toMatchObject({
      cod_code: 'INV-1',
      temp_address: 'Hotel',
    });
    expect(draftErrors({ ...set, with_temp_address: true, temp_address: '' }, 'en').temp_address).toEqual([
      'This field is required.',
    ]);
  });
});

describe('the fee quote', () => {
  it('prices by the chosen townships, or by a typed postcode while no township is chosen', () => {
    expect(toQuoteRequest({ ...filled, source_postcode: 'near market' })).toMatchObject({
      source_township: 'MMR013016',
      source_postcode: undefined,
    });
    const byPostcode = toQuoteRequest({ ...filled, source_township: undefined, source_postcode: '11171' });
    expect(byPostcode).toMatchObject({ source_postcode: '11171', destination_township: 'MMR010002' });
    expect(byPostcode).not.toHaveProperty('source_township', expect.anything());
    expect(toQuoteRequest({ ...filled, source_township: undefined })).toBeNull();
  });
});

describe('the discount', () => {
  it('is sent as percent or kyat, Burmese digits allowed, and left out when empty', () => {
    expect(toLabelDraft({ ...filled, discount_value: '၁၀' }).discount).toEqual({ kind: 'percent', value: 10 });
    expect(toLabelDraft({ ...filled, discount_kind: 'amount', discount_value: '1,500' }).discount).toEqual({
      kind: 'amount',
      value: 1500,
    });
    expect(toLabelDraft({ ...filled, discount_value: ' ' })).not.toHaveProperty('discount');
    expect(toQuoteRequest({ ...filled, discount_value: '5' })?.discount).toEqual({ kind: 'percent', value: 5 });
  });

  it('is a whole number, at most 100 as a percent', () => {
    expect(discountRule('percent')('100')).toBeNull();
    expect(discountRule('percent')('')).toBeNull();
    expect(discountRule('percent')('101')).toEqual({ key: 'validation.discountPercentMax', params: { max: 100 } });
    expect(discountRule('amount')('5000')).toBeNull();
    expect(discountRule('amount')('2.5')).toEqual({ key: 'validation.wholeNumberErrorMessage' });
    expect(discountRule('amount')('-1')).toEqual({ key: 'validation.wholeNumberErrorMessage' });
    expect(discountRule('amount')('1,50')).toEqual({ key: 'validation.thousandsSeparatorErrorMessage' });
  });

  it('shows the server’s discount errors on the discount box', () => {
    expect(formFieldOf('discount')).toBe('discount_value');
    expect(formFieldOf('discount.value')).toBe('discount_value');
    expect(formFieldOf('weight')).toBe('weight');
  });
});

describe('the fee preview request', () => {
  it('waits for both townships and a weight', () => {
    expect(toQuoteRequest({ ...filled, destination_township: undefined })).toBeNull();
    expect(toQuoteRequest({ ...filled, weight: '' })).toBeNull();
    expect(toQuoteRequest({ ...filled, weight: 'abc' })).toBeNull();
  });

  it('carries what the fees depend on', () => {
    expect(toQuoteRequest({ ...filled, services: ['sms'] })).toMatchObject({
      service_type: 'express',
      weight: 1.5,
      source_township: 'MMR013016',
      destination_township: 'MMR010002',
      services: ['sms'],
    });
  });
});

describe('numbers as the clerk types them', () => {
  it('sends a weight with a decimal comma as that weight, and an ambiguous one as typed for the schema to refuse', () => {
    expect(toLabelDraft({ ...filled, weight: '1,5' }).weight).toBe(1.5);
    expect(toLabelDraft({ ...filled, weight: '၂,၅' }).weight).toBe(2.5);
    expect(toQuoteRequest({ ...filled, weight: '1,5' })?.weight).toBe(1.5);
    expect(toLabelDraft({ ...filled, weight: '1,234.5' }).weight).toBe('1,234.5');
    expect(toQuoteRequest({ ...filled, weight: '1,234.5' })).toBeNull();
    expect(draftErrors({ ...filled, weight: '1.234,5' }, 'en')).toEqual({
      weight: ['Write the number with one decimal separator, e.g. 1.5 or 1,5, and no thousands separators.'],
    });
  });

  it('shows a whole amount with thousands separators, in Myanmar digits in mm, and leaves anything else', () => {
    expect(formatAmountInput('25000', 'en')).toBe('25,000');
    expect(formatAmountInput('၂၅၀၀၀', 'mm')).toBe('၂၅,၀၀၀');
    expect(formatAmountInput('1,234,567', 'zh')).toBe('1,234,567');
    expect(formatAmountInput('2,5', 'en')).toBe('2,5');
    expect(formatAmountInput('12.5', 'en')).toBe('12.5');
    expect(formatAmountInput(undefined, 'en')).toBeUndefined();
  });

  it('names the COD limit with thousands separators and says why insurance is refused', () => {
    const cod = { ...filled, accept_type: 'cod' as const, cod_amount: '20000000' };
    expect(draftErrors(cod, 'en').cod_amount).toEqual(['The COD amount must be between 1 and 10,000,000 Ks.']);
    expect(draftErrors(cod, 'mm').cod_amount).toEqual(['ကောက်ခံငွေသည် ၁ ကျပ်မှ ၁၀,၀၀၀,၀၀၀ ကျပ်အတွင်း ဖြစ်ရပါမည်။']);
    expect(draftErrors({ ...filled, insurance_percent: '150' }, 'en').insurance_percent).toEqual([
      'Insurance is a whole percentage of the value, from 0 to 100 %.',
    ]);
  });
});

describe('a kept label draft', () => {
  it('comes back with its pickup window as dates, and without a broken one', () => {
    const stored = JSON.parse(
      JSON.stringify({
        destination_name: 'Ma Hla',
        time_request: [dayjs('2026-01-01T09:00'), dayjs('2026-01-01T12:30')],
      }),
    ) as Record<string, unknown>;
    const values = labelValuesFromDraft(stored);
    expect(values.destination_name).toBe('Ma Hla');
    const window = values.time_request as Dayjs[];
    expect(window.map((end) => end.valueOf())).toEqual([
      dayjs('2026-01-01T09:00').valueOf(),
      dayjs('2026-01-01T12:30').valueOf(),
    ]);
    expect(labelValuesFromDraft({ remark: 'x', time_request: ['2026-01-01'] })).toEqual({ remark: 'x' });
  });
});
