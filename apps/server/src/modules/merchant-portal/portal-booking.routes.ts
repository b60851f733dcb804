import {
  merchantQuoteRequest,
  portalLabelCreated,
  portalLabelFields,
  portalPrintQuery,
  portalPrintResponse,
  portalSenderResponse,
  publicLabelHeaders,
  publicQuoteResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { registerLabelImportRoutes } from '../labels/label-import.routes.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { createPortalLabel, getPortalSender, quotePortalLabel } from './portal-booking.js';
import { getPortalPrintLabels } from './portal-print.js';

/** A member books at his merchant's home branch, his branch (issue 30 §2). */
const portalBook = { permission: 'merchant-portal.book', hasBranch: true } as const;
const portalView = { permission: 'merchant-portal.view' } as const;

/** The portal's booking (issue 30 §2): create, the fee preview, the sender, the bulk import and the multi-label print. */
export function registerPortalBookingRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/merchant-portal/sender',
    { config: { access: portalBook }, schema: { response: { 200: portalSenderResponse } } },
    (request) => getPortalSender({ ...deps, actor: actorOf(request) }),
  );

  app.post(
    '/api/merchant-portal/label/quote',
    {
      config: { access: portalBook },
      schema: { body: merchantQuoteRequest, response: { 200: publicQuoteResponse } },
    },
    (request) => quotePortalLabel({ ...deps, actor: actorOf(request), request: request.body }),
  );

  app.post(
    '/api/merchant-portal/label',
    {
      config: { access: portalBook },
      schema: { headers: publicLabelHeaders, body: portalLabelFields, response: { 201: portalLabelCreated } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createPortalLabel({
          ...deps,
          actor: actorOf(request),
          fields: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );

  app.get(
    '/api/merchant-portal/label/print',
    {
      config: { access: portalView },
      schema: { querystring: portalPrintQuery, response: { 200: portalPrintResponse } },
    },
    (request) => getPortalPrintLabels({ ...deps, actor: actorOf(request), ids: request.query.ids }),
  );

  // The staff import's routes and service, every row booked for the member's merchant.
  registerLabelImportRoutes(app, deps, {
    path: '/api/merchant-portal/label/import',
    access: portalBook,
    merchantOf: portalMerchantId,
  });
}
