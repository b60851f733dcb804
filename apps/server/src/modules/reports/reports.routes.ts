import { reportQuery, reportResponse, reportScopeChoices } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { getReport, listReportScopes } from './get-report.js';

export function registerReportRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/report',
    {
      config: { access: { permission: 'report.view' } },
      schema: { querystring: reportQuery, response: { 200: reportResponse } },
    },
    (request) => getReport({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/report/scopes',
    { config: { access: { permission: 'report.view' } }, schema: { response: { 200: reportScopeChoices } } },
    (request) => listReportScopes({ db: deps.db, actor: actorOf(request) }),
  );
}
