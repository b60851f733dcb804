import {
  dashboardSpans,
  daysOf,
  deliveredRate,
  stuckBefore,
  stuckCountCap,
  yangonDay,
  type DashboardFigures,
  type DashboardQuery,
  type DashboardResponse,
  type DaySpan,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { readableBranches } from '../reports/report-scope.js';
import { reportsRepository, type ReportBranch } from '../reports/reports.repository.js';
import { dashboardRepository, type RollupSumRow } from './dashboard.repository.js';
import { stuckLabelOf } from './stuck-label.js';

/** How many of the oldest stuck parcels the dashboard's card names. */
const oldestShown = 5;

/** The branches a user's dashboard covers: those he reads reports of; head office every branch (the officer's). */
export async function dashboardScopeOf(db: Database, actor: Actor) {
  const companyBranches = await reportsRepository.listBranches(db, actor.companyId);
  const branches = readableBranches(actor, companyBranches);
  return {
    variant: actor.allBranches ? ('officer' as const) : ('branch' as const),
    companyBranches,
    branches,
    wholeCompany: branches.length === companyBranches.length,
  };
}

/** A period's figures from its rollup sums (families count each label once; `emo` carries the COD collected). */
function figuresOf(rows: readonly RollupSumRow[]): DashboardFigures {
  const family = (event: RollupSumRow['event']) => rows.filter((row) => !row.emo && row.event === event);
  const total = (list: readonly RollupSumRow[], key: 'labels' | 'cod_amount' | 'total_cost') =>
    list.reduce((sum, row) => sum + row[key], 0);
  const delivered = total(family('delivered'), 'labels');
  const returned = total(family('returned'), 'labels');
  return {
    accepted: total(family('accepted'), 'labels'),
    delivered,
    delivered_rate: deliveredRate(delivered, returned),
    returned,
    cod_collected: total(
      rows.filter((row) => row.emo && row.event === 'delivered'),
      'cod_amount',
    ),
    revenue: total(family('accepted'), 'total_cost'),
  };
}

const branchRef = ({ id, code, name_en, name_mm }: ReportBranch) => ({ id, code, name_en, name_mm });

/**
 * GET /api/dashboard (issue 13): today against yesterday and this month so far against the same days of last
 * month, the 30-day trend and this month per branch — all from the report rollups, a few rows per day and branch,
 * never the labels — with the COD cash not yet banked (the ledger's balances) and the parcels stuck longer than
 * `stuck_days` (the stuck indexes, counted up to a cap).
 */
export async function getDashboard({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: DashboardQuery;
}): Promise<DashboardResponse> {
  const now = clock.now();
  const spans = dashboardSpans(yangonDay(now));
  const scope = await dashboardScopeOf(db, actor);
  const branchIds = scope.branches.map((branch) => branch.id);
  const rollupScope = { companyId: actor.companyId, branchIds: scope.wholeCompany ? null : branchIds };
  const stuckScope = { branchIds, wholeCompany: scope.wholeCompany, before: stuckBefore(now, query.stuck_days) };
  const daysFrom = spans.trend.from < spans.last_month.from ? spans.trend.from : spans.last_month.from;
  const [byDay, byBranch, balances, stuckCount, oldest] = await Promise.all([
    branchIds.length > 0 ? dashboardRepository.sumsByDay(db, rollupScope, { from: daysFrom, to: spans.today.to }) : [],
    branchIds.length > 0 ? dashboardRepository.sumsByBranch(db, rollupScope, spans.month) : [],
    dashboardRepository.codBalances(db, {
      companyId: actor.companyId,
      branchIds,
      merchants: scope.variant === 'officer',
    }),
    dashboardRepository.countStuck(db, stuckScope),
    dashboardRepository.listStuck(db, stuckScope, { limit: oldestShown, offset: 0 }),
  ]);

  const within = (span: DaySpan) => byDay.filter((row) => row.day >= span.from && row.day <= span.to);
  const branchesById = new Map(scope.companyBranches.map((branch) => [branch.id, branch]));
  return {
    variant: scope.variant,
    branches: scope.branches.map(branchRef),
    spans,
    figures: {
      today: figuresOf(within(spans.today)),
      yesterday: figuresOf(within(spans.yesterday)),
      month: figuresOf(within(spans.month)),
      last_month: figuresOf(within(spans.last_month)),
    },
    trend: daysOf(spans.trend).map((day) => {
      const figures = figuresOf(within({ from: day, to: day }));
      return { day, accepted: figures.accepted, delivered: figures.delivered, returned: figures.returned };
    }),
    league: scope.branches
      .map((branch) => ({
        branch: branchRef(branch),
        ...figuresOf(byBranch.filter((row) => row.branchId === branch.id)),
      }))
      .sort(
        (a, b) => b.accepted - a.accepted || b.delivered - a.delivered || a.branch.code.localeCompare(b.branch.code),
      ),
    cod_outstanding: {
      branch_cash: balances.branchCash,
      courier_cash: balances.courierCash,
      total: balances.branchCash + balances.courierCash,
      // Payables are credit balances (≤ 0): what is owed, shown as a positive amount.
      merchants:
        scope.variant === 'officer'
          ? {
              cod_payable: -balances.codPayable,
              clearance_payable: -balances.clearancePayable,
              total: -balances.codPayable - balances.clearancePayable,
            }
          : null,
    },
    stuck: {
      days: query.stuck_days,
      count: Math.min(stuckCount, stuckCountCap),
      capped: stuckCount > stuckCountCap,
      oldest: oldest.map((row) => stuckLabelOf(row, branchesById, now)),
    },
  };
}
