import {
  agentServiceDenyRequest,
  agentServiceIdParams,
  agentServiceListQuery,
  agentServiceListResponse,
  agentServiceResponse,
  worksAgentServices,
  type RouteAccess,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { decideAgentService } from './decide-agent-service.js';
import { listAgentServices } from './list-agent-services.js';

/** An agent branch's people and head office (issue 30 §4); a company branch's counter is refused (403). */
const agentDesk: RouteAccess = { permission: 'agent-service.decide', callback: worksAgentServices };

export function registerAgentServiceRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/agent-service',
    {
      config: { access: agentDesk },
      schema: { querystring: agentServiceListQuery, response: { 200: agentServiceListResponse } },
    },
    (request) => listAgentServices({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/api/agent-service/:id/confirm',
    {
      config: { access: agentDesk },
      schema: { params: agentServiceIdParams, response: { 200: agentServiceResponse } },
    },
    (request) => decideAgentService({ ...deps, actor: actorOf(request), id: request.params.id, decision: 'confirm' }),
  );

  app.post(
    '/api/agent-service/:id/deny',
    {
      config: { access: agentDesk },
      schema: { params: agentServiceIdParams, body: agentServiceDenyRequest, response: { 200: agentServiceResponse } },
    },
    (request) =>
      decideAgentService({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        decision: 'deny',
        reason: request.body.reason,
      }),
  );
}
