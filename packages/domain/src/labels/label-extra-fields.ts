import { z } from 'zod';
import { kyatAmount } from '../common/number-schemas.js';
import { multiLineText, singleLineText } from '../common/text-schemas.js';
import { countryAlpha3, domesticCountryCode } from '../countries/country-codes.js';
import type { FeeLine } from '../fees/quote-label.js';
import type { LabelAction } from './label-enums.js';
import { normalizeText, padPostcode, type RuleMessage } from '../validation/form-rules.js';
import { readNumberInput } from '../validation/number-input.js';

/**
 * The last label fields of spec §3 (issue 30 §5). What each one means here (the spec gives only the names; the
 * README's spec section repeats these decisions):
 * - `with_temp_address` + `temp_address`: the sender is away from their usual address; a parcel coming back is
 *   returned to this temporary one.
 * - `delivery_type`: the kind of place the receiver's address is, home or office (an office takes parcels in
 *   working hours only).
 * - `rating_type`: which weight the typed `weight` is — the scale's (actual) or the size-based (volumetric) weight of
 *   a light, bulky parcel; the fee is priced from `weight` either way.
 * - `flat`: the item is a flat (a large envelope, magazine or document folder: not to be folded or bent).
 * - `compensation_fee`: what the company pays the sender if the parcel is lost or damaged, agreed at booking (whole
 *   kyat; not a charge on the label).
 * - `finish_item`: consumable goods that spoil (food, flowers): delivered first, never held for pickup.
 * - `transaction_label`: the label carries a money transaction's papers (an EMO money order's or a COD remittance's),
 *   not goods.
 * - `with_smart_invoice`: the waybill is a preprinted smart invoice (spec §3 preprint type `smart_invoice`).
 * - `cod_code`: the merchant's own number for the cash collected (their order or invoice number), printed on the COD
 *   report.
 * - `item_name`: what the goods are, in one line (the products list stays `include_products`).
 * - `source_alpha_3_code` / `destination_alpha_3_code`: ISO 3166-1 alpha-3 country of each end; MMR when domestic.
 */
export const deliveryTypes = ['home', 'office'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const ratingTypes = ['actual_weight', 'volumetric_weight'] as const;
export type RatingType = (typeof ratingTypes)[number];

/** How a discount was given (spec §3 "fixed-amount discount flag"): kyat off, or a percent of the shipping fee. */
export const discountKinds = ['amount', 'percent'] as const;
export type DiscountKind = (typeof discountKinds)[number];

const optionalText = (max: number, { multiline = false } = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (normalizeText(value) ?? undefined) : value),
    (multiline ? multiLineText({ max }) : singleLineText({ max })).optional(),
  );

/** Whole kyat as typed (Myanmar digits, thousands commas); blank is absent. */
const typedKyat = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const reading = readNumberInput(value, 'amount');
  if (reading.errorKey === undefined) return reading.value;
  ctx.addIssue({ code: 'custom', message: reading.errorKey, input: value });
  return z.NEVER;
}, kyatAmount.optional());

/** The fields POST /api/label takes beyond the first ones (spread into the draft's object). */
export const labelExtraDraftShape = {
  with_temp_address: z.boolean().default(false),
  temp_address: optionalText(500, { multiline: true }),
  delivery_type: z.enum(deliveryTypes).default('home'),
  rating_type: z.enum(ratingTypes).default('actual_weight'),
  flat: z.boolean().default(false),
  compensation_fee: typedKyat,
  finish_item: z.boolean().default(false),
  transaction_label: z.boolean().default(false),
  with_smart_invoice: z.boolean().default(false),
  cod_code: optionalText(40),
  item_name: optionalText(120),
  source_alpha_3_code: countryAlpha3.default(domesticCountryCode),
  destination_alpha_3_code: countryAlpha3.default(domesticCountryCode),
};

/** The same fields as GET /api/label/{id} returns them, with what the label's history has set. */
export const labelExtraDetailShape = {
  with_temp_address: z.boolean(),
  temp_address: z.string().nullable(),
  delivery_type: z.enum(deliveryTypes),
  rating_type: z.enum(ratingTypes),
  flat: z.boolean(),
  compensation_fee: z.number().int(),
  finish_item: z.boolean(),
  transaction_label: z.boolean(),
  with_smart_invoice: z.boolean(),
  cod_code: z.string().nullable(),
  item_name: z.string().nullable(),
  source_alpha_3_code: z.string(),
  destination_alpha_3_code: z.string(),
  /** The discount as given: its kind, the percent when a percent, and the kyat it took off the shipping fee. */
  discount_kind: z.enum(discountKinds).nullable(),
  discount_percent: z.number().int().nullable(),
  discount_amount: z.number().int(),
  /** When the label's charges were paid (labelPaidAtOnBooking, paysOnDelivery); null while unpaid or on credit. */
  paid_at: z.string().nullable(),
  /** Why it went back: the note typed with the step that sent it back (returnReasonActions). */
  return_reason: z.string().nullable(),
};

/** The temporary address is required when the sender has one (the flag), with the empty-field message. */
export function tempAddressErrors(draft: {
  with_temp_address?: boolean;
  temp_address?: string | undefined;
}): Record<string, RuleMessage[]> {
  return draft.with_temp_address && !draft.temp_address
    ? { temp_address: [{ key: 'validation.emptyErrorMessage' }] }
    : {};
}

/** The discount's kind and percent as the label row keeps them (the amount is the fee line's). */
export function discountColumnsOf(discount: { kind: DiscountKind; value: number } | undefined): {
  discountKind: DiscountKind | null;
  discountPercent: number | null;
} {
  if (!discount || discount.value === 0) return { discountKind: null, discountPercent: null };
  return { discountKind: discount.kind, discountPercent: discount.kind === 'percent' ? discount.value : null };
}

/** The kyat a label's discount took off: its discount fee line, as a positive amount (0 without one). */
export function discountAmountOf(lines: readonly FeeLine[]): number {
  const line = lines.find((candidate) => candidate.code === 'discount');
  return line ? Math.abs(line.amount) : 0;
}

/**
 * Purchase types whose charges the receiver pays on delivery: their paid date is the delivery's (and is cleared
 * again if the delivery is undone). A sender pays at the counter when booking; credit is billed to the merchant later.
 */
export const paidOnDeliveryPurchaseTypes = ['receiver_pay', 'from_cod'] as const;

/** Whether the receiver pays the label's charges on delivery (its paid date is the delivery's). */
export function paysOnDelivery(purchaseType: string): boolean {
  return (paidOnDeliveryPurchaseTypes as readonly string[]).includes(purchaseType);
}

/** The paid date a new label gets: the booking's when the sender pays at the counter. */
export function labelPaidAtOnBooking(purchaseType: string, now: Date): Date | null {
  return purchaseType === 'sender_pay' ? now : null;
}

/** A postcode as typed (spec §5): Myanmar digits read, left-padded with zeros to 5 digits; 5 digits or refused. */
export const fiveDigitPostcode = z.preprocess(
  (value) => (typeof value === 'string' || typeof value === 'number' ? (padPostcode(value) ?? undefined) : value),
  z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
);

const placeId = singleLineText({ min: 1, max: 40 });

/**
 * The places of a fee quote (spec §3 "Calculator inputs"): each end by its township, or by its postcode instead
 * (the township is looked up from it; the township wins when both are given).
 */
export const quotePlaceShape = {
  source_township: placeId.optional(),
  destination_township: placeId.optional(),
  source_postcode: fiveDigitPostcode,
  destination_postcode: fiveDigitPostcode,
};

/** Each end of a quote needs its township or its postcode. */
export function quotePlaceErrors(quote: {
  source_township?: string | undefined;
  destination_township?: string | undefined;
  source_postcode?: string | undefined;
  destination_postcode?: string | undefined;
}): Record<string, RuleMessage[]> {
  const errors: Record<string, RuleMessage[]> = {};
  if (!quote.source_township && !quote.source_postcode) errors.source_township = [{ key: 'label.placeRequired' }];
  if (!quote.destination_township && !quote.destination_postcode) {
    errors.destination_township = [{ key: 'label.placeRequired' }];
  }
  return errors;
}

/**
 * The actions that send a label back (a return, a rejection, its confirmation, a direct label sent back to the
 * sender's address): the note typed with one is kept as its return reason.
 */
export const returnReasonActions = [
  'return',
  'reject',
  'return_confirm',
  'sendback_to_origin_address',
] as const satisfies readonly LabelAction[];

/** The return reason a step records: its note, when the step sends the label back and a note was typed. */
export function returnReasonOf(action: LabelAction, note: string | null | undefined): string | undefined {
  return note && (returnReasonActions as readonly LabelAction[]).includes(action) ? note : undefined;
}
