import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns.js';
import { users } from './users.js';

/**
 * Sign-in attempts per key ("account-ip:<name>:<address>", "account:<name>" or "ip:<address>") in a fixed window,
 * shared by all API instances: failures, plus attempts still being checked.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  windowStartedAt: utcTimestamp('window_started_at').notNull(),
  failures: integer('failures').notNull(),
});

/**
 * A browser that signed in to an account before (issue 26 §4): it holds an HttpOnly cookie whose hash is kept here.
 * Failures from anywhere else never lock it out of that account, so guessing cannot lock a clerk out of his counter.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: utcTimestamp('last_used_at').notNull(),
  },
  (table) => [
    uniqueIndex('login_devices_token_unique').on(table.tokenHash),
    index('login_devices_user_idx').on(table.userId),
  ],
);
