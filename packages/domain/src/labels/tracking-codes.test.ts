import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceTypes } from './label-enums.js';
import {
  isValidTrackingCode,
  makeTrackingCode,
  normalizeTrackingCode,
  s10CheckDigit,
  serviceTypeIndicators,
  serviceTypeOfTrackingCode,
} from './tracking-codes.js';

describe('S10 tracking codes', () => {
  it.each([
    ['12345678', 5], // sum 204, 204 mod 11 = 6, 11 − 6 = 5
    ['47312482', 9], // sum 200, mod 11 = 2 → 9
    ['00000001', 4], // sum 7 → 4
    ['00060000', 0], // sum 12, mod 11 = 1, 11 − 1 = 10 → 0
    ['00000000', 5], // sum 0, 11 − 0 = 11 → 5
  ])('check digit of %s is %i', (serial, check) => {
    expect(s10CheckDigit(serial)).toBe(check);
  });

  it('refuses a serial that is not 8 digits', () => {
    expect(() => s10CheckDigit('1234567')).toThrow(RangeError);
    expect(() => makeTrackingCode({ indicator: 'EX', serial: 123456789 })).toThrow(RangeError);
    expect(() => makeTrackingCode({ indicator: 'ex', serial: 1 })).toThrow(RangeError);
  });

  it('makes MM codes', () => {
    expect(makeTrackingCode({ indicator: 'EX', serial: 12345678 })).toBe('EX123456785MM');
    expect(makeTrackingCode({ indicator: 'RR', serial: '1' })).toBe('RR000000014MM');
  });

  it.each([
    ['EX123456785MM', true],
    ['EX123456784MM', false],
    ['EX123456785GB', false],
    ['ex123456785mm', false],
    ['EX12345678MM', false],
    ['', false],
  ])('isValidTrackingCode(%s) → %s', (code, valid) => {
    expect(isValidTrackingCode(code)).toBe(valid);
  });

  it('accepts every code it makes and refuses it with any other check digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(serviceTypeIndicators)),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 9 }),
        (indicator, serial, digit) => {
          const code = makeTrackingCode({ indicator, serial });
          expect(isValidTrackingCode(code)).toBe(true);
          const check = Number(code[10]);
          fc.pre(digit !== check);
          expect(isValidTrackingCode(`${code.slice(0, 10)}${digit}${code.slice(11)}`)).toBe(false);
        },
      ),
    );
  });

  it('maps every service type to its own indicator and back', () => {
    const indicators = serviceTypes.map((type) => serviceTypeIndicators[type]);
    expect(new Set(indicators).size).toBe(serviceTypes.length);
    for (const type of serviceTypes) {
      expect(serviceTypeOfTrackingCode(makeTrackingCode({ indicator: serviceTypeIndicators[type], serial: 7 }))).toBe(
        type,
      );
    }
    expect(serviceTypeOfTrackingCode('ZZ123456785MM')).toBeNull();
  });

  it('normalizes scanned and typed codes', () => {
    expect(normalizeTrackingCode(' ex 1234-5678 5 mm ')).toBe('EX123456785MM');
  });
});
