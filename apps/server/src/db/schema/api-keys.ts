import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { apiKeyModes } from '@waypost/domain';
import { createdAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/**
 * A merchant's key to the public API (`/api/v1`, issue 14.5). Only the SHA-256 of the key is kept (a key is 24
 * random bytes: a fast hash is enough, unlike a password); the prefix recognises it in lists.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    mode: text('mode', { enum: apiKeyModes }).notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The staff member who issued it: the labels it books name him as their creator. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: utcTimestamp('expires_at'),
    revokedAt: utcTimestamp('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
    lastUsedAt: utcTimestamp('last_used_at'),
    /** The rate limit's current minute and its requests: one row update per request, shared by every instance. */
    windowStartedAt: utcTimestamp('window_started_at'),
    windowCount: integer('window_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_unique').on(table.keyHash),
    index('api_keys_company_merchant_idx').on(table.companyId, table.merchantId, table.id),
  ],
);
