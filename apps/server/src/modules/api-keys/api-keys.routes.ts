import {
  apiKeyCreateRequest,
  apiKeyCreatedResponse,
  apiKeyIdParams,
  apiKeyListQuery,
  apiKeyListResponse,
  apiKeyResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.js';

/** Merchants' keys to the public API (issue 14.5): those on /api-integration see them, managers issue and revoke. */
export function registerApiKeyRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/api-keys',
    {
      config: { access: { permission: 'api-integration.view' } },
      schema: { querystring: apiKeyListQuery, response: { 200: apiKeyListResponse } },
    },
    (request) => listApiKeys({ ...deps, actor: actorOf(request), merchantId: request.query.merchant_id }),
  );

  app.post(
    '/api/api-keys',
    {
      config: { access: { permission: 'api-integration.manage' } },
      schema: { body: apiKeyCreateRequest, response: { 201: apiKeyCreatedResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey({ ...deps, actor: actorOf(request), request: request.body })),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      config: { access: { permission: 'api-integration.manage' } },
      schema: { params: apiKeyIdParams, response: { 200: apiKeyResponse } },
    },
    (request) => revokeApiKey({ ...deps, actor: actorOf(request), keyId: request.params.id }),
  );
}
