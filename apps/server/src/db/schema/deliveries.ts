import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deliveryFailureReasons, deliveryOutcomes } from '@waypost/domain';
import { branches } from './branches.js';
import { bytea, createdAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { users } from './users.js';

/** A courier sent out by his branch with a set of labels (issue 12): the printed run sheet. */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    courierId: integer('courier_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('delivery_runs_branch_idx').on(table.branchId, table.id),
    index('delivery_runs_courier_idx').on(table.courierId, table.id),
  ],
);

/**
 * One label on a run, and what became of it: out, delivered (with its proof), failed (with the reason), or taken
 * off the run. A label is out on one run at most (the partial unique index); a failed label can go out again on a
 * later run, as a new row.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => deliveryRuns.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    /** The run's courier and branch, so that a courier's open labels are one index range. */
    courierId: integer('courier_id')
      .notNull()
      .references(() => users.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    outcome: text('outcome', { enum: deliveryOutcomes }).notNull().default('out'),
    failureReason: text('failure_reason', { enum: deliveryFailureReasons }),
    note: text('note'),
    /** When the courier delivered it or gave up (or the branch took it off the run). */
    finishedAt: utcTimestamp('finished_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('delivery_attempts_label_out_unique')
      .on(table.labelId)
      .where(sql`${table.outcome} = 'out'`),
    index('delivery_attempts_courier_outcome_idx').on(table.courierId, table.outcome, table.id),
    index('delivery_attempts_run_idx').on(table.runId, table.id),
    index('delivery_attempts_label_idx').on(table.labelId, table.id),
    check(
      'delivery_attempts_failure_reason',
      sql`(${table.outcome} = 'failed') = (${table.failureReason} is not null)`,
    ),
  ],
);

/**
 * The proof of a delivery (issue 12): who took the parcel, and a drawn signature and/or a photo (downscaled by the
 * courier's phone, ≤ 2 MB each), stored in the database like merchant logos so that any API instance serves it.
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    attemptId: bigint('attempt_id', { mode: 'number' })
      .primaryKey()
      .references(() => deliveryAttempts.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    signature: bytea('signature'),
    signatureType: text('signature_type'),
    photo: bytea('photo'),
    photoType: text('photo_type'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('delivery_proofs_label_idx').on(table.labelId),
    check('delivery_proofs_some_proof', sql`${table.signature} is not null or ${table.photo} is not null`),
  ],
);

/**
 * A courier handing his collected COD cash to the branch, counted (money design E3): what the labels say he holds,
 * what was counted, and who took it. A short count stays owed by the courier (`receivable:staff`).
 */
export const courierHandovers = pgTable(
  'courier_handovers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    courierId: integer('courier_id')
      .notNull()
      .references(() => users.id),
    labelCount: integer('label_count').notNull(),
    expectedAmount: bigint('expected_amount', { mode: 'number' }).notNull(),
    countedAmount: bigint('counted_amount', { mode: 'number' }).notNull(),
    receivedBy: integer('received_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('courier_handovers_branch_idx').on(table.branchId, table.id),
    index('courier_handovers_courier_idx').on(table.courierId, table.id),
    check('courier_handovers_amounts', sql`${table.expectedAmount} > 0 and ${table.countedAmount} >= 0`),
  ],
);
