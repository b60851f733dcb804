import type { Locale } from '@waypost/domain';
import { loadFeatureTexts, useFeatureTexts, type FeatureTextLoaders } from '@/lib/i18n';

/** Merchant accounts' texts (invitation page, the merchant's members): the `merchantUsers` namespace. */
const loaders: FeatureTextLoaders = {
  en: () => import('./i18n/en.json'),
  mm: () => import('./i18n/mm.json'),
  zh: () => import('./i18n/zh.json'),
};

export function loadMerchantUserTexts(locale?: Locale): Promise<void> {
  return loadFeatureTexts('merchantUsers', loaders, locale);
}

/** For the members card on the merchant's page: suspends until the texts are there. */
export function useMerchantUserTexts(): void {
  useFeatureTexts('merchantUsers', loaders);
}
