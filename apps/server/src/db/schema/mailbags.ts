import {
  carrierKinds,
  dispatchStates,
  mailbagEvents,
  mailbagStates,
  mailCategories,
  missingStates,
} from '@waypost/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { users } from './users.js';

/**
 * The branch network (issue 27). A mailbag (UPU receptacle) carries labels of one category from its origin branch to
 * its destination; a dispatch hands closed bags for one destination to a carrier; the destination receives and opens
 * them, and what its scans did not find waits as missing until found or confirmed.
 */
export const mailbags = pgTable(
  'mailbags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The tag's code (domain mailbag-codes.ts): route, category, day, planned dispatch, serial, check. */
    bagCode: text('bag_code').notNull(),
    originBranchId: integer('origin_branch_id')
      .notNull()
      .references(() => branches.id),
    destinationBranchId: integer('destination_branch_id')
      .notNull()
      .references(() => branches.id),
    /** The transit offices the bag passes, in order: scanning it there is no mis-sending. */
    transitBranchIds: integer('transit_branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    category: text('category', { enum: mailCategories }).notNull(),
    status: text('status', { enum: mailbagStates }).notNull().default('pending'),
    /** The Yangon day the bag was opened: its serial counts per route and day. */
    bagDay: date('bag_day', { mode: 'string' }).notNull(),
    serial: integer('serial').notNull(),
    plannedDispatchNo: integer('planned_dispatch_no').notNull(),
    /** Labels listed in the bag now (kept in step by every scan in and out). */
    labelCount: integer('label_count').notNull().default(0),
    /** Weighed at closing; and again at the destination, when it is. */
    weightGrams: integer('weight_grams'),
    openedWeightGrams: integer('opened_weight_grams'),
    /** The dispatch it left with last (a mis-sent bag is re-dispatched). */
    dispatchId: bigint('dispatch_id', { mode: 'number' }).references((): AnyPgColumn => dispatches.id),
    /** Where the bag was last scanned. */
    lastBranchId: integer('last_branch_id').references(() => branches.id),
    misSentAt: utcTimestamp('mis_sent_at'),
    closedAt: utcTimestamp('closed_at'),
    receivedAt: utcTimestamp('received_at'),
    openedAt: utcTimestamp('opened_at'),
    finishedAt: utcTimestamp('finished_at'),
    finishedBy: integer('finished_by').references(() => users.id),
    /** The verification note's remark and its second officer's signature. */
    note: text('note'),
    signedBy: integer('signed_by').references(() => users.id),
    signedAt: utcTimestamp('signed_at'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('mailbags_company_code_unique').on(table.companyId, table.bagCode),
    uniqueIndex('mailbags_route_day_serial_unique').on(
      table.originBranchId,
      table.destinationBranchId,
      table.bagDay,
      table.serial,
    ),
    index('mailbags_origin_status_idx').on(table.originBranchId, table.status, table.id),
    index('mailbags_destination_status_idx').on(table.destinationBranchId, table.status, table.id),
    index('mailbags_dispatch_idx')
      .on(table.dispatchId)
      .where(sql`${table.dispatchId} is not null`),
  ],
);

/**
 * A label's place in a bag. `live`: listed in a bag not yet opened at its destination — at most one per label (the
 * unique index is what makes two clerks' scans of one label into two bags end with one winner). Taking a label out
 * keeps the row (`removed_at`) for the bag's log.
 */
export const mailbagItems = pgTable(
  'mailbag_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mailbagId: bigint('mailbag_id', { mode: 'number' })
      .notNull()
      .references(() => mailbags.id, { onDelete: 'cascade' }),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    live: boolean('live').notNull().default(true),
    /** Not in the bag's list: found in it at the opening. */
    extra: boolean('extra').notNull().default(false),
    /** Scanned at the bag's opening. */
    openedAt: utcTimestamp('opened_at'),
    missingState: text('missing_state', { enum: missingStates }),
    missingDecidedAt: utcTimestamp('missing_decided_at'),
    missingDecidedBy: integer('missing_decided_by').references(() => users.id),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    addedAt: utcTimestamp('added_at').notNull(),
    removedAt: utcTimestamp('removed_at'),
    removedBy: integer('removed_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('mailbag_items_live_label_unique')
      .on(table.labelId)
      .where(sql`${table.live}`),
    uniqueIndex('mailbag_items_bag_label_unique')
      .on(table.mailbagId, table.labelId)
      .where(sql`${table.removedAt} is null`),
    index('mailbag_items_label_idx').on(table.labelId, table.id),
    index('mailbag_items_bag_idx').on(table.mailbagId, table.id),
    // The missing work list: only the few items an opening did not find are indexed.
    index('mailbag_items_missing_idx')
      .on(table.missingState, table.mailbagId)
      .where(sql`${table.missingState} is not null`),
  ],
);

/** Everything that happened to a bag (and to a label in it), in order: the bag's history and the labels'. */
export const mailbagEventLog = pgTable(
  'mailbag_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mailbagId: bigint('mailbag_id', { mode: 'number' })
      .notNull()
      .references(() => mailbags.id, { onDelete: 'cascade' }),
    event: text('event', { enum: mailbagEvents }).notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    actorId: integer('actor_id').references(() => users.id),
    labelId: bigint('label_id', { mode: 'number' }).references(() => labels.id, { onDelete: 'cascade' }),
    misSent: boolean('mis_sent').notNull().default(false),
    at: utcTimestamp('at').notNull(),
  },
  (table) => [
    index('mailbag_events_bag_idx').on(table.mailbagId, table.id),
    index('mailbag_events_label_idx')
      .on(table.labelId, table.id)
      .where(sql`${table.labelId} is not null`),
  ],
);

/** Closed bags for one destination handed to a carrier (UPU dispatch); numbered per route and Yangon day. */
export const dispatches = pgTable(
  'dispatches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    originBranchId: integer('origin_branch_id')
      .notNull()
      .references(() => branches.id),
    destinationBranchId: integer('destination_branch_id')
      .notNull()
      .references(() => branches.id),
    dispatchDay: date('dispatch_day', { mode: 'string' }).notNull(),
    dispatchNo: integer('dispatch_no').notNull(),
    state: text('state', { enum: dispatchStates }).notNull().default('in_transit'),
    carrierKind: text('carrier_kind', { enum: carrierKinds }).notNull(),
    carrierName: text('carrier_name').notNull(),
    vehicleNo: text('vehicle_no'),
    driverPhone: text('driver_phone'),
    bagCount: integer('bag_count').notNull(),
    labelCount: integer('label_count').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    dispatchedBy: integer('dispatched_by')
      .notNull()
      .references(() => users.id),
    dispatchedAt: utcTimestamp('dispatched_at').notNull(),
    expectedAt: utcTimestamp('expected_at').notNull(),
    receivedAt: utcTimestamp('received_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('dispatches_route_day_no_unique').on(
      table.originBranchId,
      table.destinationBranchId,
      table.dispatchDay,
      table.dispatchNo,
    ),
    index('dispatches_origin_state_idx').on(table.originBranchId, table.state, table.expectedAt),
    index('dispatches_destination_state_idx').on(table.destinationBranchId, table.state, table.expectedAt),
    index('dispatches_company_state_idx').on(table.companyId, table.state, table.expectedAt),
  ],
);

/** A dispatch's advance list (UPU PREDES): the bags it carried, and when each was received at the destination. */
export const dispatchBags = pgTable(
  'dispatch_bags',
  {
    dispatchId: bigint('dispatch_id', { mode: 'number' })
      .notNull()
      .references(() => dispatches.id, { onDelete: 'cascade' }),
    mailbagId: bigint('mailbag_id', { mode: 'number' })
      .notNull()
      .references(() => mailbags.id, { onDelete: 'cascade' }),
    /** Listed on the advance list (false: received with it, though not on it). */
    listed: boolean('listed').notNull().default(true),
    receivedAt: utcTimestamp('received_at'),
  },
  (table) => [
    primaryKey({ columns: [table.dispatchId, table.mailbagId] }),
    index('dispatch_bags_bag_idx').on(table.mailbagId),
  ],
);

/** Hours on the road per route, set by head office; a route without a row takes the domain's default. */
export const transferRoutes = pgTable(
  'transfer_routes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    originBranchId: integer('origin_branch_id')
      .notNull()
      .references(() => branches.id),
    destinationBranchId: integer('destination_branch_id')
      .notNull()
      .references(() => branches.id),
    transitHours: integer('transit_hours').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.originBranchId, table.destinationBranchId] })],
);
