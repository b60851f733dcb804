import { locales } from '@waypost/domain';
import { beforeAll } from 'vitest';
import { loadUiTexts } from '@/lib/i18n';

// The app loads a language's texts (its own and the domain's) before drawing in it; the web's tests read texts in
// every language, so each file starts with all three loaded — whichever file a shared worker ran before it.
beforeAll(() => Promise.all(locales.map((locale) => loadUiTexts(locale))));
