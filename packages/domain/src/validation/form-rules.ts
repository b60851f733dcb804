import type { z } from 'zod';
import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import { readNumberInput, type NumberInputKind } from './number-input.js';
import { isValidPhone } from './phone.js';

/**
 * The shared form rules of spec §5. Each rule looks at one value and answers null (valid) or the message of spec
 * §8 to show, as a domain message key with its parameters. The web shows the first failing rule's message
 * (`firstError`); the server answers the same keys in 422 field errors.
 */
export interface RuleMessage {
  key: string;
  params?: Record<string, number>;
}
export type FormRule = (value: unknown) => RuleMessage | null;

/**
 * A form rule that is a request schema's own field check (the form and the server refuse the same input with the
 * same message): the first issue's message key, or null.
 */
export function schemaRule(schema: z.ZodType): FormRule {
  return (value) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? null : { key: result.error.issues[0]?.message ?? fallbackMessageKey };
  };
}

/** Spec §5: the text shown when a field fails without a message of its own. */
export const fallbackMessageKey = 'validation.invalidErrorMessage';

/** Form limits of spec §9. */
export const formLimits = {
  passwordMinLength: 6,
  slugLength: 3,
  fixedLength: 6,
  phoneTagLimit: 2,
  datePickerFirstYear: 1970,
  datePickerLastYear: 2100,
} as const;

const message = (key: string, params?: Record<string, number>): RuleMessage =>
  params ? { key: `validation.${key}`, params } : { key: `validation.${key}` };

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Deliberately simple: something@something.tld without spaces; the mail server is the real check. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

export const required: FormRule = (value) => (isEmpty(value) ? message('emptyErrorMessage') : null);

export const numberRule: FormRule = (value) => {
  if (isEmpty(value)) return message('numberErrorMessage');
  const { errorKey } = readNumberInput(value, 'amount');
  return errorKey ? { key: errorKey } : null;
};

export const fileRule: FormRule = (value) => (isEmpty(value) ? message('emptyFileErrorMessage') : null);

export const emailRule: FormRule = (value) => {
  if (isEmpty(value)) return message('emptyErrorMessage');
  return isValidEmail(text(value)) ? null : message('invalidErrorMessage');
};

/** An email that may be left empty (a staff member's), but is valid when typed. */
export const optionalEmailRule: FormRule = (value) => (isEmpty(value) ? null : emailRule(value));

/** role, select and datepicker: something must be chosen. */
export const selectRule: FormRule = (value) => (isEmpty(value) ? message('noselectErrorMessage') : null);

export const passwordRule: FormRule = (value) => {
  if (isEmpty(value)) return message('emptyErrorMessage');
  return text(value).length < formLimits.passwordMinLength ? message('lengthInsufficentErrorMessage6') : null;
};

export function confirmPasswordRule(password: string): FormRule {
  return (value) => (value === password ? null : message('passwordconfirmInvalidErrorMessage'));
}

export const slugRule: FormRule = (value) => {
  if (isEmpty(value)) return message('emptyErrorMessage');
  return text(value).trim().length === formLimits.slugLength ? null : message('lengthMustBeExactErrorMessage3');
};

export const lengthRule: FormRule = (value) => {
  if (isEmpty(value)) return message('emptyErrorMessage');
  return text(value).trim().length === formLimits.fixedLength
    ? null
    : message('lengthMustBeSpecificLengthErrorMessage6');
};

export function betweenLengthRule(min: number, max: number): FormRule {
  return (value) => {
    const length = text(value).trim().length;
    return length >= min && length <= max ? null : message('betweenLengthErrorMessage', { min, max });
  };
}

/**
 * Non-empty, numeric (read as `kind`, readNumberInput) and min ≤ value ≤ max, with the rule's own out-of-range
 * message (spec §5).
 */
function rangeRule(key: string, min: number, max: number, kind: NumberInputKind): FormRule {
  return (value) => {
    if (isEmpty(value)) return message('emptyErrorMessage');
    const reading = readNumberInput(value, kind);
    if (reading.errorKey !== undefined) return { key: reading.errorKey };
    return reading.value >= min && reading.value <= max ? null : message(key, { min, max });
  };
}

export const codFeeRule = (min: number, max: number): FormRule => rangeRule('codFeeErrorMessage', min, max, 'amount');
/** Weights take a decimal comma ("1,5" kg) and refuse ambiguous separators (readNumberInput `decimal`). */
export const weightRule = (min: number, max: number): FormRule => rangeRule('weightErrorMessage', min, max, 'decimal');

/** An optional whole percent from 0 to `max`; anything else gets the rule's own message, which says so. */
export function percentRule(max: number, key: string): FormRule {
  return (value) => {
    if (isEmpty(value)) return null;
    const reading = readNumberInput(value, 'amount');
    if (reading.errorKey !== undefined) return { key: reading.errorKey };
    const { value: percent } = reading;
    return Number.isInteger(percent) && percent >= 0 && percent <= max ? null : { key, params: { max } };
  };
}

export const phoneRule: FormRule = (value) => {
  if (isEmpty(value)) return message('emptyErrorMessage');
  return isValidPhone(text(value)) ? null : message('phoneErrorMessage');
};

/** Phone tags: each entry a valid phone, at most `max` (2 by default, spec §9). */
export function phoneTagsRule(max: number = formLimits.phoneTagLimit): FormRule {
  return (value) => {
    const tags = Array.isArray(value) ? value : [];
    if (tags.length > max) return message('phoneTagLimitErrorMessage', { max });
    return tags.every((tag) => typeof tag === 'string' && isValidPhone(tag)) ? null : message('phoneErrorMessage');
  };
}

/** Date picker range of spec §5/§9: years 1970–2100. */
export function isYearInPickerRange(year: number): boolean {
  return year >= formLimits.datePickerFirstYear && year <= formLimits.datePickerLastYear;
}

/** The first failing rule's message, or null when all pass. */
export function firstError(value: unknown, rules: readonly FormRule[]): RuleMessage | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

export interface NormalizeTextOptions {
  /** Strip / and \ (spec §5: on by default). */
  stripSlashes?: boolean;
  /** 0 = no limit; longer input is cut, as the input refuses typing beyond it. */
  maxLength?: number;
}

/**
 * Spec §5 "strips slash and backslash by default": what a text field keeps of what is typed (the web's Form.Item
 * `normalize`, so a / never reaches the field). Fields where a slash belongs — passwords, URLs, dates, an NRC
 * (12/OuKaMa(N)123456), an address (No. 12/B) — opt out by not using it. Anything not a string is left alone.
 */
export function withoutSlashes<Value>(value: Value): Value {
  return (typeof value === 'string' ? value.replace(/[/\\]/g, '') : value) as Value;
}

/** The text input of spec §5: trimmed, slashes stripped by default, cut to the max length, empty → null. */
export function normalizeText(value: string | null | undefined, options: NormalizeTextOptions = {}): string | null {
  const { stripSlashes = true, maxLength = 0 } = options;
  let result = (value ?? '').trim();
  if (stripSlashes) result = withoutSlashes(result).trim();
  if (maxLength > 0) result = Array.from(result).slice(0, maxLength).join('').trim();
  return result === '' ? null : result;
}

/** Postcodes are 5 digits: Myanmar digits converted, left-padded with zeros (spec §5); empty → null. */
export function padPostcode(value: string | number | null | undefined): string | null {
  const postcode = fromMyanmarDigits(String(value ?? '')).trim();
  if (postcode === '') return null;
  return /^\d+$/.test(postcode) ? postcode.padStart(5, '0') : postcode;
}
