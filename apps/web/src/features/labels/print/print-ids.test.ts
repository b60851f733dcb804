import { describe, expect, it } from 'vitest';
import { maxPrintIds } from '@waypost/domain';
import { pagesOf, printIds, printLayout } from './print-ids';

describe('which labels a print run shows', () => {
  it('prints the label in the path', () => {
    expect(printIds('12', null)).toEqual([12]);
  });

  it('prints the ?ids= list instead, in order, once each, ignoring what is not an id', () => {
    expect(printIds('12', '3, 1,3,x,-2,0,7.5,9')).toEqual([3, 1, 9]);
  });

  it('prints nothing for a path that is not an id', () => {
    expect(printIds('abc', null)).toEqual([]);
  });

  it('prints up to 500 labels in one run (an imported file)', () => {
    const ids = Array.from({ length: 600 }, (_, index) => index + 1).join(',');
    expect(printIds(undefined, ids)).toHaveLength(maxPrintIds);
    expect(maxPrintIds).toBe(500);
  });
});

describe('the layout of a print run', () => {
  it('is one label per page unless A4 is asked for', () => {
    expect(printLayout(null)).toBe('label');
    expect(printLayout('x')).toBe('label');
    expect(printLayout('a4')).toBe('a4');
  });

  it('puts four labels on each A4 page, the last one partly filled', () => {
    expect(pagesOf([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(pagesOf([], 4)).toEqual([]);
  });

  it("keeps a two-sheet label's sheets on one A4 page", () => {
    // Label 4 takes two sheets: it would straddle pages 1 and 2, so it starts page 2.
    const sheets = (label: number) => (label === 4 || label === 7 ? 2 : 1);
    expect(pagesOf([1, 2, 3, 4, 5, 6, 7], 4, sheets)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pagesOf([4, 7], 4, sheets)).toEqual([[4, 7]]);
  });
});
