import {
  calendarDay,
  defaultReportSpan,
  entityId,
  localizeDigits,
  reportPeriods,
  reportQuery,
  reportScopes,
  reportTabs,
  yangonDay,
  type Locale,
  type ReportPeriod,
  type ReportQuery,
  type ReportScope,
  type ReportTab,
} from '@waypost/domain';

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  value !== null && value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The report tab of `/report/{tab}` (accepted when unknown). */
export const reportTabFrom = (tab: string | undefined): ReportTab => oneOf(reportTabs, tab, 'accepted');

/**
 * The report's query from `/report/{tab}?period=&from=&to=&scope=&branch_id=&branch_collection_id=`: what the URL
 * does not say takes its default — by day, this month; the user's own branch, or every branch for head office.
 * `valid` is false when the URL's period runs backwards or is too long (the screen says so).
 */
export function reportQueryFrom(
  tab: string | undefined,
  params: URLSearchParams,
  { now, headOffice }: { now: Date; headOffice: boolean },
): { query: ReportQuery; valid: boolean } {
  const period = oneOf<ReportPeriod>(reportPeriods, params.get('period'), 'daily');
  const fallback = defaultReportSpan(period, yangonDay(now));
  const day = (name: 'from' | 'to') => {
    const value = params.get(name)?.trim() ?? '';
    return calendarDay.safeParse(value).success ? value : fallback[name];
  };
  const id = (name: string) => {
    const parsed = entityId().safeParse(params.get(name) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const query: ReportQuery = {
    type: reportTabFrom(tab),
    period,
    from: day('from'),
    to: day('to'),
    scope: oneOf<ReportScope>(reportScopes, params.get('scope'), headOffice ? 'all_branch' : 'branch'),
    branch_id: id('branch_id'),
    branch_collection_id: id('branch_collection_id'),
  };
  return { query, valid: reportQuery.safeParse(query).success };
}

/** The URL search of a query (what differs from the defaults is kept too: links are shareable). */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams({
    period: query.period,
    from: query.from ?? '',
    to: query.to ?? '',
    scope: query.scope,
  });
  if (query.branch_id !== undefined) params.set('branch_id', String(query.branch_id));
  if (query.branch_collection_id !== undefined) params.set('branch_collection_id', String(query.branch_collection_id));
  return params.toString();
}

/** The span a picked range covers for a period: whole months by month, whole years by year, never after today. */
export function reportSpanOf(
  period: ReportPeriod,
  start: string,
  end: string,
  today: string,
): { from: string; to: string } {
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  let from = start;
  let to = end;
  if (period === 'monthly') {
    from = `${start.slice(0, 7)}-01`;
    const [year, month] = end.slice(0, 7).split('-').map(Number) as [number, number];
    to = `${end.slice(0, 7)}-${String(lastDay(year, month)).padStart(2, '0')}`;
  } else if (period === 'yearly') {
    from = `${start.slice(0, 4)}-01-01`;
    to = `${end.slice(0, 4)}-12-31`;
  }
  return { from, to: to > today ? today : to };
}

/** A row's period as people read it: dd-mm-yyyy, mm-yyyy, yyyy, or a range, in the reader's digits. */
export function reportPeriodLabel(period: string, locale: Locale): string {
  const day = (value: string) => value.split('-').reverse().join('-');
  const label = period.includes('..') ? period.split('..').map(day).join(' – ') : day(period);
  return localizeDigits(label, locale);
}
