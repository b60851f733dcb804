import { describe, expect, it } from 'vitest';
import { formatKyatInput, kyatInputOf, kyatRule, readKyat } from './amount-input';

describe('kyat typed into a money form', () => {
  it('reads thousands commas and Myanmar digits', () => {
    expect(readKyat('50,000')).toBe(50_000);
    expect(readKyat('၁၂,၅၀၀')).toBe(12_500);
    expect(readKyat(' 7 ')).toBe(7);
  });

  it('refuses what is not a whole, positive amount, with the domain’s message', () => {
    expect(kyatRule('')).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(kyatRule(undefined)).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(kyatRule('5,00')).toEqual({ key: 'validation.thousandsSeparatorErrorMessage' });
    expect(kyatRule('abc')).toEqual({ key: 'validation.numberErrorMessage' });
    expect(kyatRule('1.5')).toEqual({ key: 'validation.wholeNumberErrorMessage' });
    expect(kyatRule('0')).toEqual({ key: 'validation.invalidErrorMessage' });
    expect(readKyat('-3')).toBeNull();
  });

  it('writes an amount back grouped, in the reader’s digits', () => {
    expect(formatKyatInput('50000', 'mm')).toBe('၅၀,၀၀၀');
    expect(formatKyatInput('1234567', 'en')).toBe('1,234,567');
    expect(formatKyatInput('5x', 'en')).toBe('5x');
    expect(formatKyatInput(undefined, 'en')).toBeUndefined();
    expect(kyatInputOf(120_000, 'zh')).toBe('120,000');
  });
});
