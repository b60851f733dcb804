import { describe, expect, it } from 'vitest';
import { sheetPages } from './preprint-sheet-model';

describe('preprinted sheet pages', () => {
  it('lays codes out 12 to an A4 page, the last page holding the rest', () => {
    const codes = Array.from({ length: 25 }, (_, index) => index);
    expect(sheetPages(codes).map((page) => page.length)).toEqual([12, 12, 1]);
    expect(sheetPages([])).toEqual([]);
  });
});
