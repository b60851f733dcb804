import { bagCodeOf } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { tagDateOf, tagDispatchNo } from './bag-tag-model';

describe('the bag tag', () => {
  const code = bagCodeOf({
    originCode: 'YGN',
    destinationCode: 'MDY',
    category: 'express',
    day: '2026-11-28',
    dispatchNo: 3,
    serial: 12,
  });

  it('prints the dispatch the bag left with, else the one its code was planned for', () => {
    expect(tagDispatchNo({ bag_code: code, dispatch_no: 5 })).toBe(5);
    expect(tagDispatchNo({ bag_code: code, dispatch_no: null })).toBe(3);
    expect(tagDispatchNo({ bag_code: 'SHORT', dispatch_no: null })).toBeNull();
  });

  it('is dated when the bag was closed, else when it was opened', () => {
    expect(tagDateOf({ closed_at: '2026-11-28T05:00:00Z', created_at: '2026-11-28T02:00:00Z' })).toBe(
      '2026-11-28T05:00:00Z',
    );
    expect(tagDateOf({ closed_at: null, created_at: '2026-11-28T02:00:00Z' })).toBe('2026-11-28T02:00:00Z');
  });
});
