import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { countryRows } from './country-codes.data.js';

/** ISO 3166-1 alpha-3 codes (spec §3 `source_alpha_3_code`, `destination_alpha_3_code`), in code order. */
export const countryAlpha3Codes = countryRows.map(([code]) => code) as unknown as readonly [
  CountryAlpha3,
  ...CountryAlpha3[],
];
export type CountryAlpha3 = (typeof countryRows)[number][0];

/** A domestic label's country on both ends. */
export const domesticCountryCode: CountryAlpha3 = 'MMR';

/** An alpha-3 code as typed ("mmr", " MMR ") read as the stored upper-case code; anything else is refused. */
export const countryAlpha3 = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(countryAlpha3Codes),
);

const byCode = new Map<string, (typeof countryRows)[number]>(countryRows.map((row) => [row[0], row]));

/** A country's name in a language: English where the source has no Burmese or Chinese name; undefined if unknown. */
export function countryName(code: string, locale: Locale): string | undefined {
  const row = byCode.get(code);
  if (!row) return undefined;
  const [, en, mm, zh] = row;
  return (locale === 'mm' ? mm : locale === 'zh' ? zh : null) ?? en;
}

/** The choices of a country select: every code with its name in the user's language, sorted by that name. */
export function countryOptions(locale: Locale): { code: CountryAlpha3; name: string }[] {
  return countryRows
    .map(([code]) => ({ code, name: countryName(code, locale)! }))
    .sort((a, b) => a.name.localeCompare(b.name, locale === 'mm' ? 'my' : locale));
}
