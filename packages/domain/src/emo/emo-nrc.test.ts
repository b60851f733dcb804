import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMyanmarDigits } from '../format/myanmar-digits.js';
import { isValidNrc, normalizeNrc, nrcRule, nrcTypes, type NrcType } from './emo-nrc.js';

describe('NRC numbers', () => {
  it('reads the Latin form and keeps it as written, in capitals', () => {
    expect(normalizeNrc('12/OUKAMA(N)123456')).toBe('12/OUKAMA(N)123456');
    expect(normalizeNrc(' 12 / oukama (n) 123456 ')).toBe('12/OUKAMA(N)123456');
    expect(normalizeNrc('01/MAKANA(E)000001')).toBe('1/MAKANA(E)000001');
  });

  it('reads the Burmese form with Burmese digits, township and type, and stores Latin digits and letter', () => {
    expect(normalizeNrc('၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆')).toBe('12/ဥကမ(N)123456');
    expect(normalizeNrc('၉/မထလ(ဧည့်)၀၀၀၁၂၃')).toBe('9/မထလ(E)000123');
    expect(normalizeNrc('14/ဟသတ(ပြု)654321')).toBe('14/ဟသတ(P)654321');
    expect(normalizeNrc('5/ကလန(သာသနာ)111111')).toBe('5/ကလန(T)111111');
    expect(normalizeNrc('5/ကလန(သ)111111')).toBe('5/ကလန(T)111111');
    expect(normalizeNrc('5/ကလန(ယာယီ)111111')).toBe('5/ကလန(Y)111111');
    expect(normalizeNrc('5/ကလန(ယ)111111')).toBe('5/ကလန(Y)111111');
    expect(normalizeNrc('5/ကလန(စ)111111')).toBe('5/ကလန(S)111111');
  });

  it('refuses what is not an NRC', () => {
    for (const text of [
      '',
      '0/OUKAMA(N)123456',
      '15/OUKAMA(N)123456',
      '12OUKAMA(N)123456',
      '12/OU(N)123456',
      '12/OUKAMA(X)123456',
      '12/OUKAMA(N)12345',
      '12/OUKAMA(N)1234567',
      '12/OUKAMA123456',
      '12/OUK4MA(N)123456',
      '12/ဥ(နိုင်)123456',
    ]) {
      expect(isValidNrc(text), text).toBe(false);
    }
    expect(isValidNrc('12/OUKAMA(N)123456')).toBe(true);
  });

  it('gives forms the NRC message', () => {
    expect(nrcRule('12/OUKAMA(N)123456')).toBeNull();
    expect(nrcRule('12/OUKAMA')).toEqual({ key: 'emo.nrcInvalid' });
    expect(nrcRule(undefined)).toEqual({ key: 'emo.nrcInvalid' });
  });

  const latinNrc = fc.record({
    state: fc.integer({ min: 1, max: 14 }),
    township: fc.stringMatching(/^[A-Z]{3,9}$/),
    type: fc.constantFrom(...(Object.keys(nrcTypes) as NrcType[])),
    digits: fc.stringMatching(/^\d{6}$/),
  });

  it('property: every well-formed NRC reads back to itself, written in Burmese digits or forms alike', () => {
    fc.assert(
      fc.property(latinNrc, fc.boolean(), fc.boolean(), ({ state, township, type, digits }, burmeseDigits, form) => {
        const canonical = `${state}/${township}(${type})${digits}`;
        expect(normalizeNrc(canonical)).toBe(canonical);
        const typeText = form ? nrcTypes[type][0] : type.toLowerCase();
        const written = `${state}/${township.toLowerCase()}(${typeText})${digits}`;
        expect(normalizeNrc(burmeseDigits ? toMyanmarDigits(written) : written)).toBe(canonical);
      }),
    );
  });

  it('property: a state outside 1–14 or a wrong number of digits is never an NRC', () => {
    fc.assert(
      fc.property(
        latinNrc,
        fc.oneof(fc.integer({ min: 15, max: 99 }), fc.constant(0)),
        fc.integer({ min: 1, max: 12 }).filter((length) => length !== 6),
        ({ township, type, digits }, badState, length) => {
          expect(normalizeNrc(`${badState}/${township}(${type})${digits}`)).toBeNull();
          expect(normalizeNrc(`1/${township}(${type})${'7'.repeat(length)}`)).toBeNull();
        },
      ),
    );
  });
});
