import { lastPage, type AgentServiceListQuery, type AgentServiceListResponse } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { agentServices } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/request-context.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { agentServiceItemOf } from './agent-service-item.js';
import { agentServicesRepository } from './agent-services.repository.js';

/** Head office (every branch, or none of its own) sees every agent's services; anyone else his branch's only. */
export function agentScopeOf(actor: Actor): number | null {
  return actor.allBranches || actor.branch === null ? null : actor.branch.id;
}

/**
 * GET /api/agent-service?state=&branch_id=&page= (issue 30 §4): the services offered to the signed-in user's agent
 * branch, newest first (a company branch has none); head office sees every agent's and may filter by agent branch.
 */
export async function listAgentServices({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: AgentServiceListQuery;
}): Promise<AgentServiceListResponse> {
  const scope = agentScopeOf(actor);
  const branchId = scope ?? query.branch_id;
  // The active rate table estimates what each pending service would earn (the same fees confirm posts).
  const [table, { rows, total }] = await Promise.all([
    labelsRepository.activeRateTable(db, actor.companyId),
    agentServicesRepository.list(db, {
      where: and(
        eq(agentServices.companyId, actor.companyId),
        branchId === undefined ? undefined : eq(agentServices.agentBranchId, branchId),
        query.state === undefined ? undefined : eq(agentServices.state, query.state),
      ),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  ]);
  return {
    current_page: query.page,
    data: rows.map((row) => agentServiceItemOf(row, table?.rates)),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}
