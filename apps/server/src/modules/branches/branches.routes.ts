import { branchCreateRequest, branchListResponse, branchResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { createBranch, listBranches } from './branches.service.js';

export function registerBranchRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/branch/all',
    { config: { access: { global: true } }, schema: { response: { 200: branchListResponse } } },
    (request) => listBranches({ ...deps, actor: actorOf(request) }),
  );
  app.post(
    '/api/branch',
    {
      config: { access: { permission: 'branch.manage' } },
      schema: { body: branchCreateRequest, response: { 201: branchResponse } },
    },
    async (request, reply) => {
      const data = await createBranch({ ...deps, actor: actorOf(request), body: request.body });
      return reply.code(201).send({ data });
    },
  );
}
