import { dashboardQuery, dashboardResponse, stuckListQuery, stuckListResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { getDashboard } from './get-dashboard.js';
import { listStuckLabels } from './list-stuck-labels.js';

export function registerDashboardRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/dashboard',
    {
      config: { access: { permission: 'dashboard-view' } },
      schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } },
    },
    (request) => getDashboard({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/dashboard/stuck',
    {
      config: { access: { permission: 'dashboard-view' } },
      schema: { querystring: stuckListQuery, response: { 200: stuckListResponse } },
    },
    (request) => listStuckLabels({ ...deps, actor: actorOf(request), query: request.query }),
  );
}
