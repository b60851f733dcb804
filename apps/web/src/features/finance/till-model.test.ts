import { describe, expect, it } from 'vitest';
import { emptyTillCounts, noteCountOf, tillCountSummary } from './till-model';

describe('the till count form', () => {
  it('shows each denomination’s value, the total and the difference from the expected cash', () => {
    const summary = tillCountSummary({ ...emptyTillCounts(), '10000': 2, '500': 1, '50': 3 }, 21_000);
    expect(summary.lines.find((line) => line.note === '10000')).toEqual({ note: '10000', count: 2, value: 20_000 });
    expect(summary.total).toBe(20_650);
    expect(summary.difference).toBe(-350);
    expect(tillCountSummary(emptyTillCounts(), 0)).toMatchObject({ total: 0, difference: 0 });
  });

  it('reads typed counts as whole non-negative numbers', () => {
    expect(noteCountOf(3)).toBe(3);
    expect(noteCountOf('4')).toBe(4);
    expect(noteCountOf(null)).toBe(0);
    expect(noteCountOf(undefined)).toBe(0);
    expect(noteCountOf(-2)).toBe(0);
    expect(noteCountOf(1.5)).toBe(0);
  });
});
