import { fromMyanmarDigits } from '../format/myanmar-digits.js';

/** Myanmar digits → ASCII; spaces, dashes, dots and brackets dropped ("၀၉-၄၂၁ ၂၃၄ ၅၆၇" → "09421234567"). */
export function normalizePhone(value: string): string {
  return fromMyanmarDigits(value).replace(/[\s.()-]/g, '');
}

/** Spec §5: the national number is 7–10 digits, the first non-zero; locally it is written after an optional 0. */
const localForm = /^0?([1-9]\d{6,9})$/;
/** With Myanmar's country code 95 (as +95, 0095 or bare 95), the trunk 0 dropped or, as people also write it, kept. */
const internationalForm = /^(?:\+|00)?950?([1-9]\d{6,9})$/;

/**
 * The stored form of a phone: "0" and the national number, whichever way it was typed — local (09421234567,
 * 9421234567) or with the country code (+959421234567, 959421234567, 0095 9 421 234 567); null when it is not a phone.
 * A number that reads as a local number is one: bare "95…" counts as the country code only when the local reading
 * fails (more than 10 digits), so nothing is guessed.
 */
export function canonicalPhone(value: string): string | null {
  const phone = normalizePhone(value);
  const national = localForm.exec(phone)?.[1] ?? internationalForm.exec(phone)?.[1];
  return national ? `0${national}` : null;
}

/**
 * What a phone search looks for at the end of stored phones: a number typed with the country code (+959…, 0095…,
 * 959… beyond 10 digits) becomes its stored form, so it finds 09…; anything else (the last digits, or a local number)
 * is kept as typed, since "1234567" is the tail of 09421234567 and must not become 01234567.
 */
export function phoneSearchTerm(value: string): string {
  const phone = normalizePhone(value);
  if (localForm.test(phone) || /^\d{1,6}$/.test(phone)) return phone;
  return canonicalPhone(phone) ?? phone;
}

/** The phone rule of spec §5, in any of the forms canonicalPhone reads. */
export function isValidPhone(value: string): boolean {
  return canonicalPhone(value) !== null;
}

/** What a request schema keeps: the canonical form of a valid phone, else the cleaned text for the rule to refuse. */
export function toStoredPhone(value: string): string {
  return canonicalPhone(value) ?? normalizePhone(value);
}
