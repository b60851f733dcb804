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

/**
 * Staff on /api-integration, and a merchant's owner for his own merchant's keys (issue 30 §2, /portal/integration):
 * the service keeps a member to his merchant whatever merchant_id he names.
 */
export const integrationView = {
  permission: { staff: 'api-integration.view', merchant: 'merchant-portal.manage' },
} as const;
export const integrationManage = {
  permission: { staff: 'api-integration.manage', merchant: 'merchant-portal.manage' },
} as const;

/**
 * Merchants' keys to the public API (issue 14.5): those on /api-integration see them, managers issue and revoke; a
 * merchant's owner does both for his own merchant (issue 30 §2).
 */
export function registerApiKeyRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/api-keys',
    {
      config: { access: integrationView },
      schema: { querystring: apiKeyListQuery, response: { 200: apiKeyListResponse } },
    },
    (request) => listApiKeys({ ...deps, actor: actorOf(request), merchantId: request.query.merchant_id }),
  );

  app.post(
    '/api/api-keys',
    {
      config: { access: integrationManage },
      schema: { body: apiKeyCreateRequest, response: { 201: apiKeyCreatedResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey({ ...deps, actor: actorOf(request), request: request.body })),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      config: { access: integrationManage },
      schema: { params: apiKeyIdParams, response: { 200: apiKeyResponse } },
    },
    (request) => revokeApiKey({ ...deps, actor: actorOf(request), keyId: request.params.id }),
  );
}
