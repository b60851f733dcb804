import { reportResponse, reportScopeChoices, type ReportQuery } from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/report: one report tab over a period for a scope. The last report stays on screen while the next loads. */
export function useReport(query: ReportQuery, enabled = true) {
  return useQuery({
    queryKey: reportKeys.report(query),
    queryFn: ({ signal }) => apiClient.get('/api/report', { query: { ...query }, schema: reportResponse, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/report/scopes: the branches and collections this user reads reports of. */
export function useReportScopes() {
  return useQuery({
    queryKey: reportKeys.scopes(),
    queryFn: ({ signal }) => apiClient.get('/api/report/scopes', { schema: reportScopeChoices, signal }),
    staleTime: 5 * 60_000,
  });
}
