import type { AgentSettlementIssueRequest, AgentSettlementIssueResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { periodBounds } from './agent-settlement-item.js';
import { agentSettlementsRepository } from './agent-settlements.repository.js';

/**
 * POST /api/agent/{branchId}/settlement { from, to } (Idempotency-Key; issue 30 §4): the period's confirmed services
 * not yet in a settlement go into a new one, exactly once. Under the agent branch's lock, so two issues at once
 * never take the same service; nothing left to settle is a 409. The ledger moves when it is paid.
 */
export async function issueAgentSettlement({
  db,
  clock,
  actor,
  branchId,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  branchId: number;
  request: AgentSettlementIssueRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<AgentSettlementIssueResponse>> {
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      {
        userId: actor.id,
        route: 'POST /api/agent/:branchId/settlement',
        key: idempotencyKey,
        request: { branchId, ...request },
      },
      async () => {
        const agent = await agentSettlementsRepository.findAgentBranch(tx, actor.companyId, branchId, { lock: true });
        if (!agent) throw new AppError('NOT_FOUND');
        const { start, end } = periodBounds(request);
        const services = await agentSettlementsRepository.lockUnsettled(tx, agent.id, start, end);
        if (services.length === 0) throw new AppError('AGENT_NOTHING_TO_SETTLE');
        const amount = services.reduce((total, service) => total + service.amount, 0);
        const settlement = await agentSettlementsRepository.insertSettlement(tx, {
          companyId: actor.companyId,
          agentBranchId: agent.id,
          periodFrom: request.from,
          periodTo: request.to,
          count: services.length,
          amount,
          state: 'issued',
          issuedBy: actor.id,
          issuedAt: clock.now(),
        });
        const ids = services.map((service) => service.id);
        if ((await agentSettlementsRepository.claim(tx, ids, settlement.id)) !== ids.length) {
          throw new AppError('CONFLICT');
        }
        await recordAudit(tx, {
          actor,
          action: 'agent-settlement.issue',
          entity: 'agent_settlement',
          entityId: settlement.id,
          after: { agent_branch_id: agent.id, ...request, service_ids: ids, amount },
        });
        return { status: 201, body: { id: settlement.id, amount } };
      },
    ),
  );
}
