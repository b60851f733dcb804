import {
  branchCollectionIdParams,
  branchCollectionListResponse,
  branchCollectionRequest,
  branchCollectionResponse,
  superScreenRoles,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import {
  createBranchCollection,
  deleteBranchCollection,
  listBranchCollections,
  updateBranchCollection,
} from './manage-branch-collections.js';

/** Branch-collection screens are for super-admin and md only (spec §6). */
export function registerBranchCollectionRoutes(app: AppInstance, deps: { db: Database }): void {
  const config = { access: { roles: superScreenRoles, permission: 'branch-collection.manage' } } as const;
  app.get(
    '/api/branch-collection',
    { config, schema: { response: { 200: branchCollectionListResponse } } },
    (request) => listBranchCollections({ ...deps, actor: actorOf(request) }),
  );
  app.post(
    '/api/branch-collection',
    { config, schema: { body: branchCollectionRequest, response: { 201: branchCollectionResponse } } },
    async (request, reply) => {
      const data = await createBranchCollection({ ...deps, actor: actorOf(request), body: request.body });
      return reply.code(201).send({ data });
    },
  );
  app.put(
    '/api/branch-collection/:id',
    {
      config,
      schema: {
        params: branchCollectionIdParams,
        body: branchCollectionRequest,
        response: { 200: branchCollectionResponse },
      },
    },
    async (request) => ({
      data: await updateBranchCollection({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        body: request.body,
      }),
    }),
  );
  app.delete(
    '/api/branch-collection/:id',
    { config, schema: { params: branchCollectionIdParams } },
    async (request, reply) => {
      await deleteBranchCollection({ ...deps, actor: actorOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );
}
