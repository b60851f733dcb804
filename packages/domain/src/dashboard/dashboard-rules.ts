import type { LabelStatus } from '../labels/label-enums.js';

/**
 * The statuses a parcel cannot be stuck in (issue 13 dashboard "parcels stuck > N days"): not yet in the company's
 * hands (booked, waiting to be brought in) or finished (delivered, back with its sender). Any other status unchanged
 * for N days is stuck — missing parcels included. Migration 0017's partial indexes name this same list.
 */
export const notStuckStatuses = [
  'pending',
  'created',
  'delivered',
  'sentback_to_customer',
  'return_confirmed',
  'mpost_return_confirmed',
] as const satisfies readonly LabelStatus[];

/** Days without a movement after which the dashboard calls a parcel stuck, unless the user asks for another. */
export const defaultStuckDays = 3;

/** The most days a user may ask for: a year without a movement is long lost, not stuck. */
export const maxStuckDays = 365;

/**
 * Stuck parcels are counted up to this many (the dashboard says "1,000+" past it): the list is worked from the
 * oldest, and counting further would read every stuck label of a busy branch for a figure nobody acts on.
 */
export const stuckCountCap = 1_000;

/** Rows per page of the stuck list (`/dashboard/stuck`). */
export const stuckPageSize = 20;

/** The stuck list goes as deep as the count: 50 pages of 20. */
export const stuckMaxPage = stuckCountCap / stuckPageSize;

/** Days the dashboard's trend covers, today included. */
export const dashboardTrendDays = 30;

/**
 * The dashboard's two kinds (issue 13): a branch's, for those who work at branches (the branches they read), and
 * the officer's, for head office (no branch of its own: every branch, and what is owed to merchants).
 */
export const dashboardVariants = ['branch', 'officer'] as const;
export type DashboardVariant = (typeof dashboardVariants)[number];

/** A span of Yangon days, both ends included (yyyy-mm-dd). */
export interface DaySpan {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (value: number) => String(value).padStart(2, '0');

/** The day `days` after (or before, when negative) a Yangon day. */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/**
 * What the dashboard compares, as of the Yangon day `today`: today with yesterday, this month so far with the same
 * days of last month (the 1st up to today's day of the month, or the month's end when it is shorter: on 31 March,
 * 1–28 February), and the trend's 30 days ending today.
 */
export function dashboardSpans(today: string): {
  today: DaySpan;
  yesterday: DaySpan;
  month: DaySpan;
  last_month: DaySpan;
  trend: DaySpan;
} {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastYear = month === 1 ? year - 1 : year;
  const lastMonth = month === 1 ? 12 : month - 1;
  const yesterday = addDays(today, -1);
  return {
    today: { from: today, to: today },
    yesterday: { from: yesterday, to: yesterday },
    month: { from: `${today.slice(0, 7)}-01`, to: today },
    last_month: {
      from: `${lastYear}-${two(lastMonth)}-01`,
      to: `${lastYear}-${two(lastMonth)}-${two(Math.min(day, daysInMonth(lastYear, lastMonth)))}`,
    },
    trend: { from: addDays(today, 1 - dashboardTrendDays), to: today },
  };
}

/** Every day of a span, oldest first. */
export function daysOf(span: DaySpan): string[] {
  const days: string[] = [];
  for (let day = dayNumber(span.from); day <= dayNumber(span.to); day += 1) days.push(dayOf(day));
  return days;
}

/**
 * Delivered % of a period: of the parcels that finished in it, the share delivered — delivered ÷ (delivered +
 * returned), in percent with one decimal; null when none finished.
 */
export function deliveredRate(delivered: number, returned: number): number | null {
  const finished = delivered + returned;
  return finished === 0 ? null : Math.round((delivered * 1_000) / finished) / 10;
}

/** How a figure moved against the period it is compared with. */
export interface FigureChange {
  direction: 'up' | 'down' | 'same';
  /**
   * Counts and money: the change in percent of the earlier figure (one decimal), null when that was 0 (nothing to
   * compare with). A rate (delivered %): the change in percentage points, null when either period has no rate.
   */
  amount: number | null;
}

/** The change from `previous` to `current`: a count or an amount in percent, a rate in points. */
export function figureChange(current: number | null, previous: number | null, kind: 'count' | 'rate'): FigureChange {
  if (current === null || previous === null) return { direction: 'same', amount: null };
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  if (kind === 'rate') return { direction, amount: Math.round((current - previous) * 10) / 10 };
  if (previous === 0) return { direction, amount: null };
  return { direction, amount: Math.round(((current - previous) * 1_000) / previous) / 10 };
}

/** The moment before which a parcel's last movement makes it stuck: `days` whole days before `now`. */
export function stuckBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}

/** Whole days since a parcel last moved. */
export function daysSince(lastMovedAt: Date | string, now: Date): number {
  return Math.floor((now.getTime() - new Date(lastMovedAt).getTime()) / dayMs);
}
