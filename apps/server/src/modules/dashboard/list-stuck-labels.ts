import {
  lastPage,
  stuckBefore,
  stuckCountCap,
  stuckPageSize,
  type StuckListQuery,
  type StuckListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dashboardScopeOf } from './get-dashboard.js';
import { stuckLabelOf } from './stuck-label.js';

/**
 * GET /api/dashboard/stuck (issue 13): the parcels of the user's branches unmoved for more than `days` days, oldest
 * first, 20 a page; the total is counted up to stuckCountCap, as on the dashboard.
 */
export async function listStuckLabels({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: StuckListQuery;
}): Promise<StuckListResponse> {
  const now = clock.now();
  const scope = await dashboardScopeOf(db, actor);
  const stuckScope = {
    branchIds: scope.branches.map((branch) => branch.id),
    wholeCompany: scope.wholeCompany,
    before: stuckBefore(now, query.days),
  };
  const [counted, rows] = await Promise.all([
    dashboardRepository.countStuck(db, stuckScope),
    dashboardRepository.listStuck(db, stuckScope, {
      limit: stuckPageSize,
      offset: (query.page - 1) * stuckPageSize,
    }),
  ]);
  const total = Math.min(counted, stuckCountCap);
  const branchesById = new Map(scope.companyBranches.map((branch) => [branch.id, branch]));
  return {
    current_page: query.page,
    data: rows.map((row) => stuckLabelOf(row, branchesById, now)),
    meta: { total, per_page: stuckPageSize, last_page: lastPage(total, stuckPageSize) },
  };
}
