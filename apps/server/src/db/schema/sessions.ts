import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns.js';
import { users } from './users.js';

/**
 * Sign-in sessions. Only the SHA-256 of a token is stored, so a database leak does not leak usable tokens.
 * Sessions live here, not in server memory, so any API instance can serve any request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: utcTimestamp('last_used_at').notNull().defaultNow(),
    /** Idle expiry: pushed forward by use, at most once a minute. */
    idleExpiresAt: utcTimestamp('idle_expires_at').notNull(),
    /** Hard expiry, never extended. */
    absoluteExpiresAt: utcTimestamp('absolute_expires_at').notNull(),
    revokedAt: utcTimestamp('revoked_at'),
    /** When the user last typed the password again in this session (POST /api/reauth), for sensitive actions. */
    reauthenticatedAt: utcTimestamp('reauthenticated_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
