import { createHash, randomBytes } from 'node:crypto';
import {
  hasPermission,
  apiKeyFormat,
  apiKeyPrefixOf,
  apiKeyStatusOf,
  formatApiKey,
  type ApiKeyCreateRequest,
  type ApiKeyCreatedResponse,
  type ApiKeyItem,
  type ApiKeyListResponse,
  type ApiKeyResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { memberMerchantId } from '../merchant-users/merchant-scope.js';
import { apiKeysRepository, type ApiKeyRow } from './api-keys.repository.js';

interface ApiKeyDeps {
  db: Database;
  clock: Clock;
  actor: Actor;
}

/** Keys are looked up by the SHA-256 of the whole key: 24 random bytes need no slow hash to stay unguessable. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

function apiKeyItemOf(row: ApiKeyRow, now: Date): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    prefix: row.prefix,
    status: apiKeyStatusOf(row, now),
    merchant: { id: row.merchantId, name: row.merchantName },
    created_by: { id: row.createdById, name: row.createdByName },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Whether the actor manages this merchant's integration (keys, webhooks): one of the company's merchants, edited by
 * the actor's role (merchant.manage), and — for a branch's user — a merchant of one of the branches he works for
 * (issue 26 §2). Head office manages every merchant of its company; another company's is never found. A merchant's
 * owner manages his own merchant's only (issue 30 §2).
 */
export async function managesMerchantIntegration(db: Database, actor: Actor, merchantId: number): Promise<boolean> {
  const ownMerchant = memberMerchantId(actor);
  if (ownMerchant !== null) return ownMerchant === merchantId && hasPermission(actor, 'merchant-portal.manage');
  if (!hasPermission(actor, 'merchant.manage')) return false;
  const homeBranchIds = actor.allBranches ? undefined : actor.account.jointedBranches.map((branch) => branch.id);
  return apiKeysRepository.merchantExists(db, {
    companyId: actor.companyId,
    merchantId,
    ...(homeBranchIds === undefined ? {} : { homeBranchIds }),
  });
}

/**
 * The merchant a request names, or — for a merchant's member — his own whatever it names (issue 30 §2): a member
 * never reaches another merchant's integration, not even to be told it is not his.
 */
export function integrationMerchantId<T extends number | undefined>(actor: Actor, named: T): number | T {
  return memberMerchantId(actor) ?? named;
}

/** POST /api/api-keys: a new key for one of the company's merchants, answered once and kept only as its hash. */
export async function createApiKey({
  db,
  clock,
  actor,
  request: named,
}: ApiKeyDeps & { request: ApiKeyCreateRequest }): Promise<ApiKeyCreatedResponse> {
  const request = { ...named, merchant_id: integrationMerchantId(actor, named.merchant_id) };
  const now = clock.now();
  const expiresAt = request.expires_at ? new Date(request.expires_at) : null;
  if (expiresAt && expiresAt <= now) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { expires_at: ['apiKey.expiryPast'] } });
  }
  if (!(await managesMerchantIntegration(db, actor, request.merchant_id))) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { merchant_id: ['validation.noselectErrorMessage'] } });
  }
  const key = formatApiKey(request.mode, randomBytes(apiKeyFormat.secretBytes));
  const prefix = apiKeyPrefixOf(key);
  const id = await db.transaction(async (tx) => {
    const inserted = await apiKeysRepository.insertKey(tx, {
      companyId: actor.companyId,
      merchantId: request.merchant_id,
      name: request.name,
      mode: request.mode,
      prefix,
      keyHash: hashApiKey(key),
      createdBy: actor.id,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      actor,
      action: 'api-key.create',
      entity: 'api_key',
      entityId: inserted,
      after: { name: request.name, mode: request.mode, merchant_id: request.merchant_id, prefix },
    });
    return inserted;
  });
  return { data: { id, key, prefix } };
}

/** GET /api/api-keys: the company's keys (or one merchant's; a member's own), newest first, never the keys themselves. */
export async function listApiKeys({
  db,
  clock,
  actor,
  merchantId,
}: ApiKeyDeps & { merchantId?: number | undefined }): Promise<ApiKeyListResponse> {
  const rows = await apiKeysRepository.listKeys(db, {
    companyId: actor.companyId,
    merchantId: integrationMerchantId(actor, merchantId),
  });
  const now = clock.now();
  return { data: rows.map((row) => apiKeyItemOf(row, now)) };
}

/**
 * DELETE /api/api-keys/{id}: the key stops working at once; revoking a revoked key changes nothing. Only a key of a
 * merchant the actor manages (managesMerchantIntegration), else 404.
 */
export async function revokeApiKey({
  db,
  clock,
  actor,
  keyId,
}: ApiKeyDeps & { keyId: number }): Promise<ApiKeyResponse> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const key = await apiKeysRepository.findKey(tx, actor.companyId, keyId);
    // A key of a merchant the actor does not manage is not his to see changed: as absent.
    if (!key || !(await managesMerchantIntegration(tx, actor, key.merchantId))) throw new AppError('NOT_FOUND');
    if (await apiKeysRepository.revokeKey(tx, { companyId: actor.companyId, id: keyId, by: actor.id, at: now })) {
      await recordAudit(tx, { actor, action: 'api-key.revoke', entity: 'api_key', entityId: keyId });
    }
  });
  const row = await apiKeysRepository.findKey(db, actor.companyId, keyId);
  if (!row) throw new AppError('NOT_FOUND');
  return { data: apiKeyItemOf(row, now) };
}
