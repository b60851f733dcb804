import { localizeDigits } from '../format/myanmar-digits.js';
import { groupThousands } from '../format/numbers.js';
import type { Locale } from './locales.js';

/** A placeholder's text: numbers with thousands separators, in Myanmar digits in mm (spec §9); text as given. */
function paramText(value: string | number, locale: Locale): string {
  return typeof value === 'number' ? localizeDigits(groupThousands(value), locale) : value;
}

/**
 * Looks up a dotted key ("error.notFound") in one language's catalog and fills `{{param}}` placeholders; unknown keys
 * come back as-is. The catalog is passed in, so the web can use the one language it has loaded.
 */
export function translateFrom(
  catalog: object | undefined,
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : paramText(value, locale);
  });
}
