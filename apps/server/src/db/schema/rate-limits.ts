import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './columns.js';

/**
 * Token buckets of the request rate limits (lib/rate-limit.ts), one per limit and client address, shared by all API
 * instances. A bucket holds `tokens` as of `refilled_at`; the refill since then is worked out on the next request.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  refilledAt: utcTimestamp('refilled_at').notNull(),
});
