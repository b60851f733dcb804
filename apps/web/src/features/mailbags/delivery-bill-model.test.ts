import type { MailCategory } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { billLinesOf, billTotalsOf } from './delivery-bill-model';

const bag = (id: number, category: MailCategory, labels: number, weight: number | null, code = `B${id}`) => ({
  id,
  bag_code: code,
  category,
  label_count: labels,
  weight,
});

describe('the delivery bill', () => {
  const bags = [
    bag(1, 'ordinary', 10, 4.2, 'YGNMDYO6332010011'),
    bag(2, 'express', 3, 1.1, 'YGNMDYE6332010022'),
    bag(3, 'ordinary', 5, 2.7, 'YGNMDYO6332010003'),
    bag(4, 'express', 1, 0.2, 'YGNMDYE6332010014'),
  ];

  it('lists the bags by category, express first, then by code', () => {
    expect(billLinesOf(bags).map((line) => line.id)).toEqual([4, 2, 3, 1]);
  });

  it('totals each category carried and the whole dispatch, to the gram', () => {
    expect(billTotalsOf(bags)).toEqual({
      byCategory: [
        { category: 'express', bags: 2, labels: 4, weight: 1.3 },
        { category: 'ordinary', bags: 2, labels: 15, weight: 6.9 },
      ],
      overall: { bags: 4, labels: 19, weight: 8.2 },
    });
  });

  it('counts a bag without a weight as nothing, and an empty dispatch as zero', () => {
    expect(billTotalsOf([bag(1, 'register', 2, null)]).overall).toEqual({ bags: 1, labels: 2, weight: 0 });
    expect(billTotalsOf([])).toEqual({ byCategory: [], overall: { bags: 0, labels: 0, weight: 0 } });
  });
});
