import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Money POSTs replayed by their Idempotency-Key (money design §5): the first request's hash and answer, kept 7 days.
 * A request still running holds the row (`response` null).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.route, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
