import { describe, expect, it } from 'vitest';
import { handoverDifferenceOf, handoverRequestOf, readCountedKyat } from './handover-model';

describe('readCountedKyat', () => {
  it('reads Myanmar digits and thousands commas, and allows a count of nothing', () => {
    expect(readCountedKyat('၁၅,၀၀၀')).toBe(15_000);
    expect(readCountedKyat('20000')).toBe(20_000);
    expect(readCountedKyat('0')).toBe(0);
  });

  it('refuses what is not whole kyat', () => {
    expect(readCountedKyat('')).toBeNull();
    expect(readCountedKyat('12.5')).toBeNull();
    expect(readCountedKyat('abc')).toBeNull();
    expect(readCountedKyat(undefined)).toBeNull();
  });
});

describe('handoverDifferenceOf', () => {
  it('names a short and an over count with the amount', () => {
    expect(handoverDifferenceOf(15_000, 15_000)).toEqual({ kind: 'exact' });
    expect(handoverDifferenceOf(14_000, 15_000)).toEqual({ kind: 'short', amount: 1_000 });
    expect(handoverDifferenceOf(15_500, 15_000)).toEqual({ kind: 'over', amount: 500 });
  });
});

describe('handoverRequestOf', () => {
  const cash = { courier: { id: 7 }, expected_amount: 15_000 };

  it('sends the count with the amount the courier was shown', () => {
    expect(handoverRequestOf(cash, '၁၄,၀၀၀')).toEqual({
      courier_id: 7,
      counted_amount: 14_000,
      expected_amount: 15_000,
    });
  });

  it('makes nothing without a count or without cash to hand over', () => {
    expect(handoverRequestOf(cash, '')).toBeNull();
    expect(handoverRequestOf({ courier: { id: 7 }, expected_amount: 0 }, '0')).toBeNull();
  });
});
