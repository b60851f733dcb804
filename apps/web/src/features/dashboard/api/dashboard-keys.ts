import type { StuckListQuery } from '@waypost/domain';

/** Cache keys of the dashboard: its figures per stuck-days choice, and the stuck list's pages. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  dashboard: (stuckDays: number) => [...dashboardKeys.all, 'figures', stuckDays] as const,
  stuck: (query: StuckListQuery) => [...dashboardKeys.all, 'stuck', query] as const,
};
