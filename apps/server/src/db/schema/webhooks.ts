import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { webhookDeliveryStatuses, webhookEvents } from '@waypost/domain';
import { createdAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/**
 * A merchant's endpoint for events (issue 14.6). The signing secret is kept as it is, unlike keys and passwords:
 * the server must sign every delivery with it (an HMAC needs the secret itself). It is shown once and never answered
 * again; deleting the endpoint (`deleted_at`) stops its deliveries.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    url: text('url').notNull(),
    events: text('events', { enum: webhookEvents }).array().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    deletedAt: utcTimestamp('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    index('webhook_endpoints_merchant_idx')
      .on(table.merchantId)
      .where(sql`${table.deletedAt} is null`),
    index('webhook_endpoints_company_idx').on(table.companyId, table.id),
  ],
);

/**
 * The outbox and the delivery log in one: a row is written in the transaction of the change it tells about, a
 * worker in any API process claims it (FOR UPDATE SKIP LOCKED, then a lease in `locked_until`) and sends `body` —
 * the exact bytes, the same on every attempt and replay — until the endpoint answers 2xx or the retries run out.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: text('event_id').notNull(),
    eventType: text('event_type', { enum: webhookEvents }).notNull(),
    /** What the event is about, to find it in the log. */
    trackingCode: text('tracking_code'),
    body: text('body').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: utcTimestamp('next_attempt_at').notNull(),
    /** While a worker is sending it; a worker that died lets it go when this passes. */
    lockedUntil: utcTimestamp('locked_until'),
    lastAttemptAt: utcTimestamp('last_attempt_at'),
    responseCode: integer('response_code'),
    /** Why the last attempt failed without an HTTP answer (a code, never a stack trace). */
    error: text('error'),
    deliveredAt: utcTimestamp('delivered_at'),
    replayOf: bigint('replay_of', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
  ],
);
