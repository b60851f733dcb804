import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { pickupLogStates, pickupRequestStates, vehicles } from '@waypost/domain';
import { branches } from './branches.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { locations } from './locations.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/**
 * A request to collect parcels from a customer (spec §3 "Pickup request", §4 states; issue 12): made at a branch,
 * given to one of its postmen, accepted or denied by him, then completed with the parcels counted and their labels
 * linked, handed back to the branch, or failed.
 */
export const pickupRequests = pgTable(
  'pickup_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The branch that collects: the creator's. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status', { enum: pickupRequestStates }).notNull().default('unassigned'),
    postmanId: integer('postman_id').references(() => users.id),
    merchantId: integer('merchant_id').references(() => merchants.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    includeProducts: text('include_products'),
    counts: integer('counts').notNull(),
    /** How many parcels the postman actually took (set on complete). */
    acceptCounts: integer('accept_counts'),
    /** Whole grams, all parcels together, like labels. */
    weightGrams: integer('weight_grams'),
    /** The window the customer asked for. */
    timeFrom: utcTimestamp('time_from'),
    timeTo: utcTimestamp('time_to'),
    townshipId: text('township_id')
      .notNull()
      .references(() => locations.id),
    address: text('address').notNull(),
    vehicle: text('vehicle', { enum: vehicles }),
    /** Why it failed (status failed). */
    failureReason: text('failure_reason'),
    /** Bumped by every change: an update names the version it read, so of two changes at once only one applies. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('pickup_requests_branch_status_idx').on(table.branchId, table.status, table.id),
    index('pickup_requests_postman_status_idx').on(table.postmanId, table.status, table.id),
    check('pickup_requests_counts_positive', sql`${table.counts} > 0`),
    check(
      'pickup_requests_accept_counts_not_negative',
      sql`${table.acceptCounts} is null or ${table.acceptCounts} >= 0`,
    ),
    check('pickup_requests_time_window', sql`${table.timeTo} is null or ${table.timeFrom} <= ${table.timeTo}`),
  ],
);

/**
 * Every change of a pickup request (spec §4 "Pickup request log" states), with who and when. A postman's denial
 * stays in the branch's notifications until a supervisor reads it (`read_at`).
 */
export const pickupRequestLogs = pgTable(
  'pickup_request_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pickupRequestId: integer('pickup_request_id')
      .notNull()
      .references(() => pickupRequests.id),
    /** The pickup's branch, so that a branch's unread denials are one index range. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    state: text('state', { enum: pickupLogStates }).notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The postman the change concerns (assigned, accepting, denying…). */
    postmanId: integer('postman_id').references(() => users.id),
    reason: text('reason'),
    readAt: utcTimestamp('read_at'),
    readBy: integer('read_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('pickup_request_logs_request_idx').on(table.pickupRequestId, table.id),
    index('pickup_request_logs_unread_deny_idx')
      .on(table.branchId, table.id)
      .where(sql`${table.state} = 'deny' and ${table.readAt} is null`),
  ],
);

/** The labels created from a pickup (linked on complete); a label comes from one pickup at most. */
export const pickupRequestLabels = pgTable(
  'pickup_request_labels',
  {
    labelId: bigint('label_id', { mode: 'number' })
      .primaryKey()
      .references(() => labels.id, { onDelete: 'cascade' }),
    pickupRequestId: integer('pickup_request_id')
      .notNull()
      .references(() => pickupRequests.id),
    createdAt: createdAt(),
  },
  (table) => [index('pickup_request_labels_request_idx').on(table.pickupRequestId)],
);
