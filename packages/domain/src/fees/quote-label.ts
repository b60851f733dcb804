import type { AcceptType, ItemType, ServiceType } from '../labels/label-enums.js';
import { codFee } from './cod-fee.js';
import type { CodFeeVersion, FeeName, ServiceName, Zone } from './fee-enums.js';
import { defaultDiscountShareWithoutPermission, type RateTable } from './rate-table.js';
import type { RuleMessage } from '../validation/form-rules.js';
import type { ZonePlace } from './zones.js';
import { zoneFor } from './zones.js';

/** One coded line of a quote; the discount line is negative. */
export interface FeeLine {
  code: FeeName;
  amount: number;
}

export interface Discount {
  /** Percent of the shipping fee, or a fixed amount of kyat (spec §3 "fixed-amount discount flag"). */
  kind: 'percent' | 'amount';
  value: number;
}

/**
 * What the fees of a label depend on (spec §3 "Calculator inputs" plus services, COD, insurance and discount).
 * Field names follow the label's own, so a label draft can be spread in.
 */
export interface QuoteLabelInput {
  service_type: ServiceType;
  item_type: ItemType;
  /** Kilograms, as the form and API take it. */
  weight: number;
  source: ZonePlace;
  destination: ZonePlace;
  accept_type?: AcceptType;
  /** Cash the receiver pays for the goods, whole kyat. */
  cod_amount?: number | null;
  /** The merchant's COD fee version (issue 11); the rate table's when the label has no merchant. */
  cod_fee_version?: CodFeeVersion | undefined;
  services?: readonly ServiceName[];
  instant_deliver?: boolean;
  flight_service?: boolean;
  gate_submit?: boolean;
  /** What the courier pays to carry a gate-submit parcel to the bus gate, typed at the counter. */
  fcs_shipping_fee_for_gate_submit?: number | null;
  insurance_percent?: number | null;
  /** The insured value; the COD amount when not given. */
  insurance_amount?: number | null;
  discount?: Discount | null;
}

/** The most this user may take off the fee a discount reduces (the shipping fee), in percent and in kyat. */
export interface DiscountLimit {
  max_percent: number;
  max_amount: number;
}

export interface LabelQuote {
  zone: Zone;
  lines: FeeLine[];
  /** The shipping_fee line (0 under gate submit, where the gate lines replace it). */
  shipping_fee: number;
  cod_fee: number;
  /** Sum of the lines, never negative; never below the fees the discount does not reduce. */
  total_cost: number;
  /** What a discount on this label may be for this user (the form shows it before saving). */
  discount_limit: DiscountLimit;
}

export interface QuoteOptions {
  /**
   * The user holds `label.discount`: may discount up to the whole shipping fee. Without it, up to the rate table's
   * `discount_share_without_permission`.
   */
  mayDiscountFreely?: boolean;
}

/**
 * A label the rate table cannot price, or a discount the rules refuse: `field` is the form field to blame,
 * `messageKey` (with `params`) what to say.
 */
export class QuoteError extends Error {
  constructor(
    readonly field: 'weight' | 'service_type' | 'flight_service' | 'discount',
    readonly messageKey: string,
    readonly params?: Record<string, number>,
  ) {
    super(`${field}: ${messageKey}`);
    this.name = 'QuoteError';
  }
}

/** Kilograms → whole grams (weights compare exactly in grams). */
export function kgToGrams(kg: number): number {
  return Math.round(kg * 1000);
}

/** Started kilograms of a weight: 1 001 g counts as 2 kg. */
function startedKg(grams: number): number {
  return Math.ceil(grams / 1000);
}

export interface ShippingFeeInput {
  service_type: ServiceType;
  item_type: ItemType;
  weightGrams: number;
  zone: Zone;
}

/**
 * The shipping fee from the rate table: the row for this service and item type (a row for any item type if none),
 * the first band the weight fits, or the last band plus the per-kg rate for every started kilogram above it.
 */
export function shippingFee(
  { service_type, item_type, weightGrams, zone }: ShippingFeeInput,
  rates: RateTable,
): number {
  const rows = rates.shipping.filter((row) => row.service_type === service_type);
  const row = rows.find((candidate) => candidate.item_type === item_type) ?? rows.find((r) => r.item_type === null);
  if (!row) throw new QuoteError('service_type', 'validation.noRateErrorMessage');
  if (!(weightGrams > 0)) throw new QuoteError('weight', 'validation.noRateErrorMessage');
  const band = row.bands.find((candidate) => weightGrams <= candidate.up_to_grams);
  if (band) return band.fees[zone];
  const last = row.bands[row.bands.length - 1] as (typeof row.bands)[number];
  if (!row.extra_per_kg) throw new QuoteError('weight', 'validation.noRateErrorMessage');
  return last.fees[zone] + startedKg(weightGrams - last.up_to_grams) * row.extra_per_kg[zone];
}

/** Whether the rate table flies parcels of this zone. */
export function isFlightServiceOffered(zone: Zone, rates: RateTable): boolean {
  return rates.flight_fee_per_kg[zone] !== null;
}

/** Flight fee per started kilogram; throws when the zone has no flight service. */
export function flightFee(weightGrams: number, zone: Zone, rates: RateTable): number {
  const perKg = rates.flight_fee_per_kg[zone];
  if (perKg === null) throw new QuoteError('flight_service', 'validation.flightNotOfferedErrorMessage');
  return startedKg(weightGrams) * perKg;
}

/** The fee line each priced service produces. */
export const serviceFeeNames: Partial<Record<ServiceName, FeeName>> = {
  sms: 'sms_fee',
  phone_call: 'phone_call_fee',
  pickup_service: 'pickup_service_fee',
  pod: 'pod_fee',
  vfl: 'vfl_fee',
  instant_deliver: 'instant_deliver_fee',
  pickup_at_parcel_locker: 'pickup_locker_fee',
};

/** Service fee lines from the rate table, in the order of the service names; free services give no line. */
export function serviceFeeLines(services: readonly ServiceName[], rates: RateTable): FeeLine[] {
  const lines: FeeLine[] = [];
  for (const [service, code] of Object.entries(serviceFeeNames) as Array<[ServiceName, FeeName]>) {
    const amount = rates.service_fees[service] ?? 0;
    if (services.includes(service) && amount > 0) lines.push({ code, amount });
  }
  return lines;
}

/** Insurance: `percent` % of the insured value, whole kyat. */
export function insuranceFee(insuredValue: number, percent: number): number {
  if (!(insuredValue > 0) || !(percent > 0)) return 0;
  return Math.round((insuredValue * percent) / 100);
}

/** The discount off the shipping fee in kyat: a percent of it, or a fixed amount (checked by `discountError`). */
export function discountAmount(discount: Discount | null | undefined, shipping: number): number {
  if (!discount || !(discount.value > 0)) return 0;
  return Math.round(discount.kind === 'percent' ? (shipping * discount.value) / 100 : discount.value);
}

/**
 * How much of the shipping fee this user may discount: all of it with `label.discount`, else the company's share
 * (`discount_share_without_permission` of the rate table, 10 % when the stored table predates it), rounded down.
 */
export function discountLimit(shipping: number, rates: RateTable, options: QuoteOptions = {}): DiscountLimit {
  const percent = options.mayDiscountFreely
    ? 100
    : (rates.discount_share_without_permission ?? defaultDiscountShareWithoutPermission);
  return { max_percent: percent, max_amount: Math.floor((shipping * percent) / 100) };
}

/**
 * Why a discount is refused, or null: never above 100 % or above the shipping fee it reduces, and above the
 * user's limit only with `label.discount`. The message names the limit. Nothing is capped silently.
 */
export function discountError(
  discount: Discount | null | undefined,
  shipping: number,
  limit: DiscountLimit,
): RuleMessage | null {
  if (!discount || !(discount.value > 0)) return null;
  const percent = discount.kind === 'percent';
  if (percent && discount.value > 100) return { key: 'validation.discountPercentMax', params: { max: 100 } };
  if (!percent && discount.value > shipping) {
    return { key: 'validation.discountAmountMax', params: { max: shipping } };
  }
  if (percent ? discount.value > limit.max_percent : discount.value > limit.max_amount) {
    return {
      key: 'validation.discountNeedsApproval',
      params: { percent: limit.max_percent, amount: limit.max_amount },
    };
  }
  return null;
}

/**
 * Prices a label (issue 3 §4): the shipping fee by service, item, weight and zone — or, under gate submit, the gate
 * fee and the carriage to the gate — then flight, COD, service, insurance fees and the discount off shipping. A
 * discount the rules refuse (`discountError`) throws a QuoteError on `discount`.
 */
export function quoteLabel(input: QuoteLabelInput, rates: RateTable, options: QuoteOptions = {}): LabelQuote {
  const zone = zoneFor(input.source, input.destination, rates.zones);
  const weightGrams = kgToGrams(input.weight);
  const services: readonly ServiceName[] = input.instant_deliver
    ? [...(input.services ?? []), 'instant_deliver']
    : (input.services ?? []);
  const lines: FeeLine[] = [];

  // Priced even under gate submit, so an impossible weight or service is refused the same way.
  const zoneShipping = shippingFee({ ...input, weightGrams, zone }, rates);
  const shipping = input.gate_submit ? 0 : zoneShipping;
  if (input.gate_submit) {
    lines.push({ code: 'gate_submit_amount', amount: rates.gate_submit_fee });
    const carriage = Math.max(0, Math.round(input.fcs_shipping_fee_for_gate_submit ?? 0));
    if (carriage > 0) lines.push({ code: 'fcs_shipping_fee', amount: carriage });
  } else {
    lines.push({ code: 'shipping_fee', amount: shipping });
  }
  if (input.flight_service && !services.includes('free_flight_fee')) {
    lines.push({ code: 'flight_fee', amount: flightFee(weightGrams, zone, rates) });
  }
  const cod = codFee(input.cod_amount ?? 0, input.cod_fee_version ?? rates.cod_fee_version);
  if (cod > 0) lines.push({ code: 'cod_fee', amount: cod });
  lines.push(...serviceFeeLines(services, rates));
  const insurance = insuranceFee(input.insurance_amount ?? input.cod_amount ?? 0, input.insurance_percent ?? 0);
  if (insurance > 0) lines.push({ code: 'insurance_fee', amount: insurance });
  const limit = discountLimit(shipping, rates, options);
  const refused = discountError(input.discount, shipping, limit);
  if (refused) throw new QuoteError('discount', refused.key, refused.params);
  const discount = discountAmount(input.discount, shipping);
  if (discount > 0) lines.push({ code: 'discount', amount: -discount });

  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { zone, lines, shipping_fee: shipping, cod_fee: cod, total_cost: Math.max(0, total), discount_limit: limit };
}
