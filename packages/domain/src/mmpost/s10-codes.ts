import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import { s10CheckDigit } from '../labels/tracking-codes.js';

/**
 * Myanmar Post's item codes are UPU S10 identifiers (issue 28 §2), like Waypost's own tracking codes
 * (tracking-codes.ts, whose check digit this reuses): two letters (the service), eight digits, the check digit, two
 * letters (the country) — `EE123456785MM`. Any country is accepted: an item may carry another post's code.
 */
const s10Pattern = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/;

/** A code as scanned or typed: upper case, Myanmar digits read as digits, spaces and dashes dropped. */
export function normalizeS10(raw: string): string {
  return fromMyanmarDigits(raw)
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

/** Whether a (normalized) code is a valid S10 identifier, its check digit included. */
export function isValidS10(code: string): boolean {
  const match = s10Pattern.exec(code);
  return match !== null && s10CheckDigit(match[1]!) === Number(match[2]);
}
