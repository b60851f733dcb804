import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { normalizePhone } from '../validation/phone.js';

/**
 * Myanmar mobile numbers for messages (issue 29 §3): one normalisation before anything is sent, and the operator for
 * the cost report. Whether a number can be a Myanmar mobile is libphonenumber's (its `mobile` metadata: lengths and
 * ranges per prefix, kept up to date by Google's libphonenumber); which operator holds a prefix is our table below.
 */

/**
 * The mobile operators, by their current brand. Telenor Myanmar was sold to M1 / Shwe Byain Phyu in 2022 and renamed
 * ATOM; Ooredoo Myanmar was sold to Nine Communications in 2022 and still trades as Ooredoo (no rename found). MecTel
 * is the Myanmar Economic Corporation's CDMA network. i18n: names are brands, shown as `myanmarOperatorNames`.
 */
export const myanmarOperators = ['MPT', 'ATOM', 'Ooredoo', 'Mytel', 'MecTel'] as const;
export type MyanmarOperator = (typeof myanmarOperators)[number];

/** How the cost report and the outbox show an operator (a former brand in brackets, as receivers still call it). */
export const myanmarOperatorNames: Record<MyanmarOperator, string> = {
  MPT: 'MPT',
  ATOM: 'ATOM (Telenor)',
  Ooredoo: 'Ooredoo',
  Mytel: 'Mytel',
  MecTel: 'MecTel',
};

export interface MyanmarOperatorPrefix {
  /** The start of the national number (after the trunk 0: 09 77… is `977…`). */
  prefix: string;
  /** The national number's length the range has: 8-digit 09 5… numbers are MPT's, 10-digit 09 6… ones Mytel's. */
  digits: number;
  operator: MyanmarOperator;
}

/**
 * Which operator holds a range. Source: Myanmar's national numbering plan filed with the ITU
 * (https://www.itu.int/oth/T0202000092/en: the series each licence holds, e.g. 975–979 Telenor, 966–969 MyTel,
 * 995–998 Ooredoo, 930–936 and 934x MEC, 925/926/94x/988/989 MPT), read against the ranges libphonenumber's metadata accepts as
 * mobile. The old 8- and 9-digit numbers are MPT's GSM/CDMA ranges. A valid number in no range here (0994…, 9-digit 0961…)
 * has no known operator: it is still sent, and the report shows it as unknown.
 */
export const myanmarOperatorPrefixes: readonly MyanmarOperatorPrefix[] = [
  // MPT: the old 8-digit GSM / CDMA ranges (09 2x…, 09 5x…, 09 6x…, 09 8x…, 09 90…, 09 98…, 09 99…).
  ...['92', '95', '96', '98', '99'].map((prefix) => ({ prefix, digits: 8, operator: 'MPT' as const })),
  // MPT: the 9-digit ranges, and its 10-digit WCDMA ones.
  ...['941', '943', '947', '949', '973', '991'].map((prefix) => ({ prefix, digits: 9, operator: 'MPT' as const })),
  ...['925', '926', '940', '942', '944', '945', '988', '989'].map((prefix) => ({
    prefix,
    digits: 10,
    operator: 'MPT' as const,
  })),
  // MecTel (CDMA): 09 30–33 and 36 (9 digits), 09 34… (10 digits).
  ...['930', '931', '932', '933', '936'].map((prefix) => ({ prefix, digits: 9, operator: 'MecTel' as const })),
  { prefix: '934', digits: 10, operator: 'MecTel' },
  // ATOM (Telenor): 09 75–79.
  ...['975', '976', '977', '978', '979'].map((prefix) => ({ prefix, digits: 10, operator: 'ATOM' as const })),
  // Mytel: 09 6x, 10 digits.
  { prefix: '96', digits: 10, operator: 'Mytel' },
  // Ooredoo: 09 95–98, 10 digits.
  ...['995', '996', '997', '998'].map((prefix) => ({ prefix, digits: 10, operator: 'Ooredoo' as const })),
];

/** The operator holding a national number (without the trunk 0), by its longest matching range; null if none. */
export function myanmarOperatorOf(nationalNumber: string): MyanmarOperator | null {
  let best: MyanmarOperatorPrefix | null = null;
  for (const range of myanmarOperatorPrefixes) {
    if (range.digits !== nationalNumber.length || !nationalNumber.startsWith(range.prefix)) continue;
    if (!best || range.prefix.length > best.prefix.length) best = range;
  }
  return best?.operator ?? null;
}

export interface MyanmarPhone {
  /** +959…: what providers are given. */
  e164: string;
  /** 09…: the stored form of phones elsewhere in Waypost (validation/phone.ts), to match a label's phone. */
  national: string;
  operator: MyanmarOperator | null;
}

/** Local: 09…, or 9… without the trunk 0. */
const localForm = /^0?(9\d{6,10})$/;
/** With the country code: +95, 0095 or bare 95, and the trunk 0 kept as people also write it (+95 09…). */
const internationalForm = /^(?:\+|00)?950?(9\d{6,10})$/;

/**
 * A Myanmar mobile number in its sendable forms, or null when the text cannot be one: a landline (01…), too short or
 * long, letters, another country. Burmese digits, spaces, dashes, dots and brackets are read as in the rest of
 * Waypost. A number that reads as a local one is one; bare `95…` counts as the country code only when it does not.
 */
export function normalizeMyanmarPhone(raw: string): MyanmarPhone | null {
  const cleaned = normalizePhone(raw.trim());
  const candidates = [localForm.exec(cleaned)?.[1], internationalForm.exec(cleaned)?.[1]];
  for (const nationalNumber of candidates) {
    if (nationalNumber === undefined) continue;
    const parsed = parsePhoneNumberFromString(`0${nationalNumber}`, 'MM');
    if (!parsed?.isValid() || parsed.getType() !== 'MOBILE') continue;
    return { e164: parsed.number, national: `0${nationalNumber}`, operator: myanmarOperatorOf(nationalNumber) };
  }
  return null;
}
