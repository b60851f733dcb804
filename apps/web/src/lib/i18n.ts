import { domainMessages, isLocale, type Locale } from '@waypost/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '@/i18n/en.json';
import mm from '@/i18n/mm.json';
import zh from '@/i18n/zh.json';
import { htmlLangOf, readStoredLocale, storeLocale } from './locale';

/** UI texts live in the `translation` namespace; texts shared with the server come from the domain as `domain`. */
export const i18nResources = {
  en: { translation: en, domain: domainMessages.en },
  mm: { translation: mm, domain: domainMessages.mm },
  zh: { translation: zh, domain: domainMessages.zh },
} as const;

/** Dates in pickers follow Ant Design's locale (components/date-picker); the document follows the language here. */
function applyLocaleToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[locale];
}

const initialLocale = readStoredLocale();
void i18next.use(initReactI18next).init({
  resources: i18nResources,
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
  storeLocale(locale);
  applyLocaleToDocument(locale);
  await i18next.changeLanguage(locale);
}

/** The current locale as React state: components re-render when the language changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : readStoredLocale();
}
