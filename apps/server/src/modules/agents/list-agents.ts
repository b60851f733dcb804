import { lastPage, type AgentListQuery, type AgentListResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { staffScopeOf } from '../staff/list-staff.js';
import { agentsRepository } from './agents.repository.js';

/**
 * GET /api/agent/?page= (spec §7): the people working at the company's agent branches (branch type `agent`), by
 * branch; head office sees every branch's, a branch's head his own branch's.
 */
export async function listAgents({ db, actor, query }: { db: Database; actor: Actor; query: AgentListQuery }) {
  const { rows, total } = await agentsRepository.listAgents(db, {
    scope: staffScopeOf(actor),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      user_name: row.userName,
      phone: row.phone,
      status: row.status,
      branch: {
        id: row.branch.id,
        code: row.branch.code,
        name_en: row.branch.nameEn,
        name_mm: row.branch.nameMm,
        town: row.branch.town,
      },
      created_at: row.createdAt.toISOString(),
    })),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  } satisfies AgentListResponse;
}
