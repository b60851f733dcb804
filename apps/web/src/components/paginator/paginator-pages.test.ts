import { describe, expect, it } from 'vitest';
import { goToPageTarget, paginatorItems, type PaginatorItem } from './paginator-pages';

/** Items as a short string: pages as numbers, gaps as "…". */
const show = (items: PaginatorItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…')).join(' ');

describe('paginator pages (range 2)', () => {
  it.each([
    [1, 1, '1'],
    [1, 5, '1 2 3 4 5'],
    [1, 20, '1 2 3 … 20'],
    [5, 20, '1 2 3 4 5 6 7 … 20'],
    [6, 20, '1 … 4 5 6 7 8 … 20'],
    [10, 20, '1 … 8 9 10 11 12 … 20'],
    [16, 20, '1 … 14 15 16 17 18 19 20'],
    [20, 20, '1 … 18 19 20'],
  ])('page %d of %d → %s', (current, last, expected) => {
    expect(show(paginatorItems(current, last, 2))).toBe(expected);
  });

  it('clamps a current page outside 1..last', () => {
    expect(show(paginatorItems(0, 3, 2))).toBe('1 2 3');
    expect(show(paginatorItems(99, 10, 2))).toBe('1 … 8 9 10');
  });

  it('always shows each page once, in order, with first and last', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const pages = paginatorItems(current, last, 2).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});

describe('go to page', () => {
  it('accepts whole pages within 1..last, in ASCII or Myanmar digits', () => {
    expect(goToPageTarget('3', 5)).toBe(3);
    expect(goToPageTarget(' 5 ', 5)).toBe(5);
    expect(goToPageTarget('၄', 5)).toBe(4);
  });

  it.each(['0', '6', '-1', '2.5', 'abc', ''])('ignores %j', (entry) => {
    expect(goToPageTarget(entry, 5)).toBeNull();
  });
});
