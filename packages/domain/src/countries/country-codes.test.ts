import { describe, expect, it } from 'vitest';
import {
  countryAlpha3,
  countryAlpha3Codes,
  countryName,
  countryOptions,
  domesticCountryCode,
} from './country-codes.js';

describe('country codes', () => {
  it('lists every ISO 3166-1 country once, Myanmar among them', () => {
    expect(countryAlpha3Codes).toHaveLength(249);
    expect(new Set(countryAlpha3Codes).size).toBe(249);
    expect(countryAlpha3Codes).toContain(domesticCountryCode);
  });

  it('reads a typed code in any case and refuses what is no country', () => {
    expect(countryAlpha3.parse(' mmr ')).toBe('MMR');
    expect(countryAlpha3.safeParse('XYZ').success).toBe(false);
    expect(countryAlpha3.safeParse('MM').success).toBe(false);
    expect(countryAlpha3.safeParse(104).success).toBe(false);
  });

  it('names a country in each language, English where no translation exists', () => {
    expect(countryName('MMR', 'en')).toBe('Myanmar');
    expect(countryName('MMR', 'mm')).toBe('မြန်မာနိုင်ငံ');
    expect(countryName('MMR', 'zh')).toBe('缅甸');
    expect(countryName('ABW', 'mm')).toBe('Aruba');
    expect(countryName('XYZ', 'en')).toBeUndefined();
  });

  it('offers the countries sorted by their name in the language', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(249);
    expect(options[0]).toEqual({ code: 'AFG', name: 'Afghanistan' });
    expect(countryOptions('zh').find((option) => option.code === 'THA')?.name).toBe('泰国');
    expect(countryOptions('mm').some((option) => option.name === 'ထိုင်းနိုင်ငံ')).toBe(true);
  });
});
