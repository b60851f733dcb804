import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { journalEntryKinds, tillCloseStates } from '@waypost/domain';
import { branches } from './branches.js';
import { createdAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * A branch till's end-of-day close (issue 28 §4): the notes the clerk counted, the cash the ledger expected, the
 * difference (posted to the branch's suspense account) and the figures of the day as they stood at the close — a
 * closed day is never recomputed, so nothing posted later changes it. One per branch and Yangon day.
 */
export const tillCloses = pgTable(
  'till_closes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The Yangon day closed. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: tillCloseStates }).notNull().default('closed'),
    /** Notes counted per denomination, e.g. {"10000": 3, "500": 1}. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    counted: bigint('counted', { mode: 'number' }).notNull(),
    expected: bigint('expected', { mode: 'number' }).notNull(),
    difference: bigint('difference', { mode: 'number' }).notNull(),
    reason: text('reason'),
    /** The day's figures at the close (the till response's figures), kept as they were. */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    /**
     * The last posting on the branch's cash that this close covers (its own difference included): the next day's
     * movements are the postings after it.
     */
    cutoffPostingId: bigint('cutoff_posting_id', { mode: 'number' }).notNull().default(0),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => users.id),
    closedAt: utcTimestamp('closed_at').notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: utcTimestamp('approved_at'),
  },
  (table) => [
    unique('till_closes_branch_day_unique').on(table.branchId, table.businessDate),
    index('till_closes_company_day_idx').on(table.companyId, table.businessDate),
    check('till_closes_difference', sql`${table.difference} = ${table.counted} - ${table.expected}`),
    check('till_closes_counted', sql`${table.counted} >= 0`),
    check('till_closes_reason', sql`${table.difference} = 0 or ${table.reason} is not null`),
    check('till_closes_four_eyes', sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.closedBy}`),
    check(
      'till_closes_approved',
      sql`(${table.state} = 'approved') = (${table.approvedBy} is not null and ${table.approvedAt} is not null)`,
    ),
  ],
);

/** Till cash taken to the bank (issue 28 §4): the bank's reference is recorded once per company. */
export const tillDeposits = pgTable(
  'till_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankRef: text('bank_ref').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('till_deposits_bank_ref_unique').on(table.companyId, table.bankRef),
    index('till_deposits_branch_idx').on(table.branchId, table.createdAt),
    check('till_deposits_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Every posting on a branch's cash with its entry's kind and time (issue 28 §4), written by a trigger on postings
 * (migration 0033, hand-written part) as the posting is made: a day's till reads its branch's postings since the last
 * close from here in one index range, without visiting each posting's journal entry (10,000 a busy day). Append-only,
 * like the postings it copies.
 */
export const tillPostings = pgTable(
  'till_postings',
  {
    accountId: text('account_id').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: journalEntryKinds }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: utcTimestamp('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.postingId] })],
);
