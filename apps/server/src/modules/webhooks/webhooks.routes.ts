import {
  webhookCreateRequest,
  webhookCreatedResponse,
  webhookDeliveryListQuery,
  webhookDeliveryListResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookIdParams,
  webhookListQuery,
  webhookListResponse,
  webhookResponse,
  webhookTestResponse,
  webhookUpdateRequest,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { integrationManage, integrationView } from '../api-keys/api-keys.routes.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  replayWebhookDelivery,
  testWebhook,
  updateWebhook,
} from './manage-webhooks.js';

/**
 * Merchants' webhook endpoints (issue 14.6): seen on /api-integration, registered and replayed by managers; a
 * merchant's owner keeps his own merchant's (issue 30 §2).
 */
export function registerWebhookRoutes(
  app: AppInstance,
  deps: { db: Database; clock: Clock; config: { webhookAllowPrivate: boolean; webhookTimeoutSeconds: number } },
): void {
  app.get(
    '/api/webhooks',
    {
      config: { access: integrationView },
      schema: { querystring: webhookListQuery, response: { 200: webhookListResponse } },
    },
    (request) => listWebhooks({ ...deps, actor: actorOf(request), merchantId: request.query.merchant_id }),
  );

  app.post(
    '/api/webhooks',
    {
      config: { access: integrationManage },
      schema: { body: webhookCreateRequest, response: { 201: webhookCreatedResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createWebhook({
          ...deps,
          actor: actorOf(request),
          request: request.body,
          allowPrivate: deps.config.webhookAllowPrivate,
        }),
      ),
  );

  app.put(
    '/api/webhooks/:id',
    {
      config: { access: integrationManage },
      schema: { params: webhookIdParams, body: webhookUpdateRequest, response: { 200: webhookResponse } },
    },
    (request) =>
      updateWebhook({
        ...deps,
        actor: actorOf(request),
        webhookId: request.params.id,
        request: request.body,
        allowPrivate: deps.config.webhookAllowPrivate,
      }),
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      config: { access: integrationManage },
      schema: { params: webhookIdParams, response: { 200: webhookTestResponse } },
    },
    (request) =>
      testWebhook({
        ...deps,
        actor: actorOf(request),
        webhookId: request.params.id,
        allowPrivate: deps.config.webhookAllowPrivate,
        timeoutMs: deps.config.webhookTimeoutSeconds * 1000,
      }),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config: { access: integrationManage },
      schema: { params: webhookIdParams, response: { 200: webhookResponse } },
    },
    (request) => deleteWebhook({ ...deps, actor: actorOf(request), webhookId: request.params.id }),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { access: integrationView },
      schema: {
        params: webhookIdParams,
        querystring: webhookDeliveryListQuery,
        response: { 200: webhookDeliveryListResponse },
      },
    },
    (request) =>
      listWebhookDeliveries({ ...deps, actor: actorOf(request), webhookId: request.params.id, query: request.query }),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: { access: integrationManage },
      schema: { params: webhookDeliveryParams, response: { 202: webhookDeliveryResponse } },
    },
    async (request, reply) =>
      reply.code(202).send(
        await replayWebhookDelivery({
          ...deps,
          actor: actorOf(request),
          webhookId: request.params.id,
          deliveryId: request.params.deliveryId,
        }),
      ),
  );
}
