import {
  callCaseDetailResponse,
  callCaseParams,
  callListQuery,
  callListResponse,
  callLogCreate,
  callLogCreateResponse,
  callLogLabelParams,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { getCallCase, listCallCases } from './list-call-cases.js';
import { recordCall } from './record-call.js';

export function registerCallLogRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/call-list',
    {
      config: { access: { permission: 'call-log.view' } },
      schema: { querystring: callListQuery, response: { 200: callListResponse } },
    },
    (request) => listCallCases({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/call-list/:type/detail/:callId',
    {
      config: { access: { permission: 'call-log.view' } },
      schema: { params: callCaseParams, response: { 200: callCaseDetailResponse } },
    },
    (request) =>
      getCallCase({ ...deps, actor: actorOf(request), type: request.params.type, caseId: request.params.callId }),
  );

  app.post(
    '/api/call-list/:labelId/calls',
    {
      config: { access: { permission: 'call-log.manage' } },
      schema: {
        params: callLogLabelParams,
        body: callLogCreate,
        headers: idempotencyKeyHeaders,
        response: { 201: callLogCreateResponse },
      },
    },
    async (request, reply) => {
      const answer = await recordCall({
        ...deps,
        actor: actorOf(request),
        labelId: request.params.labelId,
        call: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(answer);
    },
  );
}
