import { describe, expect, it } from 'vitest';
import { formatCalendarDay, yangonCalendarDay, yangonMonthOf } from './calendar-day';

// 00:35 on 1 March 2026 in Yangon is still 28 February in UTC.
const now = new Date('2026-02-28T18:05:00Z');

describe('calendar days', () => {
  it('reads today in Yangon', () => {
    expect(yangonCalendarDay(now)).toBe('2026-03-01');
  });

  it('spans the Yangon month', () => {
    expect(yangonMonthOf(now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(yangonMonthOf(new Date('2028-02-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('shows a day as dd-mm-yyyy in the reader’s digits', () => {
    expect(formatCalendarDay('2026-03-09', 'en')).toBe('09-03-2026');
    expect(formatCalendarDay('2026-03-09', 'mm')).toBe('၀၉-၀၃-၂၀၂၆');
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });
});
