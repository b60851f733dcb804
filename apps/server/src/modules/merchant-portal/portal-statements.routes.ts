import {
  clearanceIdParams,
  creditStatementQuery,
  creditStatementResponse,
  portalClearanceDetailResponse,
  portalClearanceListQuery,
  portalClearanceListResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import {
  getPortalClearance,
  getPortalCreditStatement,
  listPortalClearances,
  portalClearanceExcel,
} from './portal-statements.js';

const portalView = { permission: 'merchant-portal.view' } as const;

/** The merchant portal's money statements (issue 30 §2): clearance batches with their Excel, and shipping credit. */
export function registerPortalStatementRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/merchant-portal/clearance',
    {
      config: { access: portalView },
      schema: { querystring: portalClearanceListQuery, response: { 200: portalClearanceListResponse } },
    },
    (request) => listPortalClearances({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/merchant-portal/clearance/:id',
    {
      config: { access: portalView },
      schema: { params: clearanceIdParams, response: { 200: portalClearanceDetailResponse } },
    },
    (request) => getPortalClearance({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.get(
    '/api/merchant-portal/clearance/:id/excel',
    { config: { access: portalView }, schema: { params: clearanceIdParams } },
    async (request, reply) => {
      const { fileName, stream } = await portalClearanceExcel({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        locale: request.locale,
      });
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );

  app.get(
    '/api/merchant-portal/credit',
    {
      config: { access: portalView },
      schema: { querystring: creditStatementQuery, response: { 200: creditStatementResponse } },
    },
    (request) => getPortalCreditStatement({ ...deps, actor: actorOf(request), query: request.query }),
  );
}
