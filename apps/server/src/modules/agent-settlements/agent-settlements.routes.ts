import {
  agentBranchParams,
  agentSettlementIdParams,
  agentSettlementIssueRequest,
  agentSettlementIssueResponse,
  agentSettlementResponse,
  agentStatementQuery,
  agentStatementResponse,
  worksAgentServices,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { approveAgentSettlement, payAgentSettlement } from './decide-agent-settlement.js';
import { issueAgentSettlement } from './issue-agent-settlement.js';
import { readAgentStatement } from './read-agent-statement.js';

export function registerAgentSettlementRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/agent/:branchId/statement',
    {
      // Finance reads every agent's statement; an agent's people their own (another agent's is a 404).
      config: {
        access: {
          permission: { finance: 'agent-settlement.issue', agent: 'agent-service.decide' },
          callback: worksAgentServices,
        },
      },
      schema: {
        params: agentBranchParams,
        querystring: agentStatementQuery,
        response: { 200: agentStatementResponse },
      },
    },
    (request) =>
      readAgentStatement({ ...deps, actor: actorOf(request), branchId: request.params.branchId, query: request.query }),
  );

  app.post(
    '/api/agent/:branchId/settlement',
    {
      config: { access: { permission: 'agent-settlement.issue' } },
      schema: {
        params: agentBranchParams,
        body: agentSettlementIssueRequest,
        headers: idempotencyKeyHeaders,
        response: { 201: agentSettlementIssueResponse },
      },
    },
    async (request, reply) => {
      const answer = await issueAgentSettlement({
        ...deps,
        actor: actorOf(request),
        branchId: request.params.branchId,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.post(
    '/api/agent-settlement/:id/approve',
    {
      config: { access: { permission: 'agent-settlement.approve' }, freshAuth: true },
      schema: { params: agentSettlementIdParams, response: { 200: agentSettlementResponse } },
    },
    (request) => approveAgentSettlement({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/agent-settlement/:id/pay',
    {
      config: { access: { permission: 'agent-settlement.pay' }, freshAuth: true },
      schema: { params: agentSettlementIdParams, response: { 200: agentSettlementResponse } },
    },
    (request) => payAgentSettlement({ ...deps, actor: actorOf(request), id: request.params.id }),
  );
}
