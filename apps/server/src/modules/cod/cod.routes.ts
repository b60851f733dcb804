import {
  codLabelDetailResponse,
  codLabelParams,
  codListQuery,
  codListResponse,
  codPendingQuery,
  codPendingResponse,
  remittanceRequest,
  remittanceResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { confirmRemittance } from './confirm-remittance.js';
import { getCodLabel } from './get-cod-label.js';
import { codScopeOf, listCodLabels, listCodPending } from './list-cod-labels.js';

export function registerCodRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/cod',
    {
      config: { access: { permission: 'cod.view' } },
      schema: { querystring: codListQuery, response: { 200: codListResponse } },
    },
    (request) => listCodLabels({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/cod/:labelId',
    {
      config: { access: { permission: 'cod.view' } },
      schema: { params: codLabelParams, response: { 200: codLabelDetailResponse } },
    },
    (request) => getCodLabel({ ...deps, actor: actorOf(request), labelId: request.params.labelId }),
  );

  app.get(
    '/api/cod-pending',
    {
      // Staff with COD rights, and a merchant's members for their own merchant (issue 30).
      config: { access: { permission: { staff: 'cod.view', merchant: 'merchant-portal.view' } } },
      schema: { querystring: codPendingQuery, response: { 200: codPendingResponse } },
    },
    (request) => {
      const actor = actorOf(request);
      return listCodPending({ ...deps, actor, scope: codScopeOf(actor), query: request.query });
    },
  );

  app.post(
    '/api/cod/remittances',
    {
      config: { access: { permission: 'cod.remit' } },
      schema: { body: remittanceRequest, headers: idempotencyKeyHeaders, response: { 201: remittanceResponse } },
    },
    async (request, reply) => {
      const answer = await confirmRemittance({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );
}
