import { managesAgents, type AgentStatementQuery, type AgentStatementResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { agentServiceItemOf } from '../agent-services/agent-service-item.js';
import { agentScopeOf } from '../agent-services/list-agent-services.js';
import { agentSettlementOf, periodBounds } from './agent-settlement-item.js';
import { agentSettlementsRepository } from './agent-settlements.repository.js';

/**
 * GET /api/agent/{branchId}/statement?from=&to= (issue 30 §4): the agent's services confirmed in the period (Yangon
 * days), their fees, what is settled and what is not, and the agent's settlements. Another company's branch, a
 * branch that is no agent, or — for an agent's own people — another agent's branch is a 404.
 */
export async function readAgentStatement({
  db,
  actor,
  branchId,
  query,
}: {
  db: Database;
  actor: Actor;
  branchId: number;
  query: AgentStatementQuery;
}): Promise<AgentStatementResponse> {
  // Finance and head office read any agent's; an agent's people their own branch's only.
  const scope = managesAgents(actor) ? null : agentScopeOf(actor);
  const agent = await agentSettlementsRepository.findAgentBranch(db, actor.companyId, branchId);
  if (!agent || (scope !== null && scope !== agent.id)) throw new AppError('NOT_FOUND');
  const { start, end } = periodBounds(query);
  const [rows, settlements] = await Promise.all([
    agentSettlementsRepository.statementServices(db, agent.id, start, end),
    agentSettlementsRepository.listSettlements(db, { companyId: actor.companyId, agentBranchId: agent.id }),
  ]);
  const services = rows.map((row) => agentServiceItemOf(row));
  const sum = (items: typeof services, pick: (item: (typeof services)[number]) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const unsettled = services.filter((service) => service.settlement_id === null);
  return {
    agent_branch: { id: agent.id, code: agent.code, name_en: agent.nameEn, name_mm: agent.nameMm },
    from: query.from,
    to: query.to,
    services,
    totals: {
      count: services.length,
      fee: sum(services, (service) => service.fee),
      discount: sum(services, (service) => service.discount),
      amount: sum(services, (service) => service.amount),
      unsettled_count: unsettled.length,
      unsettled_amount: sum(unsettled, (service) => service.amount),
      settled_amount: sum(services, (service) => service.amount) - sum(unsettled, (service) => service.amount),
    },
    settlements: settlements.map(agentSettlementOf),
  };
}
