/** UI languages (spec §1, §9): Burmese first. `mm` is the product's code for Burmese (BCP 47 `my`). */
export const locales = ['mm', 'en', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'mm';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Reads a locale from an Accept-Language style value ("mm", "my-MM", "zh-CN,zh;q=0.9", "en-US"). */
export function parseLocale(value: string | null | undefined, fallback: Locale = defaultLocale): Locale {
  if (!value) return fallback;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const primary = tag.split('-')[0] ?? '';
    if (primary === 'my' || primary === 'mm') return 'mm';
    if (isLocale(primary)) return primary;
  }
  return fallback;
}
