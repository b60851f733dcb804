import {
  tillCloseListQuery,
  tillCloseListResponse,
  tillCloseRequest,
  tillCloseResponse,
  tillDepositRequest,
  tillDepositResponse,
  tillIdParams,
  tillQuery,
  tillResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { approveTillClose } from './approve-till-close.js';
import { closeTill } from './close-till.js';
import { depositTillCash } from './deposit-till-cash.js';
import { getTill, listTillCloses } from './get-till.js';

/** The branch till (issue 28 §4): the day's cash position, the end-of-day count and its approval, deposits. */
export function registerTillRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/finance/till',
    {
      config: { access: { permission: 'till.view' } },
      schema: { querystring: tillQuery, response: { 200: tillResponse } },
    },
    (request) => getTill({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/finance/till/closes',
    {
      config: { access: { permission: 'till.view' } },
      schema: { querystring: tillCloseListQuery, response: { 200: tillCloseListResponse } },
    },
    (request) => listTillCloses({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/api/finance/till/close',
    {
      config: { access: { permission: 'till.close' } },
      schema: { body: tillCloseRequest, response: { 201: tillCloseResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await closeTill({ ...deps, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/api/finance/till/:id/approve',
    {
      config: { access: { permission: 'till.approve' }, freshAuth: true },
      schema: { params: tillIdParams, response: { 200: tillCloseResponse } },
    },
    (request) => approveTillClose({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/finance/till/deposit',
    {
      config: { access: { permission: 'till.close' } },
      schema: { body: tillDepositRequest, headers: idempotencyKeyHeaders, response: { 201: tillDepositResponse } },
    },
    async (request, reply) => {
      const answer = await depositTillCash({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );
}
