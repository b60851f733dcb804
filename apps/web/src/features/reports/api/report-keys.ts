import type { ReportQuery } from '@waypost/domain';

/** Cache keys of reports: a report per query, and the user's scope choices. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (query: ReportQuery) => [...reportKeys.all, 'report', query] as const,
  scopes: () => [...reportKeys.all, 'scopes'] as const,
};
