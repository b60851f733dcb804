import { describe, expect, it } from 'vitest';
import { appErrorCodes, fixedErrorMessages } from '../errors/app-error-codes.js';
import { enumerations, enumMessageKey, serviceTypeMessageKey } from './enum-keys.js';
import { defaultLocale, isLocale, locales, parseLocale } from './locales.js';
import { domainMessages, translate } from './messages.js';

type Tree = { [key: string]: string | Tree };
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('locales (spec §1, §9)', () => {
  it('defaults to Burmese', () => {
    expect(locales).toEqual(['mm', 'en', 'zh']);
    expect(defaultLocale).toBe('mm');
    expect(isLocale('zh')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });

  it.each([
    [undefined, 'mm'],
    ['', 'mm'],
    ['my-MM', 'mm'],
    ['mm', 'mm'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['fr-FR, en-US;q=0.8', 'en'],
    ['fr', 'mm'],
    [';q=1', 'mm'],
  ])('parseLocale(%j) → %s', (header, locale) => {
    expect(parseLocale(header)).toBe(locale);
  });
});

describe('domain messages', () => {
  const english = keysOf(domainMessages.en as unknown as Tree);

  it.each(['mm', 'zh'] as const)('%s has exactly the English keys, none empty', (locale) => {
    const messages = domainMessages[locale] as unknown as Tree;
    expect(keysOf(messages)).toEqual(english);
    for (const key of english) expect(translate(locale, key).trim()).not.toBe('');
  });

  it('writes Burmese in Burmese script', () => {
    const burmese = /[\u1000-\u109f]/;
    for (const namespace of ['labelStatus', 'progressGroup', 'labelAction', 'validation', 'labelConfirm'] as const) {
      for (const text of Object.values(domainMessages.mm[namespace])) expect(text).toMatch(burmese);
    }
  });

  it('has a display name for every value of every enumeration, in every locale', () => {
    for (const [namespace, values] of Object.entries(enumerations)) {
      expect(Object.keys((domainMessages.en as unknown as Tree)[namespace] as Tree)).toEqual(
        expect.arrayContaining([...values]),
      );
      for (const value of values) {
        for (const locale of locales) {
          const key = enumMessageKey(namespace as keyof typeof enumerations, value as never);
          expect(translate(locale, key)).not.toBe(key);
        }
      }
    }
  });

  it('translates with parameters and returns unknown keys unchanged', () => {
    expect(translate('en', 'error.tooManyLoginAttempts', { minutes: 15 })).toContain('15 minutes');
    expect(translate('en', 'error.tooManyLoginAttempts')).toContain('{{minutes}}');
    // Numbers with thousands separators, in Myanmar digits in Burmese (spec §9); text as given.
    expect(translate('en', 'validation.codFeeErrorMessage', { min: 1, max: 10_000_000 })).toBe(
      'The COD amount must be between 1 and 10,000,000 Ks.',
    );
    expect(translate('mm', 'validation.codFeeErrorMessage', { min: 1, max: 10_000_000 })).toBe(
      'ကောက်ခံငွေသည် ၁ ကျပ်မှ ၁၀,၀၀၀,၀၀၀ ကျပ်အတွင်း ဖြစ်ရပါမည်။',
    );
    expect(translate('zh', 'validation.weightErrorMessage', { min: 0.01, max: 100 })).toBe(
      '重量须在 0.01 至 100 公斤之间。',
    );
    expect(translate('mm', 'error.labelStatusStale', { status: 'x 1000' })).toContain('x 1000');
    expect(translate('en', 'nope.missing')).toBe('nope.missing');
    expect(translate('en', 'error')).toBe('error');
    expect(translate('mm', 'labelStatus.delivered')).toBe('ပို့ဆောင်ပြီး');
    expect(translate('en', 'labelConfirm.rollback')).toBe('Are you sure to rollback?');
  });

  it('names parcel service types as spec §3 does', () => {
    expect(serviceTypeMessageKey('register', 'parcel')).toBe('serviceTypeForParcel.register');
    expect(serviceTypeMessageKey('register', 'letter')).toBe('serviceType.register');
    expect(serviceTypeMessageKey('vpl', 'parcel')).toBe('serviceType.vpl');
    expect(translate('en', serviceTypeMessageKey('register', 'parcel'))).toBe('Parcel');
  });

  it('has a message for every error code and keeps the fixed English texts', () => {
    for (const { messageKey } of Object.values(appErrorCodes)) expect(translate('en', messageKey)).not.toBe(messageKey);
    expect(fixedErrorMessages.INTERNAL).toBe('Something Went Wrong!');
  });
});
