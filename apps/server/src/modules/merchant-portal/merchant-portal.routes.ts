import {
  labelIdParams,
  portalDashboardResponse,
  portalLabelCountsResponse,
  portalLabelDetailResponse,
  portalLabelListQuery,
  portalLabelListResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { getPortalDashboard } from './get-portal-dashboard.js';
import { countPortalLabels, getPortalLabel, listPortalLabels } from './list-portal-labels.js';
import { registerPortalBookingRoutes } from './portal-booking.routes.js';
import { registerPortalOperationsRoutes } from './portal-operations.routes.js';
import { registerPortalSettingsRoutes } from './portal-settings.routes.js';
import { registerPortalStatementRoutes } from './portal-statements.routes.js';

/** A merchant's members read their own merchant's data (issue 30 §2); staff hold no portal permission. */
const portalView = { permission: 'merchant-portal.view' } as const;

export function registerMerchantPortalRoutes(
  app: AppInstance,
  deps: { db: Database; clock: Clock; config: Config },
): void {
  app.get(
    '/api/merchant-portal/label',
    {
      config: { access: portalView },
      schema: { querystring: portalLabelListQuery, response: { 200: portalLabelListResponse } },
    },
    (request) => listPortalLabels({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/merchant-portal/label/counts',
    { config: { access: portalView }, schema: { response: { 200: portalLabelCountsResponse } } },
    (request) => countPortalLabels({ ...deps, actor: actorOf(request) }),
  );

  app.get(
    '/api/merchant-portal/label/:id',
    {
      config: { access: portalView },
      schema: { params: labelIdParams, response: { 200: portalLabelDetailResponse } },
    },
    (request) => getPortalLabel({ ...deps, actor: actorOf(request), labelId: request.params.id }),
  );

  app.get(
    '/api/merchant-portal/dashboard',
    { config: { access: portalView }, schema: { response: { 200: portalDashboardResponse } } },
    (request) => getPortalDashboard({ ...deps, actor: actorOf(request) }),
  );

  // Issue 30 §2 booking: create, quote, sender, import and multi-label print (portal-booking.routes.ts).
  registerPortalBookingRoutes(app, deps);
  // The portal's money: clearance statements with their Excel, and the shipping-credit statement.
  registerPortalStatementRoutes(app, deps);
  // Its own operations: pickup requests to the home branch, the owner's clerks.
  registerPortalOperationsRoutes(app, deps);
  // The merchant's own settings: which events his receivers are told of.
  registerPortalSettingsRoutes(app, deps);
}
