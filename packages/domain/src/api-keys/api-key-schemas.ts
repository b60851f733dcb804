import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';

/** A test key validates and prices what it sends and books nothing; a live key books real parcels. */
export const apiKeyModes = ['test', 'live'] as const;
export type ApiKeyMode = (typeof apiKeyModes)[number];

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** A key is `wp_<mode>_` and 48 hex digits (24 random bytes); its first 16 characters are shown to recognise it. */
export const apiKeyFormat = { secretBytes: 24, prefixLength: 16, pattern: /^wp_(test|live)_[0-9a-f]{48}$/ } as const;

/** The key of `mode` made of `secret` (random bytes the caller draws: the domain holds no randomness). */
export function formatApiKey(mode: ApiKeyMode, secret: Uint8Array): string {
  if (secret.length !== apiKeyFormat.secretBytes) throw new Error(`an API key takes ${apiKeyFormat.secretBytes} bytes`);
  return `wp_${mode}_${Array.from(secret, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What a bearer token must look like to be looked up as an API key at all. */
export function isApiKeyShaped(token: string): boolean {
  return apiKeyFormat.pattern.test(token);
}

/** The part of a key shown in lists and logs, enough to tell keys apart and never enough to use one. */
export function apiKeyPrefixOf(key: string): string {
  return key.slice(0, apiKeyFormat.prefixLength);
}

/** Revoked wins over expired: a revoked key stays revoked whatever its date. */
export function apiKeyStatusOf(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt <= now) return 'expired';
  return 'active';
}

/** POST /api/api-keys: the key's name, mode and merchant; no expiry means until revoked. */
export const apiKeyCreateRequest = z.object({
  name: singleLineText({ min: 1, max: 100 }),
  mode: z.enum(apiKeyModes, 'validation.noselectErrorMessage'),
  merchant_id: entityId({ message: 'validation.noselectErrorMessage' }),
  expires_at: z.iso.datetime({ offset: true, message: 'validation.invalidErrorMessage' }).nullish(),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequest>;

/** The one answer that carries the key itself: it is stored hashed and never shown again. */
export const apiKeyCreatedResponse = z.object({
  data: z.object({ id: z.number().int(), key: z.string(), prefix: z.string() }),
});
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponse>;

export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(apiKeyModes),
  prefix: z.string(),
  status: z.enum(apiKeyStatuses),
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

/** GET /api/api-keys (optionally one merchant's): newest first. */
export const apiKeyListQuery = z.object({ merchant_id: entityId().optional() });
export const apiKeyListResponse = z.object({ data: z.array(apiKeyItem) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponse>;

export const apiKeyIdParams = z.object({ id: entityId() });
export const apiKeyResponse = z.object({ data: apiKeyItem });
export type ApiKeyResponse = z.infer<typeof apiKeyResponse>;
