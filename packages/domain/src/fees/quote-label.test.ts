import { describe, expect, it } from 'vitest';
import { itemTypes, serviceTypes } from '../labels/label-enums.js';
import { zones } from './fee-enums.js';
import {
  discountAmount,
  discountError,
  discountLimit,
  flightFee,
  insuranceFee,
  isFlightServiceOffered,
  kgToGrams,
  QuoteError,
  quoteLabel,
  serviceFeeLines,
  shippingFee,
  type QuoteLabelInput,
} from './quote-label.js';
import { defaultRateTable, rateTableSchema, type RateTable } from './rate-table.js';
import type { ZonePlace } from './zones.js';

const rates = defaultRateTable;
const yangon: ZonePlace = { townshipId: 'MMR013016', districtId: 'MMR013D003', regionId: 'MM-06' };
const yangon2: ZonePlace = { townshipId: 'MMR013030', districtId: 'MMR013D004', regionId: 'MM-06' };
const mandalay: ZonePlace = { townshipId: 'MMR010002', districtId: 'MMR010D001', regionId: 'MM-04' };
const taunggyi: ZonePlace = { townshipId: 'MMR014001', districtId: 'MMR014D001', regionId: 'MM-17' };
const kengtung: ZonePlace = { townshipId: 'MMR016001', districtId: 'MMR016D001', regionId: 'MM-17' };

describe('defaultRateTable (design glossary "Default domestic rates")', () => {
  it('is a valid rate table', () => {
    expect(rateTableSchema.parse(rates)).toEqual(rates);
  });

  it('prices every service type and item type in every zone', () => {
    for (const service_type of serviceTypes) {
      for (const item_type of itemTypes) {
        for (const zone of zones) {
          expect(shippingFee({ service_type, item_type, weightGrams: 400, zone }, rates)).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each<[string, string, number, string, number]>([
    ['express', 'parcel', 1000, 'z1', 3500],
    ['express', 'parcel', 1001, 'z1', 4000],
    ['express', 'letter', 3000, 'z2', 6000],
    ['express', 'parcel', 3001, 'z2', 7000], // 6 000 + 1 started kg × 1 000
    ['express', 'parcel', 5500, 'z4', 21_000], // 15 000 + 3 × 2 000
    ['express', 'parcel', 800, 'z3', 6000],
    ['special', 'parcel', 800, 'z3', 6000],
    ['register', 'letter', 1000, 'z1', 2000],
    ['register', 'letter', 2000, 'z4', 7000],
    ['register', 'letter', 4000, 'z2', 4000], // 3 500 + 500
    ['register', 'parcel', 1000, 'z1', 1500], // ordinary parcel = register − 500
    ['register', 'parcel', 3000, 'z3', 3500],
    ['register', 'parcel', 4200, 'z1', 2000 + 2 * 300],
    ['vpp', 'parcel', 2000, 'z2', 3500],
    ['vpl', 'letter', 500, 'z1', 1500],
    ['vpl', 'letter', 300, 'z4', 3500],
  ])('%s %s %i g in %s → %i Ks', (service, item, weightGrams, zone, fee) => {
    expect(
      shippingFee(
        { service_type: service as never, item_type: item as never, weightGrams, zone: zone as never },
        rates,
      ),
    ).toBe(fee);
  });

  it('refuses what it cannot price', () => {
    const vpl = { service_type: 'vpl', item_type: 'letter', zone: 'z1' } as const;
    expect(() => shippingFee({ ...vpl, weightGrams: 501 }, rates)).toThrow(QuoteError);
    expect(() => shippingFee({ ...vpl, weightGrams: 0 }, rates)).toThrow(QuoteError);
    const onlyExpress: RateTable = {
      ...rates,
      shipping: rates.shipping.filter((row) => row.service_type === 'express'),
    };
    try {
      shippingFee({ ...vpl, weightGrams: 100 }, onlyExpress);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ field: 'service_type', messageKey: 'validation.noRateErrorMessage' });
    }
  });
});

describe('fee parts', () => {
  it('converts kilograms to whole grams', () => {
    expect(kgToGrams(1.5)).toBe(1500);
    expect(kgToGrams(0.1 + 0.2)).toBe(300);
  });

  it('charges flights per started kg where offered', () => {
    expect(isFlightServiceOffered('z4', rates)).toBe(true);
    expect(isFlightServiceOffered('z1', rates)).toBe(false);
    expect(flightFee(1200, 'z4', rates)).toBe(2000);
    expect(() => flightFee(1200, 'z2', rates)).toThrow(QuoteError);
  });

  it('prices services from the table, skipping free ones', () => {
    expect(serviceFeeLines(['pod', 'sms', 'pickup_service', 'quick_pay', 'phone_call'], rates)).toEqual([
      { code: 'sms_fee', amount: 100 },
      { code: 'phone_call_fee', amount: 100 },
      { code: 'pickup_service_fee', amount: 500 },
    ]);
  });

  it.each([
    [100_000, 1, 1000],
    [100_000, 0.5, 500],
    [0, 5, 0],
    [100_000, 0, 0],
  ])('insures %i Ks at %d %% for %i Ks', (value, percent, fee) => {
    expect(insuranceFee(value, percent)).toBe(fee);
  });

  it.each<[Parameters<typeof discountAmount>[0], number, number]>([
    [null, 5000, 0],
    [{ kind: 'percent', value: 10 }, 5000, 500],
    [{ kind: 'percent', value: 33 }, 3500, 1155],
    [{ kind: 'amount', value: 700 }, 5000, 700],
    [{ kind: 'amount', value: 0 }, 5000, 0],
  ])('discount %j off %i → %i', (discount, shipping, amount) => {
    expect(discountAmount(discount, shipping)).toBe(amount);
  });
});

describe('discount rules', () => {
  it('lets a clerk discount the company share of the fee, and an approver all of it', () => {
    expect(discountLimit(3500, rates)).toEqual({ max_percent: 10, max_amount: 350 });
    expect(discountLimit(3505, rates)).toEqual({ max_percent: 10, max_amount: 350 });
    expect(discountLimit(3500, rates, { mayDiscountFreely: true })).toEqual({ max_percent: 100, max_amount: 3500 });
    expect(discountLimit(4000, { ...rates, discount_share_without_permission: 25 })).toEqual({
      max_percent: 25,
      max_amount: 1000,
    });
  });

  it('takes 10 % when a stored rate table predates the share', () => {
    const { discount_share_without_permission: _omitted, ...stored } = rates;
    expect(rateTableSchema.parse(stored).discount_share_without_permission).toBeUndefined();
    expect(discountLimit(6000, stored)).toEqual({ max_percent: 10, max_amount: 600 });
  });

  it('refuses a share outside 0–100 % in a rate table', () => {
    expect(rateTableSchema.safeParse({ ...rates, discount_share_without_permission: 101 }).success).toBe(false);
    expect(rateTableSchema.safeParse({ ...rates, discount_share_without_permission: -1 }).success).toBe(false);
  });

  const clerk = discountLimit(5000, rates);
  const approver = discountLimit(5000, rates, { mayDiscountFreely: true });
  it.each<[string, Parameters<typeof discountError>[0], typeof clerk, ReturnType<typeof discountError>]>([
    ['no discount', null, clerk, null],
    ['a zero discount', { kind: 'amount', value: 0 }, clerk, null],
    ['the clerk share in percent', { kind: 'percent', value: 10 }, clerk, null],
    ['the clerk share in kyat', { kind: 'amount', value: 500 }, clerk, null],
    [
      'one percent more',
      { kind: 'percent', value: 11 },
      clerk,
      { key: 'validation.discountNeedsApproval', params: { percent: 10, amount: 500 } },
    ],
    [
      'one kyat more',
      { kind: 'amount', value: 501 },
      clerk,
      { key: 'validation.discountNeedsApproval', params: { percent: 10, amount: 500 } },
    ],
    ['the whole fee, approved', { kind: 'percent', value: 100 }, approver, null],
    ['the whole fee in kyat, approved', { kind: 'amount', value: 5000 }, approver, null],
    [
      'above 100 %',
      { kind: 'percent', value: 101 },
      approver,
      { key: 'validation.discountPercentMax', params: { max: 100 } },
    ],
    [
      'percent 1000',
      { kind: 'percent', value: 1000 },
      clerk,
      { key: 'validation.discountPercentMax', params: { max: 100 } },
    ],
    [
      'above the fee',
      { kind: 'amount', value: 5001 },
      approver,
      { key: 'validation.discountAmountMax', params: { max: 5000 } },
    ],
    [
      'amount 999 999 999',
      { kind: 'amount', value: 999_999_999 },
      clerk,
      { key: 'validation.discountAmountMax', params: { max: 5000 } },
    ],
  ])('%s', (_name, discount, limit, error) => {
    expect(discountError(discount, 5000, limit)).toEqual(error);
  });
});

describe('quoteLabel', () => {
  const base: QuoteLabelInput = {
    service_type: 'express',
    item_type: 'parcel',
    weight: 1.5,
    source: yangon,
    destination: mandalay,
  };

  it('prices a plain express parcel Yangon → Mandalay', () => {
    expect(quoteLabel(base, rates)).toEqual({
      zone: 'z2',
      lines: [{ code: 'shipping_fee', amount: 6000 }],
      shipping_fee: 6000,
      cod_fee: 0,
      total_cost: 6000,
      discount_limit: { max_percent: 10, max_amount: 600 },
    });
  });

  it('refuses a discount that would zero the label, and keeps the other fees whole', () => {
    const withCod = { ...base, cod_amount: 100_000, services: ['sms' as const] };
    for (const discount of [
      { kind: 'percent', value: 1000 },
      { kind: 'amount', value: 999_999_999 },
      { kind: 'percent', value: 50 },
    ] as const) {
      expect(() => quoteLabel({ ...withCod, discount }, rates)).toThrow(QuoteError);
    }
    try {
      quoteLabel({ ...withCod, discount: { kind: 'percent', value: 50 } }, rates);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        field: 'discount',
        messageKey: 'validation.discountNeedsApproval',
        params: { percent: 10, amount: 600 },
      });
    }
    const approved = quoteLabel({ ...withCod, discount: { kind: 'percent', value: 100 } }, rates, {
      mayDiscountFreely: true,
    });
    expect(approved.lines.at(-1)).toEqual({ code: 'discount', amount: -6000 });
    expect(approved.total_cost).toBe(2000 + 100); // the COD and SMS fees stay
    expect(approved.discount_limit).toEqual({ max_percent: 100, max_amount: 6000 });
  });

  it('adds COD, services, insurance and the discount in a fixed order', () => {
    const quote = quoteLabel(
      {
        ...base,
        destination: yangon2,
        accept_type: 'cod',
        cod_amount: 50_000,
        services: ['sms', 'pickup_service'],
        insurance_percent: 1,
        discount: { kind: 'percent', value: 10 },
      },
      rates,
    );
    expect(quote.lines).toEqual([
      { code: 'shipping_fee', amount: 4000 },
      { code: 'cod_fee', amount: 1000 },
      { code: 'sms_fee', amount: 100 },
      { code: 'pickup_service_fee', amount: 500 },
      { code: 'insurance_fee', amount: 500 },
      { code: 'discount', amount: -400 },
    ]);
    expect(quote.total_cost).toBe(5700);
    expect(quote.cod_fee).toBe(1000);
  });

  it('replaces shipping by the gate lines under gate submit, where there is no shipping fee to discount', () => {
    const gate = { ...base, gate_submit: true, fcs_shipping_fee_for_gate_submit: 3000 };
    expect(() => quoteLabel({ ...gate, discount: { kind: 'amount', value: 500 } }, rates)).toThrow(
      'discount: validation.discountAmountMax',
    );
    const quote = quoteLabel({ ...gate, discount: { kind: 'percent', value: 10 } }, rates);
    expect(quote.lines).toEqual([
      { code: 'gate_submit_amount', amount: 1500 },
      { code: 'fcs_shipping_fee', amount: 3000 },
    ]);
    expect(quote.shipping_fee).toBe(0);
    expect(quote.total_cost).toBe(4500);
    expect(quoteLabel({ ...base, gate_submit: true }, rates).total_cost).toBe(1500);
  });

  it('adds the flight fee unless it is waived, and refuses flights where none fly', () => {
    const remote = { ...base, destination: kengtung, flight_service: true };
    expect(quoteLabel(remote, rates).lines).toContainEqual({ code: 'flight_fee', amount: 2000 });
    expect(quoteLabel({ ...remote, services: ['free_flight_fee'] }, rates).lines).not.toContainEqual(
      expect.objectContaining({ code: 'flight_fee' }),
    );
    expect(() => quoteLabel({ ...base, destination: taunggyi, flight_service: true }, rates)).toThrow(
      'flight_service: validation.flightNotOfferedErrorMessage',
    );
  });

  it('charges instant delivery as a service when the table prices it', () => {
    const priced: RateTable = { ...rates, service_fees: { ...rates.service_fees, instant_deliver: 2000 } };
    expect(quoteLabel({ ...base, instant_deliver: true }, priced).lines).toContainEqual({
      code: 'instant_deliver_fee',
      amount: 2000,
    });
    expect(quoteLabel({ ...base, instant_deliver: true }, rates).lines).toHaveLength(1);
  });

  it('uses COD fee version 2 when the table says so and insures a declared value', () => {
    const v2: RateTable = { ...rates, cod_fee_version: 2 };
    const quote = quoteLabel({ ...base, cod_amount: 100_000, insurance_amount: 200_000, insurance_percent: 2 }, v2);
    expect(quote.lines).toContainEqual({ code: 'cod_fee', amount: 1000 });
    expect(quote.lines).toContainEqual({ code: 'insurance_fee', amount: 4000 });
  });

  it('prices the COD fee at the merchant’s version when the label has a merchant', () => {
    expect(quoteLabel({ ...base, cod_amount: 100_000, cod_fee_version: 2 }, rates).cod_fee).toBe(1000);
    expect(
      quoteLabel({ ...base, cod_amount: 100_000, cod_fee_version: 1 }, { ...rates, cod_fee_version: 2 }).cod_fee,
    ).toBe(2000);
  });

  it('never totals below zero', () => {
    const free: RateTable = { ...rates, gate_submit_fee: 0 };
    expect(quoteLabel({ ...base, gate_submit: true, fcs_shipping_fee_for_gate_submit: -50 }, free).total_cost).toBe(0);
  });
});
