import {
  gateIdParams,
  gateListResponse,
  gateReportRequest,
  gateRequest,
  gateResponse,
  gateScanQuery,
  gateScanResponse,
  gateSettleResponse,
  gateSubmitCreated,
  gateSubmitIdParams,
  gateSubmitListQuery,
  gateSubmitListResponse,
  gateSubmitRequest,
  gateSubmitResponse,
  gateReports,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { listGates, saveGate } from './manage-gates.js';
import { getGateSubmit, listGateSubmits } from './read-gate-submits.js';
import { reportGate } from './report-gate.js';
import { settleGate } from './settle-gate.js';
import { scanForGate, submitToGate } from './submit-to-gate.js';

/** Bus-gate hand-over's API (issue 28 §1): the gates table, slips, the gates' reports, paying a gate. */
export function registerGateRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  const counter = { access: { permission: 'gate.submit', hasBranch: true } } as const;
  // The counter picks a gate, head office keeps them, finance pays them: each reads the table.
  const reads = {
    access: { permission: { submit: 'gate.submit', manage: 'gate.manage', settle: 'gate.settle' } },
  } as const;

  app.get('/api/gate', { config: reads, schema: { response: { 200: gateListResponse } } }, (request) =>
    listGates({ ...deps, actor: actorOf(request) }),
  );

  app.post(
    '/api/gate',
    {
      config: { access: { permission: 'gate.manage' } },
      schema: { body: gateRequest, response: { 201: gateResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await saveGate({ ...deps, actor: actorOf(request), request: request.body })),
  );

  app.put(
    '/api/gate/:id',
    {
      config: { access: { permission: 'gate.manage' } },
      schema: { params: gateIdParams, body: gateRequest, response: { 200: gateResponse } },
    },
    (request) => saveGate({ ...deps, actor: actorOf(request), id: request.params.id, request: request.body }),
  );

  app.post(
    '/api/gate/:id/settle',
    {
      config: { access: { permission: 'gate.settle' }, freshAuth: true },
      schema: { params: gateIdParams, headers: idempotencyKeyHeaders, response: { 201: gateSettleResponse } },
    },
    async (request, reply) => {
      const answer = await settleGate({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/api/gate-submit/scan',
    { config: counter, schema: { querystring: gateScanQuery, response: { 200: gateScanResponse } } },
    (request) => scanForGate({ ...deps, actor: actorOf(request), code: request.query.code, locale: request.locale }),
  );

  app.post(
    '/api/gate-submit',
    {
      config: counter,
      schema: { body: gateSubmitRequest, headers: idempotencyKeyHeaders, response: { 201: gateSubmitCreated } },
    },
    async (request, reply) => {
      const answer = await submitToGate({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        locale: request.locale,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  const slipReads = { access: { permission: { submit: 'gate.submit', settle: 'gate.settle' } } } as const;
  app.get(
    '/api/gate-submit',
    { config: slipReads, schema: { querystring: gateSubmitListQuery, response: { 200: gateSubmitListResponse } } },
    (request) => listGateSubmits({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/gate-submit/:id',
    { config: slipReads, schema: { params: gateSubmitIdParams, response: { 200: gateSubmitResponse } } },
    (request) => getGateSubmit({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  for (const report of gateReports) {
    app.post(
      `/api/gate-submit/:id/${report}`,
      {
        config: counter,
        schema: { params: gateSubmitIdParams, body: gateReportRequest, response: { 200: gateSubmitResponse } },
      },
      (request) =>
        reportGate({ ...deps, actor: actorOf(request), id: request.params.id, report, request: request.body }),
    );
  }
}
