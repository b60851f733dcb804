import type { Locale } from '../i18n/locales.js';

/** BCP 47 tags for collation: the product says `mm`, ICU knows Burmese as `my`. */
const collationTags: Record<Locale, string> = { mm: 'my', en: 'en', zh: 'zh' };

/**
 * Compares names as a reader of `locale` orders them, numbers by value: "No (2) Quarter" before "No (10) Quarter",
 * and in Burmese "အမှတ် (၂)" before "အမှတ် (၁၀)" (numeric collation reads Myanmar digits too).
 */
export function naturalCompare(locale: Locale): (a: string, b: string) => number {
  return new Intl.Collator(collationTags[locale], { numeric: true }).compare;
}

/** A copy of `items` in natural order of `nameOf` (naturalCompare). */
export function sortNaturally<T>(items: readonly T[], nameOf: (item: T) => string, locale: Locale): T[] {
  const compare = naturalCompare(locale);
  return [...items].sort((a, b) => compare(nameOf(a), nameOf(b)));
}
