import { dashboardResponse, stuckListResponse, type StuckListQuery } from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard: the figures, trend, league table, COD outstanding and stuck parcels of the user's branches. */
export function useDashboard(stuckDays: number) {
  return useQuery({
    queryKey: dashboardKeys.dashboard(stuckDays),
    queryFn: ({ signal }) =>
      apiClient.get('/api/dashboard', { query: { stuck_days: stuckDays }, schema: dashboardResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard/stuck: a page of the parcels unmoved for more than `days` days, oldest first. */
export function useStuckList(query: StuckListQuery) {
  return useQuery({
    queryKey: dashboardKeys.stuck(query),
    queryFn: ({ signal }) =>
      apiClient.get('/api/dashboard/stuck', { query: { ...query }, schema: stuckListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
