import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codFee, codFeePercent } from './cod-fee.js';

describe('codFee (spec §9)', () => {
  it.each([
    [0, 1, 0],
    [-5000, 1, 0],
    [Number.NaN, 1, 0],
    [10_000, 1, 200],
    [25, 1, 1], // 0.5 rounds up
    [299_999, 1, 6000],
    [300_000, 1, 3000],
    [1_000_000, 1, 10_000],
    [10_000, 2, 100],
    [299_999, 2, 3000],
    [150, 2, 2], // 1.5 → 2
  ] as const)('codFee(%d, v%d) = %d', (amount, version, fee) => {
    expect(codFee(amount, version)).toBe(fee);
  });

  it('uses 2 % below 300 000 in v1, 1 % otherwise', () => {
    expect(codFeePercent(299_999, 1)).toBe(2);
    expect(codFeePercent(300_000, 1)).toBe(1);
    expect(codFeePercent(1, 2)).toBe(1);
  });

  it('is a whole number, never negative and never more than 2 % (+1 for rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
        fc.constantFrom(1 as const, 2 as const),
        (amount, version) => {
          const fee = codFee(amount, version);
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(Math.max(0, amount) * 0.02 + 1);
        },
      ),
    );
  });
});
