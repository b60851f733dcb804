import { describe, expect, it } from 'vitest';
import { parseDecimalInput, parseNumberInput, readNumberInput } from './number-input.js';

describe('weights: a decimal point or a decimal comma, nothing guessed', () => {
  it.each([
    ['1,5', 1.5],
    ['2,5', 2.5],
    ['1.5', 1.5],
    [' 0,25 ', 0.25],
    [',5', 0.5],
    ['3', 3],
    ['3.', 3],
    ['၁,၅', 1.5],
    ['၁.၅', 1.5],
    [2.5, 2.5],
  ])('%j → %j kg', (typed, kg) => {
    expect(readNumberInput(typed, 'decimal')).toEqual({ value: kg });
    expect(parseDecimalInput(typed)).toBe(kg);
  });

  it.each(['1,234.5', '1.234,5', '1,2,5', '1.2.5', '1,,5', '၁,၂၃၄.၅'])('%j is ambiguous and refused', (typed) => {
    expect(readNumberInput(typed, 'decimal')).toEqual({ errorKey: 'validation.ambiguousNumberErrorMessage' });
    expect(parseDecimalInput(typed)).toBeNull();
  });

  it.each(['', ' ', 'abc', '1e3', '1 5', 'Infinity', ',', Number.NaN, Number.POSITIVE_INFINITY, true, null])(
    '%j is not a number',
    (typed) => {
      expect(readNumberInput(typed, 'decimal')).toEqual({ errorKey: 'validation.numberErrorMessage' });
    },
  );
});

describe('amounts: commas group thousands, only in threes', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['1,234,567', 1234567],
    ['၂၅,၀၀၀', 25000],
    ['-3', -3],
    ['12.5', 12.5],
    ['.5', 0.5],
    [42, 42],
  ])('%j → %j', (typed, amount) => {
    expect(readNumberInput(typed, 'amount')).toEqual({ value: amount });
    expect(parseNumberInput(typed)).toBe(amount);
  });

  it.each(['2,5', '1,50,000', '25,00', ',500', '1,234,5'])(
    '%j is refused: commas not between groups of three',
    (typed) => {
      expect(readNumberInput(typed, 'amount')).toEqual({ errorKey: 'validation.thousandsSeparatorErrorMessage' });
      expect(parseNumberInput(typed)).toBeNull();
    },
  );

  it.each(['', 'abc', '1e3', '25 000'])('%j is not a number', (typed) => {
    expect(readNumberInput(typed, 'amount')).toEqual({ errorKey: 'validation.numberErrorMessage' });
  });
});
