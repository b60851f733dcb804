import {
  canAccessRoute,
  dashboardQuery,
  stuckListQuery,
  type AccessUser,
  type DashboardVariant,
  type DaySpan,
  type ReportTab,
  type StuckListQuery,
} from '@waypost/domain';
import { routeMeta, routeUrl, type RouteName } from '@/lib/app-routes';
import { reportSearch } from '@/features/reports/report-url';

/** `?stuck_days=` of /dashboard (the default when missing or not valid). */
export function stuckDaysFrom(params: URLSearchParams): number {
  const parsed = dashboardQuery.safeParse({ stuck_days: params.get('stuck_days') ?? undefined });
  return parsed.success ? parsed.data.stuck_days : dashboardQuery.parse({}).stuck_days;
}

/** The query of /dashboard/stuck?days=&page=: a value that does not validate takes its default. */
export function stuckListQueryFrom(params: URLSearchParams): StuckListQuery {
  const fallback = stuckListQuery.parse({});
  const days = stuckListQuery.shape.days.safeParse(params.get('days') ?? undefined);
  const page = stuckListQuery.shape.page.safeParse(params.get('page') ?? undefined);
  return { days: days.success ? days.data : fallback.days, page: page.success ? page.data : fallback.page };
}

/**
 * Where each number of the dashboard leads: the list behind it, when this user may open it (null: shown without a
 * link). Reports cover the same branches as the dashboard: every branch the user reads (the report's `all_branch`),
 * or one branch of the league table.
 */
export function dashboardLinks(user: AccessUser, variant: DashboardVariant) {
  const open = (name: RouteName, params?: Record<string, string>, search?: string): string | null => {
    const access = routeMeta[name].access;
    const path = routeUrl(name, params);
    if (access === 'guest' || path === null || !canAccessRoute(user, access)) return null;
    return search ? `${path}?${search}` : path;
  };
  const report = (tab: ReportTab, span: DaySpan, branchId?: number) =>
    open(
      'report',
      { tab },
      reportSearch({
        type: tab,
        period: 'daily',
        ...span,
        scope: branchId === undefined ? 'all_branch' : 'branch',
        ...(branchId === undefined ? {} : { branch_id: branchId }),
      }),
    );
  return {
    /** Labels accepted and their delivery fees: the accepted report of the period. */
    accepted: (span: DaySpan) => report('accepted', span),
    revenue: (span: DaySpan) => report('accepted', span),
    /**
     * COD collected: no report lists it by day any more — the `emo` report counts EMO money orders since issue 28 §3
     * (it counted these COD labels before) — so the figure is a number, not a link.
     */
    codCollected: (_span: DaySpan): string | null => null,
    /** Returns: the report of online labels back with their senders (walk-in returns have no report of their own). */
    returned: (span: DaySpan) => report('online_return', span),
    /**
     * Deliveries have no report by day: a branch user opens his branch's delivered parcels (the receiver side's
     * delivered tab); head office has no branch list to open.
     */
    delivered: () =>
      variant === 'branch'
        ? open('label', { tab: 'delivered' }, new URLSearchParams({ side: 'receiver' }).toString())
        : null,
    /** A branch of the league table: its own accepted report for the month. */
    branch: (span: DaySpan, branchId: number) => report('accepted', span, branchId),
    stuck: (days: number) => open('dashboard-stuck', {}, new URLSearchParams({ days: String(days) }).toString()),
    /** COD not yet banked: the branch's COD list of cash collected; head office's trial balance. */
    codOutstanding: () => (variant === 'branch' ? open('cod', { status: 'process' }) : open('trial-balance')),
  };
}
export type DashboardLinks = ReturnType<typeof dashboardLinks>;
