import {
  domesticCountryCode,
  groupThousands,
  labelDraft,
  labelQuoteRequest,
  localizeDigits,
  parseDecimalInput,
  parseNumberInput,
  readNumberInput,
  type AcceptType,
  type DeliveryType,
  type FormRule,
  type ItemType,
  type LabelDraftInput,
  type LabelQuoteRequest,
  type LabelType,
  type Locale,
  type PurchaseType,
  type RatingType,
  type ServiceName,
  type ServiceType,
} from '@waypost/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { translate } from '@/lib/i18n';

/** The two address blocks of the form share their field names after this prefix. */
export type AddressSide = 'source' | 'destination';

/** What the form holds: typed text as typed (Burmese digits allowed), places as ids. */
export interface LabelFormValues {
  type: LabelType;
  accept_type: AcceptType;
  service_type: ServiceType;
  item_type: ItemType;
  purchase_type: PurchaseType;
  weight?: string;
  cod_amount?: string;
  insurance_percent?: string;
  /** Percent of the shipping fee, or kyat off it; empty = no discount. */
  discount_kind: 'percent' | 'amount';
  discount_value?: string;
  services: ServiceName[];
  instant_deliver: boolean;
  gate_submit: boolean;
  flight_service: boolean;
  time_request?: [Dayjs, Dayjs] | null;
  include_products?: string;
  reference_id?: string;
  remark?: string;

  source_name?: string;
  source_phone?: string;
  source_region?: string;
  source_district?: string;
  source_township?: string;
  source_quarter?: string;
  source_postcode?: string;
  source_no?: string;
  source_street?: string;
  source_address?: string;

  destination_name?: string;
  destination_phone?: string;
  destination_region?: string;
  destination_district?: string;
  destination_township?: string;
  destination_quarter?: string;
  destination_postcode?: string;
  destination_no?: string;
  destination_street?: string;
  destination_address?: string;
  contact_phone_list: string[];
  pickup_at_po: boolean;

  deliver_branch_id?: number;
  /** The merchant a COD label is booked for (accept type cod only). */
  merchant_id?: number;

  // The last fields of spec §3 (issue 30 §5): their meanings are the domain's (label-extra-fields.ts).
  item_name?: string;
  cod_code?: string;
  delivery_type: DeliveryType;
  rating_type: RatingType;
  flat: boolean;
  finish_item: boolean;
  transaction_label: boolean;
  with_smart_invoice: boolean;
  compensation_fee?: string;
  source_alpha_3_code: string;
  destination_alpha_3_code: string;
  with_temp_address: boolean;
  temp_address?: string;
  /** A preprinted code scanned from the merchant's sheet (issue 30 §3): the label takes it as its tracking code. */
  preprint_code?: string;
}

export const initialLabelFormValues: Partial<LabelFormValues> = {
  type: 'fcs_express',
  accept_type: 'walkin',
  service_type: 'express',
  item_type: 'parcel',
  purchase_type: 'sender_pay',
  discount_kind: 'percent',
  services: [],
  instant_deliver: false,
  gate_submit: false,
  flight_service: false,
  contact_phone_list: [],
  pickup_at_po: false,
  delivery_type: 'home',
  rating_type: 'actual_weight',
  flat: false,
  finish_item: false,
  transaction_label: false,
  with_smart_invoice: false,
  source_alpha_3_code: domesticCountryCode,
  destination_alpha_3_code: domesticCountryCode,
  with_temp_address: false,
};

/** A kept draft's values as the form holds them (issue 26 §5): the pickup window was stored as text. */
export function labelValuesFromDraft(values: Record<string, unknown>): Record<string, unknown> {
  const { time_request: window, ...rest } = values;
  const isWindow = Array.isArray(window) && window.length === 2 && window.every((end) => typeof end === 'string');
  return isWindow ? { ...rest, time_request: window.map((end) => dayjs(end as string)) } : rest;
}

/** A typed number as the draft sends it; text that is no number goes as typed, for the schema to say why. */
const numberOf = (value: string | undefined, parse = parseNumberInput): number | string | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  return parse(value) ?? value;
};

/** The create body (labelDraft) from the form; the schema itself trims, normalizes and checks it. */
export function toLabelDraft(values: LabelFormValues): LabelDraftInput {
  const isCod = values.accept_type === 'cod';
  const cod = isCod ? numberOf(values.cod_amount) : undefined;
  const discount = numberOf(values.discount_value);
  const [from, to] = values.time_request ?? [];
  return {
    type: values.type,
    accept_type: values.accept_type,
    service_type: values.service_type,
    item_type: values.item_type,
    purchase_type: values.purchase_type,
    // A weight takes a decimal comma: "1,5" is 1.5 kg.
    weight: numberOf(values.weight, parseDecimalInput) ?? '',
    source_name: values.source_name ?? '',
    source_phone: values.source_phone ?? '',
    source_township: values.source_township ?? '',
    source_quarter: values.source_quarter,
    source_postcode: values.source_postcode,
    source_no: values.source_no,
    source_street: values.source_street,
    source_address: values.source_address,
    destination_name: values.destination_name ?? '',
    destination_phone: values.destination_phone ?? '',
    destination_township: values.destination_township ?? '',
    destination_quarter: values.destination_quarter,
    destination_postcode: values.destination_postcode,
    destination_no: values.destination_no,
    destination_street: values.destination_street,
    destination_address: values.destination_address,
    contact_phone_list: values.contact_phone_list ?? [],
    pickup_at_po: values.pickup_at_po ?? false,
    deliver_branch_id: values.deliver_branch_id ?? 0,
    include_products: values.include_products,
    reference_id: values.reference_id,
    remark: values.remark,
    instant_deliver: values.instant_deliver ?? false,
    gate_submit: values.gate_submit ?? false,
    flight_service: values.flight_service ?? false,
    services: values.services ?? [],
    ...(cod === undefined ? {} : { cod_amount: cod }),
    ...(values.preprint_code?.trim() ? { preprint_code: values.preprint_code } : {}),
    // A walk-in label is no merchant's, whatever was chosen while the form said COD.
    ...(isCod && values.merchant_id !== undefined ? { merchant_id: values.merchant_id } : {}),
    ...(numberOf(values.insurance_percent) === undefined
      ? {}
      : { insurance_percent: numberOf(values.insurance_percent) }),
    ...(from && to ? { time_request: { from: from.format('HH:mm'), to: to.format('HH:mm') } } : {}),
    ...(discount === undefined ? {} : { discount: { kind: values.discount_kind ?? 'percent', value: discount } }),
    ...extraFieldsOf(values),
  } as LabelDraftInput;
}

/** The last fields of spec §3 as the draft sends them: the COD code only with COD, the temporary address only flagged. */
function extraFieldsOf(values: LabelFormValues): Partial<LabelDraftInput> {
  const compensation = numberOf(values.compensation_fee);
  return {
    item_name: values.item_name,
    ...(values.accept_type === 'cod' ? { cod_code: values.cod_code } : {}),
    delivery_type: values.delivery_type ?? 'home',
    rating_type: values.rating_type ?? 'actual_weight',
    flat: values.flat ?? false,
    finish_item: values.finish_item ?? false,
    transaction_label: values.transaction_label ?? false,
    with_smart_invoice: values.with_smart_invoice ?? false,
    ...(compensation === undefined ? {} : { compensation_fee: compensation }),
    source_alpha_3_code: values.source_alpha_3_code ?? domesticCountryCode,
    destination_alpha_3_code: values.destination_alpha_3_code ?? domesticCountryCode,
    with_temp_address: values.with_temp_address ?? false,
    ...(values.with_temp_address ? { temp_address: values.temp_address } : {}),
  } as Partial<LabelDraftInput>;
}

/**
 * One end of the fee quote (spec §3 "Calculator inputs"): the chosen township, else the typed postcode (the server looks
 * its township up), else nothing yet.
 */
function quotePlaces(draft: LabelDraftInput, side: AddressSide): Record<string, unknown> {
  const township = draft[`${side}_township`];
  if (township) return { [`${side}_township`]: township, [`${side}_postcode`]: undefined };
  return { [`${side}_township`]: undefined, [`${side}_postcode`]: draft[`${side}_postcode`] };
}

/** The quote request of the form's current values, or null while something the fees depend on is missing. */
export function toQuoteRequest(values: Partial<LabelFormValues> | undefined): LabelQuoteRequest | null {
  if (!values?.type) return null;
  const draft = toLabelDraft({ ...initialLabelFormValues, ...values } as LabelFormValues);
  const parsed = labelQuoteRequest.safeParse({
    ...draft,
    ...quotePlaces(draft, 'source'),
    ...quotePlaces(draft, 'destination'),
  });
  if (!parsed.success) return null;
  const { data } = parsed;
  // Only a COD booking collects an amount; a half-typed one is left out until it is a number.
  return data.weight > 0 ? data : null;
}

/**
 * The discount box's own check: a whole number, at most 100 for a percent. The limits that depend on the fee and
 * the user's approval come from the server (the quote names them before saving).
 */
export function discountRule(kind: LabelFormValues['discount_kind']): FormRule {
  return (value) => {
    if (value === undefined || value === null || String(value).trim() === '') return null;
    const reading = readNumberInput(value, 'amount');
    if (reading.errorKey !== undefined) return { key: reading.errorKey };
    const number = reading.value;
    if (!Number.isInteger(number) || number < 0) return { key: 'validation.wholeNumberErrorMessage' };
    return kind === 'percent' && number > 100 ? { key: 'validation.discountPercentMax', params: { max: 100 } } : null;
  };
}

/**
 * An amount as the clerk reads it once typed: thousands separators, Myanmar digits in mm ("25000" → "၂၅,၀၀၀");
 * anything that is not a whole amount stays as typed, so its message explains it.
 */
export function formatAmountInput(value: string | undefined, locale: Locale): string | undefined {
  const amount = value === undefined ? null : parseNumberInput(value);
  if (amount === null || !Number.isInteger(amount) || amount < 0) return value;
  return localizeDigits(groupThousands(amount), locale);
}

/** The form field that shows an API field error: the discount's (`discount`, `discount.value`) go to its amount box. */
export function formFieldOf(apiField: string): string {
  return apiField === 'discount' || apiField.startsWith('discount.') ? 'discount_value' : apiField;
}

/** Field errors of the whole draft (cross-field rules included), as localized texts; empty when it is valid. */
export function draftErrors(values: LabelFormValues, locale: Locale): Record<string, string[]> {
  const parsed = labelDraft.safeParse(toLabelDraft(values));
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    const params = 'params' in issue ? (issue.params as Record<string, number> | undefined) : undefined;
    const key = /^(validation|label|preprint)\./.test(issue.message) ? issue.message : 'validation.invalidErrorMessage';
    (errors[field] ??= []).push(translate(locale, key, params ?? {}));
  }
  return errors;
}
