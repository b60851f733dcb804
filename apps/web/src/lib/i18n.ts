import { domainMessages, isLocale, type Locale } from '@waypost/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { htmlLangOf, readStoredLocale, storeLocale } from './locale';

/**
 * UI texts live in the `translation` namespace, one chunk per language loaded when that language is first shown (a
 * cold login page fetches only its own language's texts); texts shared with the server come from the domain as
 * `domain`, bundled.
 */
const uiTexts: Record<Locale, () => Promise<object>> = {
  en: () => import('@/i18n/en.json').then((module) => module.default),
  mm: () => import('@/i18n/mm.json').then((module) => module.default),
  zh: () => import('@/i18n/zh.json').then((module) => module.default),
};

/** Loads a language's UI texts once (before it is shown: the app's start, a language switch). */
export async function loadUiTexts(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  i18next.addResourceBundle(locale, 'translation', await uiTexts[locale]());
}

/** Dates in pickers follow Ant Design's locale (components/date-picker); the document follows the language here. */
function applyLocaleToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[locale];
}

const initialLocale = readStoredLocale();
void i18next.use(initReactI18next).init({
  resources: {
    en: { domain: domainMessages.en },
    mm: { domain: domainMessages.mm },
    zh: { domain: domainMessages.zh },
  },
  partialBundledLanguages: true,
  lng: initialLocale,
  fallbackLng: 'en',
  supportedLngs: ['mm', 'en', 'zh'],
  ns: ['translation', 'domain'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLocaleToDocument(initialLocale);

export const i18n = i18next;

/** The language the UI shows now. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : readStoredLocale();
}

/** Switches the UI language, remembers it under localStorage `locale`, and moves <html lang> along. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadUiTexts(locale);
  storeLocale(locale);
  applyLocaleToDocument(locale);
  await i18next.changeLanguage(locale);
}

/** The current locale as React state: components re-render when the language changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : readStoredLocale();
}
