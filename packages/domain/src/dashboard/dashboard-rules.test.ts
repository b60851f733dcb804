import { describe, expect, it } from 'vitest';
import {
  addDays,
  dashboardSpans,
  dashboardTrendDays,
  daysOf,
  daysSince,
  deliveredRate,
  figureChange,
  stuckBefore,
  stuckCountCap,
  stuckMaxPage,
  stuckPageSize,
} from './dashboard-rules.js';
import { dashboardQuery, stuckListQuery } from './dashboard-schemas.js';

describe('dashboard spans', () => {
  it('compares today with yesterday and the month so far with the same days of last month', () => {
    expect(dashboardSpans('2026-11-25')).toEqual({
      today: { from: '2026-11-25', to: '2026-11-25' },
      yesterday: { from: '2026-11-24', to: '2026-11-24' },
      month: { from: '2026-11-01', to: '2026-11-25' },
      last_month: { from: '2026-10-01', to: '2026-10-25' },
      trend: { from: '2026-10-27', to: '2026-11-25' },
    });
  });

  it('stops last month at its end when it is shorter, and crosses years', () => {
    expect(dashboardSpans('2028-03-31').last_month).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(dashboardSpans('2026-03-31').last_month).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const newYear = dashboardSpans('2027-01-01');
    expect(newYear.yesterday).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(newYear.last_month).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(newYear.month).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('lists the trend’s 30 days, today last', () => {
    const days = daysOf(dashboardSpans('2026-03-01').trend);
    expect(days).toHaveLength(dashboardTrendDays);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('dashboard figures', () => {
  it('gives the delivered share of the parcels that finished, or none', () => {
    expect(deliveredRate(3, 1)).toBe(75);
    expect(deliveredRate(2, 1)).toBe(66.7);
    expect(deliveredRate(5, 0)).toBe(100);
    expect(deliveredRate(0, 4)).toBe(0);
    expect(deliveredRate(0, 0)).toBeNull();
  });

  it('compares counts in percent and rates in points', () => {
    expect(figureChange(150, 100, 'count')).toEqual({ direction: 'up', amount: 50 });
    expect(figureChange(2, 3, 'count')).toEqual({ direction: 'down', amount: -33.3 });
    expect(figureChange(7, 7, 'count')).toEqual({ direction: 'same', amount: 0 });
    expect(figureChange(4, 0, 'count')).toEqual({ direction: 'up', amount: null });
    expect(figureChange(0, 0, 'count')).toEqual({ direction: 'same', amount: null });
    expect(figureChange(80, 75.5, 'rate')).toEqual({ direction: 'up', amount: 4.5 });
    expect(figureChange(null, 75, 'rate')).toEqual({ direction: 'same', amount: null });
    expect(figureChange(75, null, 'rate')).toEqual({ direction: 'same', amount: null });
  });
});

describe('stuck parcels', () => {
  const now = new Date('2026-11-25T03:00:00Z');

  it('calls a parcel stuck when it last moved more than N whole days ago', () => {
    expect(stuckBefore(now, 3)).toEqual(new Date('2026-11-22T03:00:00Z'));
    expect(daysSince('2026-11-22T02:59:59Z', now)).toBe(3);
    expect(daysSince(new Date('2026-11-24T03:00:01Z'), now)).toBe(0);
  });

  it('pages the list as deep as the count goes', () => {
    expect(stuckMaxPage * stuckPageSize).toBe(stuckCountCap);
  });

  it('reads the days and page from the query, with defaults and bounds', () => {
    expect(dashboardQuery.parse({})).toEqual({ stuck_days: 3 });
    expect(dashboardQuery.parse({ stuck_days: '7' })).toEqual({ stuck_days: 7 });
    expect(dashboardQuery.safeParse({ stuck_days: '0' }).success).toBe(false);
    expect(dashboardQuery.safeParse({ stuck_days: '366' }).success).toBe(false);
    expect(stuckListQuery.parse({})).toEqual({ days: 3, page: 1 });
    expect(stuckListQuery.safeParse({ page: String(stuckMaxPage + 1) }).success).toBe(false);
    expect(stuckListQuery.safeParse({ days: 'x' }).success).toBe(false);
  });
});
