import { emoRemarkTypes, emoStates, type EmoFeeBand } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * EMO money orders (issue 28 §3): cash taken at the booking branch for a receiver paid at the paying branch against
 * a secret code (stored only as a salted scrypt hash) and the receiver's NRC.
 */
export const emoOrders = pgTable(
  'emo_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bookBranchId: integer('book_branch_id')
      .notNull()
      .references(() => branches.id),
    payBranchId: integer('pay_branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status', { enum: emoStates }).notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    senderName: text('sender_name').notNull(),
    senderPhone: text('sender_phone').notNull(),
    /** Spec §3 `source_nrc`, in the domain's normal form. */
    senderNrc: text('sender_nrc').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    /** Spec §3 `destination_nrc`, in the domain's normal form. */
    receiverNrc: text('receiver_nrc').notNull(),
    /** `scrypt$<salt hex>$<hash hex>` of the payout code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /** Frozen at booking from the threshold of the day: above it, the payout needs a second person. */
    needsApproval: boolean('needs_approval').notNull(),
    wrongCodeAttempts: integer('wrong_code_attempts').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    remarkType: text('remark_type', { enum: emoRemarkTypes }),
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => users.id),
    payoutRequestedBy: integer('payout_requested_by').references(() => users.id),
    paidBy: integer('paid_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    /** A returned order's amount handed back to its sender at the booking branch, and by whom. */
    refundedBy: integer('refunded_by').references(() => users.id),
    refundedAt: utcTimestamp('refunded_at'),
    bookedAt: utcTimestamp('booked_at').notNull(),
    /** Frozen at booking from the return days of the day. */
    returnDueAt: utcTimestamp('return_due_at').notNull(),
    finishedAt: utcTimestamp('finished_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('emo_orders_book_branch_idx').on(table.bookBranchId, table.status, table.id),
    index('emo_orders_pay_branch_idx').on(table.payBranchId, table.status, table.id),
    index('emo_orders_company_idx').on(table.companyId, table.status, table.id),
    // The emo report: a company's orders by the time they were booked.
    index('emo_orders_booked_idx').on(table.companyId, table.bookedAt),
    index('emo_orders_due_idx')
      .on(table.returnDueAt)
      .where(sql`${table.status} in ('pending', 'process')`),
    check('emo_orders_amount_positive', sql`${table.amount} > 0 and ${table.fee} >= 0`),
    check('emo_orders_attempts_range', sql`${table.wrongCodeAttempts} between 0 and 3`),
    // Four eyes: who asked for a payout never approves it.
    check(
      'emo_orders_second_person',
      sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.payoutRequestedBy}`,
    ),
  ],
);

/** A company's EMO settings, set by head office; the domain's defaults apply while a company has no row. */
export const emoSettings = pgTable('emo_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  feeBands: jsonb('fee_bands').$type<EmoFeeBand[]>().notNull(),
  approvalThreshold: bigint('approval_threshold', { mode: 'number' }).notNull(),
  returnDays: integer('return_days').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
