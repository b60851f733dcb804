import { defaultLocale, isLocale, type Locale } from '@waypost/domain';

/** The UI language is kept under this localStorage key (spec §9: default mm). */
export const localeStorageKey = 'locale';

/** BCP 47 tags for <html lang>: the product says `mm`, browsers and fonts know Burmese as `my`. */
export const htmlLangOf: Record<Locale, string> = { mm: 'my', en: 'en', zh: 'zh-CN' };

export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  try {
    const stored = storage?.getItem(localeStorageKey);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export function storeLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  try {
    storage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
