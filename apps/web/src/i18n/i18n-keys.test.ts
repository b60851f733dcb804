import { describe, expect, it } from 'vitest';
import notificationsEn from '@/features/notifications/i18n/en.json';
import notificationsMm from '@/features/notifications/i18n/mm.json';
import notificationsZh from '@/features/notifications/i18n/zh.json';
import en from './en.json';
import mm from './mm.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childKey, childValue] of flatten(value, path)) entries.set(childKey, childValue);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * Every namespace of UI texts: `translation` (loaded before the first screen) and the features' own, loaded with their
 * screens (lib/i18n.ts loadFeatureTexts). Each language has exactly the English source's keys and placeholders.
 */
const namespaces: Record<string, Record<'en' | 'mm' | 'zh', Tree>> = {
  translation: { en, mm, zh },
  notifications: { en: notificationsEn, mm: notificationsMm, zh: notificationsZh },
};

describe.each(Object.entries(namespaces))('UI translations: %s', (_namespace, texts) => {
  const source = flatten(texts.en);
  const translations = { mm: flatten(texts.mm), zh: flatten(texts.zh) };

  it.each(Object.entries(translations))('%s has exactly the keys of en', (_locale, entries) => {
    expect([...entries.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it.each(Object.entries(translations))('%s uses the same placeholders as en', (_locale, entries) => {
    for (const [key, text] of source)
      expect({ key, placeholders: placeholders(entries.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
  });

  it.each(Object.entries({ en: source, ...translations }))('%s has no empty text', (_locale, entries) => {
    expect([...entries].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
