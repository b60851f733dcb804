import { z } from 'zod';
import { calendarDay } from '../cod/cod-schemas.js';
import { entityId } from '../common/number-schemas.js';
import { feeNames } from '../fees/fee-enums.js';
import { reportPeriods, reportScopes, type ReportPeriod } from './report-enums.js';
import { reportEvents, reportTabs } from './report-rules.js';

/** The longest span each period may cover: a daily report a year of days, a monthly one ten years of months. */
export const reportMaxSpanDays: Record<ReportPeriod, number> = {
  daily: 366,
  monthly: 3_660,
  yearly: 36_600,
  range: 3_660,
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * GET /api/report (issue 13): one report tab (accepted, or a report type) over a period — its days, months or years
 * from `from` to `to` (Yangon days; each period has its default, this month or this year…), for the scope the user
 * may read: every branch he sees, a branch collection, or one branch.
 */
export const reportQuery = z
  .object({
    type: z.enum(reportTabs, 'validation.noselectErrorMessage').default('accepted'),
    period: z.enum(reportPeriods, 'validation.noselectErrorMessage').default('daily'),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    scope: z.enum(reportScopes, 'validation.noselectErrorMessage').default('branch'),
    branch_id: entityId().optional(),
    branch_collection_id: entityId().optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'validation.emptyErrorMessage',
      });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = dayNumber(query.to) - dayNumber(query.from);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.periodOrder' });
    else if (days >= reportMaxSpanDays[query.period])
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.periodTooLong' });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** The report fields of spec §3: parcel count, COD, delivery fee and balance (COD less the delivery fee). */
export const reportFigures = z.object({
  parcel_count: z.number().int(),
  cod_amount: z.number().int(),
  delivery_fee: z.number().int(),
  balance: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

const reportBranch = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

export const reportResponse = z.object({
  type: z.enum(reportTabs),
  period: z.enum(reportPeriods),
  /** What the report counts: labels accepted, delivered or returned within the period. */
  event: z.enum(reportEvents),
  from: z.string(),
  to: z.string(),
  scope: z.enum(reportScopes),
  /** One row per day (yyyy-mm-dd), month (yyyy-mm) or year (yyyy) of the period, empty ones too; one for a range. */
  rows: z.array(reportFigures.extend({ period: z.string() })),
  /** The same figures per branch of the scope, busiest first. */
  branches: z.array(reportFigures.extend({ branch: reportBranch })),
  /** The charges by fee name (for reports counted by acceptance). */
  fees: z.array(z.object({ fee_name: z.enum(feeNames), amount: z.number().int() })),
  totals: reportFigures,
});
export type ReportResponse = z.infer<typeof reportResponse>;

/** Figures from summed counts and amounts: the balance is the COD less the delivery fee. */
export function reportFiguresOf(sums: { labels: number; cod_amount: number; total_cost: number }): ReportFigures {
  return {
    parcel_count: sums.labels,
    cod_amount: sums.cod_amount,
    delivery_fee: sums.total_cost,
    balance: sums.cod_amount - sums.total_cost,
  };
}

/** The buckets a period's rows fall in, from `from` to `to`: every day, month or year, or the whole range. */
export function reportBuckets(period: ReportPeriod, from: string, to: string): string[] {
  if (period === 'range') return [`${from}..${to}`];
  const buckets: string[] = [];
  const width = period === 'daily' ? 10 : period === 'monthly' ? 7 : 4;
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) {
    const bucket = new Date(day * 86_400_000).toISOString().slice(0, width);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** The bucket a Yangon day falls in. */
export function reportBucketOf(period: ReportPeriod, day: string, from: string, to: string): string {
  if (period === 'range') return `${from}..${to}`;
  return day.slice(0, period === 'daily' ? 10 : period === 'monthly' ? 7 : 4);
}

/** A period's default span, as of the Yangon day `today`: this month by day, this year by month, five years. */
export function defaultReportSpan(period: ReportPeriod, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  if (period === 'monthly') return { from: `${year}-01-01`, to: today };
  if (period === 'yearly') return { from: `${Number(year) - 4}-01-01`, to: today };
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** GET /api/report/scopes: what the report screen offers this user — the branches he reads, and their collections. */
export const reportScopeChoices = z.object({
  branches: z.array(reportBranch),
  collections: z.array(
    z.object({
      id: z.number().int(),
      name_en: z.string(),
      name_mm: z.string(),
      branch_ids: z.array(z.number().int()),
    }),
  ),
  /** The collection a region manager reads by default, if any. */
  own_collection_id: z.number().int().nullable(),
});
export type ReportScopeChoices = z.infer<typeof reportScopeChoices>;
