import { isLocale, translateFrom, type Locale } from '@waypost/domain';
import i18next from 'i18next';
import { use } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { htmlLangOf, readStoredLocale, storeLocale } from './locale';

/**
 * UI texts live in the `translation` namespace, one chunk per language loaded when that language is first shown (a
 * cold login page fetches only its own language's texts); texts shared with the server come from the domain as
 * `domain`, one chunk per language too (apps/web/domain-messages.ts), loaded alongside.
 */
const uiTexts: Record<Locale, () => Promise<object>> = {
  en: () => import('@/i18n/en.json').then((module) => module.default),
  mm: () => import('@/i18n/mm.json').then((module) => module.default),
  zh: () => import('@/i18n/zh.json').then((module) => module.default),
};
const domainTexts: Record<Locale, () => Promise<object>> = {
  en: () => import('virtual:domain-messages/en').then((module) => module.default),
  mm: () => import('virtual:domain-messages/mm').then((module) => module.default),
  zh: () => import('virtual:domain-messages/zh').then((module) => module.default),
};

/** Loads a language's UI and domain texts once (before it is shown: the app's start, a language switch). */
export async function loadUiTexts(locale: Locale): Promise<void> {
  await Promise.all([
    i18next.hasResourceBundle(locale, 'translation')
      ? undefined
      : uiTexts[locale]().then((texts) => i18next.addResourceBundle(locale, 'translation', texts)),
    i18next.hasResourceBundle(locale, 'domain')
      ? undefined
      : domainTexts[locale]().then((texts) => i18next.addResourceBundle(locale, 'domain', texts)),
  ]);
}

/**
 * A feature's own texts: a namespace of their own, one chunk per language, loaded when the feature's screens load
 * (not before the first screen: every text in `translation` is on a cold login's bill). Register the loaders once by
 * calling loadFeatureTexts (a route's lazy loader awaits it, so nothing shows untranslated); a language switch then
 * loads every registered namespace's texts in the new language before it is shown.
 */
export type FeatureTextLoaders = Record<Locale, () => Promise<{ default: object }>>;

const featureLoaders = new Map<string, FeatureTextLoaders>();
const featureLoads = new Map<string, Promise<void>>();
const loaded = Promise.resolve();

function loadNamespace(namespace: string, locale: Locale): Promise<void> {
  const loaders = featureLoaders.get(namespace);
  if (!loaders || i18next.hasResourceBundle(locale, namespace)) return loaded;
  const key = `${locale}:${namespace}`;
  let load = featureLoads.get(key);
  if (!load) {
    load = loaders[locale]().then((module) => {
      i18next.addResourceBundle(locale, namespace, module.default);
    });
    // A failed chunk (offline) is tried again on the next call.
    load.catch(() => featureLoads.delete(key));
    featureLoads.set(key, load);
  }
  return load;
}

/** Loads a feature's texts in `locale` (the UI's language by default), once; later language switches load them too. */
export function loadFeatureTexts(
  namespace: string,
  loaders: FeatureTextLoaders,
  locale: Locale = currentLocale(),
): Promise<void> {
  if (!featureLoaders.has(namespace)) featureLoaders.set(namespace, loaders);
  return loadNamespace(namespace, locale);
}

/**
 * For a feature's piece shown on another feature's screen (whose route did not load its texts): suspends until they
 * are there, in the UI's language. Wrap the piece in its own <Suspense>.
 */
export function useFeatureTexts(namespace: string, loaders: FeatureTextLoaders): void {
  const locale = useLocale();
  if (!i18next.hasResourceBundle(locale, namespace)) use(loadFeatureTexts(namespace, loaders, locale));
}

/** Dates in pickers follow Ant Design's locale (components/date-picker); the document follows the language here. */
function applyLocaleToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[locale];
}

const initialLocale = readStoredLocale();
void i18next.use(initReactI18next).init({
  resources: {},
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

/**
 * A domain text (a message key the server and the domain share) in `locale`, from the language's loaded catalog —
 * the domain's own `translate` would bundle all three languages into the page.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return translateFrom(i18next.getResourceBundle(locale, 'domain') as object | undefined, locale, key, params);
}

/** The language the UI shows now. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : readStoredLocale();
}

/** Switches the UI language, remembers it under localStorage `locale`, and moves <html lang> along. */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([loadUiTexts(locale), ...[...featureLoaders.keys()].map((name) => loadNamespace(name, locale))]);
  storeLocale(locale);
  applyLocaleToDocument(locale);
  await i18next.changeLanguage(locale);
}

/** The current locale as React state: components re-render when the language changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : readStoredLocale();
}
