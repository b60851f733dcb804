import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { expenseCategories, expenseStatuses } from '@waypost/domain';
import { branches } from './branches.js';
import { bytea, createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** What a branch spent (issue 12): whole kyat, on a day, in a category; a supervisor or manager approves it. */
export const expenseRecords = pgTable(
  'expense_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    category: text('category', { enum: expenseCategories }).notNull(),
    amount: integer('amount').notNull(),
    /** The day the money was spent (Asia/Yangon). */
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    note: text('note'),
    status: text('status', { enum: expenseStatuses }).notNull().default('pending'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: utcTimestamp('decided_at'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('expense_records_branch_day_idx').on(table.branchId, table.spentOn, table.id),
    index('expense_records_company_day_idx').on(table.companyId, table.spentOn, table.id),
    check('expense_records_amount_positive', sql`${table.amount} > 0`),
    check(
      'expense_records_decider_not_creator',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.createdBy}`,
    ),
  ],
);

/** An expense record's receipt (pdf, jpeg or png, ≤ 5 MB, type checked by content). */
export const expenseAttachments = pgTable('expense_attachments', {
  expenseId: integer('expense_id')
    .primaryKey()
    .references(() => expenseRecords.id),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
