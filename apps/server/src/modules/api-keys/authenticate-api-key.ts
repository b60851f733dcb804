import { isApiKeyShaped, type Permission } from '@waypost/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor, ApiCaller, RequestClient } from '../../plugins/request-context.js';
import { actorOfUser } from '../auth/actor-of-user.js';
import { apiKeysRepository } from './api-keys.repository.js';
import { hashApiKey } from './manage-api-keys.js';

const windowSeconds = 60;
const invalidKey = {
  'www-authenticate': 'Bearer error="invalid_token", error_description="unknown, revoked or expired key"',
};

/** All a key may do, whatever its issuer may: book and read its merchant's labels, ask for pickups. */
const publicApiPermissions: Permission[] = [
  'label.view',
  'label.create',
  'pickup-request.view',
  'pickup-request.create',
];

/**
 * A request with a merchant's key: one statement finds the key (not revoked, not expired), counts the request in its
 * minute and notes its use; past the limit the answer is 429 with the seconds until the minute ends. The request acts
 * for the merchant at its home branch, in the name of the staff member who issued the key, with the public API's
 * permissions only; the audit log names the key.
 */
export async function authenticateApiKey({
  db,
  config,
  clock,
  token,
  client,
}: {
  db: Database;
  config: Config;
  clock: Clock;
  token: string;
  client: RequestClient;
}): Promise<{ caller: ApiCaller; actor: Actor }> {
  if (!isApiKeyShaped(token)) throw new AppError('UNAUTHORIZED', { headers: invalidKey });
  const now = clock.now();
  const key = await apiKeysRepository.useKey(db, { keyHash: hashApiKey(token), now, windowSeconds });
  if (!key) throw new AppError('UNAUTHORIZED', { headers: invalidKey });
  const limit = config.apiKeyRateLimitPerMinute;
  if (limit > 0 && key.windowCount > limit && key.windowStartedAt) {
    const seconds = Math.ceil((key.windowStartedAt.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
    throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(Math.max(1, seconds)) } });
  }
  const issuer = await actorOfUser(db, key.createdBy);
  if (!issuer || issuer.companyId !== key.companyId) throw new AppError('UNAUTHORIZED', { headers: invalidKey });
  const actor: Actor = {
    ...issuer,
    allBranches: false,
    branchCollectionId: null,
    branch: { id: key.homeBranchId, international_mail: key.homeBranchInternationalMail },
    role: { ...issuer.role, permissions: publicApiPermissions },
    client: { ip: client.ip, userAgent: `api-key ${key.prefix}${client.userAgent ? ` · ${client.userAgent}` : ''}` },
    recentlyReauthenticated: false,
  };
  return { caller: { keyId: key.id, prefix: key.prefix, mode: key.mode, merchantId: key.merchantId }, actor };
}
