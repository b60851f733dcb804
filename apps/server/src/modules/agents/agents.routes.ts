import { agentListQuery, agentListResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { listAgents } from './list-agents.js';

export function registerAgentRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/agent/',
    {
      config: { access: { permission: 'staff.view' } },
      schema: { querystring: agentListQuery, response: { 200: agentListResponse } },
    },
    (request) => listAgents({ ...deps, actor: actorOf(request), query: request.query }),
  );
}
