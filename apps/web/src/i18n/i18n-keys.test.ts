import { describe, expect, it } from 'vitest';
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

const source = flatten(en);
const translations = { mm: flatten(mm), zh: flatten(zh) };

describe('UI translations', () => {
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
