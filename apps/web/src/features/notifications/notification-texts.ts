import type { Locale } from '@waypost/domain';
import { loadFeatureTexts, useFeatureTexts, type FeatureTextLoaders } from '@/lib/i18n';

/** The notification screens' texts: the `notifications` namespace, one chunk per language, loaded with the screens. */
const loaders: FeatureTextLoaders = {
  en: () => import('./i18n/en.json'),
  mm: () => import('./i18n/mm.json'),
  zh: () => import('./i18n/zh.json'),
};

/** For the routes' lazy loaders: the screen's code and these texts arrive side by side. */
export function loadNotificationTexts(locale?: Locale): Promise<void> {
  return loadFeatureTexts('notifications', loaders, locale);
}

/** For a piece on another feature's screen (the label's messages): suspends until the texts are there. */
export function useNotificationTexts(): void {
  useFeatureTexts('notifications', loaders);
}
