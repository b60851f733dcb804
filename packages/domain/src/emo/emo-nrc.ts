import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import type { FormRule } from '../validation/form-rules.js';

/**
 * Myanmar National Registration Card numbers (spec §3 `source_nrc`, `destination_nrc`; issue 28 §3):
 * `12/OUKAMA(N)123456` or `၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆` — the state/region code 1–14, a slash, the township code (Latin
 * letters or Burmese letters), the citizenship type in brackets, six digits. Spaces are ignored, Burmese digits and
 * lower-case Latin letters accepted; `normalizeNrc` gives the one form stored and compared.
 */

/** Citizenship types: the Latin letter and its Burmese forms (the long and the short form each). */
export const nrcTypes = {
  N: ['နိုင်'],
  E: ['ဧည့်'],
  P: ['ပြု'],
  T: ['သာသနာ', 'သ'],
  Y: ['ယာယီ', 'ယ'],
  S: ['စ'],
} as const;
export type NrcType = keyof typeof nrcTypes;

// Burmese township codes are written in consonants and independent vowels (ဥကမ, ဗဟန), two to six of them;
// Latin ones in letters (OUKAMA, BAHANA), three to nine.
const latinTownship = '[A-Za-z]{3,9}';
const burmeseTownship = '[\\u1000-\\u102A]{2,6}';
const burmeseTypes = Object.values(nrcTypes)
  .flat()
  .sort((a, b) => b.length - a.length)
  .join('|');
const nrcPattern = new RegExp(
  `^(1[0-4]|0?[1-9])/(${latinTownship}|${burmeseTownship})\\((N|E|P|T|Y|S|${burmeseTypes})\\)(\\d{6})$`,
  'i',
);

/** The Latin letter of a citizenship type written either way. */
function typeLetter(written: string): NrcType {
  const upper = written.toUpperCase();
  if (upper in nrcTypes) return upper as NrcType;
  return (Object.keys(nrcTypes) as NrcType[]).find((letter) =>
    (nrcTypes[letter] as readonly string[]).includes(written),
  )!;
}

/**
 * The NRC in its stored form — Latin digits, no spaces, the state code without a leading zero, a Latin township code
 * in capitals (a Burmese one as written), the type as its Latin letter: `12/OUKAMA(N)123456`, `12/ဥကမ(N)123456` —
 * or null when the text is not an NRC number.
 */
export function normalizeNrc(text: string): string | null {
  const compact = fromMyanmarDigits(text).replace(/\s+/g, '');
  const match = nrcPattern.exec(compact);
  if (!match) return null;
  const [, state, township, type, digits] = match;
  const townshipCode = /^[A-Za-z]+$/.test(township!) ? township!.toUpperCase() : township!;
  return `${Number(state)}/${townshipCode}(${typeLetter(type!)})${digits}`;
}

/** True when the text is an NRC number `normalizeNrc` reads. */
export function isValidNrc(text: string): boolean {
  return normalizeNrc(text) !== null;
}

/** The forms' rule for an NRC field (web): the domain's message when it is not one. */
export const nrcRule: FormRule = (value) =>
  typeof value === 'string' && isValidNrc(value) ? null : { key: 'emo.nrcInvalid' };
