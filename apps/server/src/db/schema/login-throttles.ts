import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './columns.js';

/** Failed sign-ins per key ("account:<name>" or "ip:<address>") in a fixed window, shared by all API instances. */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  windowStartedAt: utcTimestamp('window_started_at').notNull(),
  failures: integer('failures').notNull(),
});
