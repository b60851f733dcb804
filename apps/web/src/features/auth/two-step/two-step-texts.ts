import type { Locale } from '@waypost/domain';
import { loadFeatureTexts, useFeatureTexts, type FeatureTextLoaders } from '@/lib/i18n';

/** 2-step verification's texts: the `twoStep` namespace, one chunk per language, loaded with its screen. */
const loaders: FeatureTextLoaders = {
  en: () => import('./i18n/en.json'),
  mm: () => import('./i18n/mm.json'),
  zh: () => import('./i18n/zh.json'),
};

export function loadTwoStepTexts(locale?: Locale): Promise<void> {
  return loadFeatureTexts('twoStep', loaders, locale);
}

/** For the profile's card (another screen): suspends until the texts are there. */
export function useTwoStepTexts(): void {
  useFeatureTexts('twoStep', loaders);
}
