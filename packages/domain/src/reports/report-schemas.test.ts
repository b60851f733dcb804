import { describe, expect, it } from 'vitest';
import {
  defaultReportSpan,
  reportBucketOf,
  reportBuckets,
  reportFiguresOf,
  reportMaxSpanDays,
  reportQuery,
} from './report-schemas.js';

function issuesOf(input: Record<string, unknown>) {
  const parsed = reportQuery.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('the report query', () => {
  it('defaults to the accepted tab by day for the user’s branch', () => {
    expect(reportQuery.parse({})).toEqual({ type: 'accepted', period: 'daily', scope: 'branch' });
  });

  it('asks for the other end when only one end of the period is given', () => {
    expect(issuesOf({ from: '2026-11-01' })).toEqual(['to:validation.emptyErrorMessage']);
    expect(issuesOf({ to: '2026-11-01' })).toEqual(['from:validation.emptyErrorMessage']);
  });

  it('refuses a period that ends before it starts', () => {
    expect(issuesOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['to:report.periodOrder']);
  });

  it('keeps each period within its longest span', () => {
    expect(issuesOf({ period: 'daily', from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
    expect(issuesOf({ period: 'daily', from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(issuesOf({ period: 'daily', from: '2025-01-01', to: '2026-01-02' })).toEqual(['to:report.periodTooLong']);
    expect(issuesOf({ period: 'monthly', from: '2016-01-01', to: '2025-12-31' })).toEqual([]);
    expect(reportMaxSpanDays.yearly).toBeGreaterThan(reportMaxSpanDays.monthly);
  });

  it('names an unknown tab, period or scope as a choice to make', () => {
    expect(issuesOf({ type: 'nonsense', period: 'weekly', scope: 'world' })).toEqual([
      'type:validation.noselectErrorMessage',
      'period:validation.noselectErrorMessage',
      'scope:validation.noselectErrorMessage',
    ]);
  });
});

describe('report figures and buckets', () => {
  it('gives the balance as the COD less the delivery fee', () => {
    expect(reportFiguresOf({ labels: 3, cod_amount: 50_000, total_cost: 7_500 })).toEqual({
      parcel_count: 3,
      cod_amount: 50_000,
      delivery_fee: 7_500,
      balance: 42_500,
    });
  });

  it('lists every day, month or year of the period, and one bucket for a range', () => {
    expect(reportBuckets('daily', '2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(reportBuckets('monthly', '2026-01-15', '2026-03-01')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(reportBuckets('yearly', '2024-12-31', '2026-01-01')).toEqual(['2024', '2025', '2026']);
    expect(reportBuckets('range', '2026-01-01', '2026-01-31')).toEqual(['2026-01-01..2026-01-31']);
  });

  it('puts a day in its bucket', () => {
    expect(reportBucketOf('daily', '2026-11-25', '2026-11-01', '2026-11-30')).toBe('2026-11-25');
    expect(reportBucketOf('monthly', '2026-11-25', '2026-01-01', '2026-11-30')).toBe('2026-11');
    expect(reportBucketOf('yearly', '2026-11-25', '2022-01-01', '2026-11-30')).toBe('2026');
    expect(reportBucketOf('range', '2026-11-25', '2026-11-01', '2026-11-30')).toBe('2026-11-01..2026-11-30');
  });

  it('defaults each period to this month, this year or the last five years', () => {
    expect(defaultReportSpan('daily', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(defaultReportSpan('range', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(defaultReportSpan('monthly', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
    expect(defaultReportSpan('yearly', '2026-11-25')).toEqual({ from: '2022-01-01', to: '2026-11-25' });
  });
});
