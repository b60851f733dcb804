import { randomBytes, randomUUID } from 'node:crypto';
import {
  formatWebhookSecret,
  lastPage,
  webhookSecretFormat,
  webhookTestEventType,
  type PaginationQuery,
  type WebhookCreateRequest,
  type WebhookCreatedResponse,
  type WebhookDelivery,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryResponse,
  type WebhookItem,
  type WebhookListResponse,
  type WebhookResponse,
  type WebhookTestResponse,
  type WebhookUpdateRequest,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { integrationMerchantId, managesMerchantIntegration } from '../api-keys/manage-api-keys.js';
import { memberMerchantId } from '../merchant-users/merchant-scope.js';
import { webhookUrlProblem } from './webhook-target.js';
import { sendDelivery } from './webhook-worker.js';
import { webhooksRepository, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks.repository.js';

interface WebhookDeps {
  db: Database;
  clock: Clock;
  actor: Actor;
}

function webhookItemOf(row: WebhookEndpointRow): WebhookItem {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    merchant: { id: row.merchantId, name: row.merchantName },
    created_by: { id: row.createdById, name: row.createdByName },
    created_at: row.createdAt.toISOString(),
    pending: Number(row.pending),
    failed: Number(row.failed),
  };
}

function deliveryOf(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    tracking_code: row.trackingCode,
    status: row.status,
    attempts: row.attempts,
    response_code: row.responseCode,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    replay_of: row.replayOf,
  };
}

/** The company's endpoint, or 404 (another company's, a deleted one, or — to a member — another merchant's). */
async function endpointOf(db: Database, actor: Actor, id: number): Promise<WebhookEndpointRow> {
  const endpoint = await webhooksRepository.findEndpoint(db, actor.companyId, id);
  const ownMerchant = memberMerchantId(actor);
  if (!endpoint || (ownMerchant !== null && endpoint.merchantId !== ownMerchant)) throw new AppError('NOT_FOUND');
  return endpoint;
}

/** An endpoint the actor may change (delete, replay to): of a merchant he manages, else 404 (issue 26 §2). */
async function managedEndpointOf(db: Database, actor: Actor, id: number): Promise<WebhookEndpointRow> {
  const endpoint = await endpointOf(db, actor, id);
  if (!(await managesMerchantIntegration(db, actor, endpoint.merchantId))) throw new AppError('NOT_FOUND');
  return endpoint;
}

/** POST /api/webhooks: a merchant's endpoint and its signing secret, answered this once. */
export async function createWebhook({
  db,
  actor,
  request: named,
  allowPrivate,
}: WebhookDeps & { request: WebhookCreateRequest; allowPrivate: boolean }): Promise<WebhookCreatedResponse> {
  const request = { ...named, merchant_id: integrationMerchantId(actor, named.merchant_id) };
  const problem = webhookUrlProblem(request.url, { allowPrivate });
  if (problem) throw new AppError('VALIDATION_FAILED', { fieldErrors: { url: [problem] } });
  if (!(await managesMerchantIntegration(db, actor, request.merchant_id))) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { merchant_id: ['validation.noselectErrorMessage'] } });
  }
  const secret = formatWebhookSecret(randomBytes(webhookSecretFormat.secretBytes));
  const id = await db.transaction(async (tx) => {
    const inserted = await webhooksRepository.insertEndpoint(tx, {
      companyId: actor.companyId,
      merchantId: request.merchant_id,
      url: request.url,
      events: request.events,
      description: request.description ?? null,
      secret,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actor,
      action: 'webhook.create',
      entity: 'webhook_endpoint',
      entityId: inserted,
      after: { url: request.url, events: request.events, merchant_id: request.merchant_id },
    });
    return inserted;
  });
  return { data: { id, secret } };
}

/** GET /api/webhooks: the company's endpoints (or one merchant's), newest first, never their secrets. */
export async function listWebhooks({
  db,
  actor,
  merchantId,
}: WebhookDeps & { merchantId?: number | undefined }): Promise<WebhookListResponse> {
  const rows = await webhooksRepository.listEndpoints(db, {
    companyId: actor.companyId,
    merchantId: integrationMerchantId(actor, merchantId),
  });
  return { data: rows.map(webhookItemOf) };
}

/** PUT /api/webhooks/{id}: a new address, events or description of an endpoint the actor manages; audited. */
export async function updateWebhook({
  db,
  actor,
  webhookId,
  request,
  allowPrivate,
}: WebhookDeps & {
  webhookId: number;
  request: WebhookUpdateRequest;
  allowPrivate: boolean;
}): Promise<WebhookResponse> {
  const endpoint = await managedEndpointOf(db, actor, webhookId);
  const problem = webhookUrlProblem(request.url, { allowPrivate });
  if (problem) throw new AppError('VALIDATION_FAILED', { fieldErrors: { url: [problem] } });
  const after = { url: request.url, events: request.events, description: request.description ?? null };
  await db.transaction(async (tx) => {
    await webhooksRepository.updateEndpoint(tx, { id: endpoint.id, ...after });
    await recordAudit(tx, {
      actor,
      action: 'webhook.update',
      entity: 'webhook_endpoint',
      entityId: endpoint.id,
      before: { url: endpoint.url, events: endpoint.events, description: endpoint.description },
      after,
    });
  });
  return { data: webhookItemOf(await endpointOf(db, actor, endpoint.id)) };
}

/**
 * POST /api/webhooks/{id}/test: one signed `webhook.test` event sent now and the endpoint's answer — how a merchant
 * checks his receiver and its signature check before a parcel moves. Neither logged nor retried.
 */
export async function testWebhook({
  db,
  clock,
  actor,
  webhookId,
  allowPrivate,
  timeoutMs,
}: WebhookDeps & { webhookId: number; allowPrivate: boolean; timeoutMs: number }): Promise<WebhookTestResponse> {
  const endpoint = await managedEndpointOf(db, actor, webhookId);
  const now = clock.now();
  const body = JSON.stringify({
    id: `evt_test_${randomUUID()}`,
    type: webhookTestEventType,
    created_at: now.toISOString(),
    data: {},
  });
  const outcome = await sendDelivery(
    {
      id: 'test',
      url: endpoint.url,
      secret: await webhooksRepository.secretOf(db, endpoint.id),
      eventType: webhookTestEventType,
      body,
    },
    { now, allowPrivate, timeoutMs },
  );
  const code = outcome.responseCode;
  return { data: { ok: code !== null && code >= 200 && code < 300, response_code: code, error: outcome.error } };
}

/** DELETE /api/webhooks/{id}: nothing more is sent to it; its log stays with the audit trail. */
export async function deleteWebhook({ db, clock, actor, webhookId }: WebhookDeps & { webhookId: number }) {
  const endpoint = await managedEndpointOf(db, actor, webhookId);
  await db.transaction(async (tx) => {
    await webhooksRepository.deleteEndpoint(tx, { id: endpoint.id, by: actor.id, at: clock.now() });
    await recordAudit(tx, { actor, action: 'webhook.delete', entity: 'webhook_endpoint', entityId: endpoint.id });
  });
  return { data: webhookItemOf(endpoint) };
}

/** GET /api/webhooks/{id}/deliveries: the endpoint's delivery log, newest first. */
export async function listWebhookDeliveries({
  db,
  actor,
  webhookId,
  query,
}: WebhookDeps & { webhookId: number; query: PaginationQuery }): Promise<WebhookDeliveryListResponse> {
  const endpoint = await endpointOf(db, actor, webhookId);
  const { rows, total } = await webhooksRepository.listDeliveries(db, {
    endpointId: endpoint.id,
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map(deliveryOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/replay: the same event sent again now, as a new delivery. */
export async function replayWebhookDelivery({
  db,
  clock,
  actor,
  webhookId,
  deliveryId,
}: WebhookDeps & { webhookId: number; deliveryId: number }): Promise<WebhookDeliveryResponse> {
  const endpoint = await managedEndpointOf(db, actor, webhookId);
  const replay = await db.transaction(async (tx) => {
    const original = await webhooksRepository.findDelivery(tx, { endpointId: endpoint.id, id: deliveryId });
    if (!original) throw new AppError('NOT_FOUND');
    const inserted = await webhooksRepository.insertReplay(tx, { original, at: clock.now() });
    await recordAudit(tx, {
      actor,
      action: 'webhook.replay',
      entity: 'webhook_endpoint',
      entityId: endpoint.id,
      after: { delivery_id: inserted.id, replay_of: original.id, event_id: original.eventId },
    });
    return inserted;
  });
  return { data: deliveryOf(replay) };
}
