import type { Locale } from '@waypost/domain';
import { loadFeatureTexts, type FeatureTextLoaders } from '@/lib/i18n';

/** The merchant portal's texts: the `merchantPortal` namespace, one chunk per language, loaded with its screens. */
const loaders: FeatureTextLoaders = {
  en: () => import('./i18n/en.json'),
  mm: () => import('./i18n/mm.json'),
  zh: () => import('./i18n/zh.json'),
};

export function loadMerchantPortalTexts(locale?: Locale): Promise<void> {
  return loadFeatureTexts('merchantPortal', loaders, locale);
}
