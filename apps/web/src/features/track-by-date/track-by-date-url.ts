import { formatSearchDate, parseSearchDate, trackByDateQuery, type TrackByDateQuery } from '@waypost/domain';

export const trackByDateFilterNames = ['from', 'to', 'branch'] as const;

/** dd/MM/yyyy → a comparable yyyymmdd number, or null. */
function dayNumber(value: string): number | null {
  const parts = parseSearchDate(value);
  return parts ? parts.year * 10_000 + parts.month * 100 + parts.day : null;
}

/**
 * The report's query from the page URL: from and to (dd/MM/yyyy, today in Yangon when absent or not a date) and the
 * branch code. Null when the range runs backwards.
 */
export function trackByDateQueryFrom(
  params: URLSearchParams,
  now: Date,
  defaultBranch?: string,
): TrackByDateQuery | null {
  const today = formatSearchDate(now);
  const pick = (name: 'from' | 'to') => {
    const value = params.get(name)?.trim() ?? '';
    return dayNumber(value) === null ? today : value;
  };
  const from = pick('from');
  const to = pick('to');
  if ((dayNumber(from) ?? 0) > (dayNumber(to) ?? 0)) return null;
  const branch = params.get('branch')?.trim() || defaultBranch;
  return trackByDateQuery.parse({ from, to, ...(branch ? { branch } : {}) });
}

/** The query as URL parameters, for the Excel download link. */
export function trackByDateSearch(query: TrackByDateQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.branch) params.set('branch', query.branch);
  return params.toString();
}
