import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './columns.js';

/**
 * Sign-in attempts per key ("account-ip:<name>:<address>", "account:<name>" or "ip:<address>") in a fixed window,
 * shared by all API instances: failures, plus attempts still being checked.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  windowStartedAt: utcTimestamp('window_started_at').notNull(),
  failures: integer('failures').notNull(),
});
