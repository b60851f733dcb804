import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { callCaseStates, callOutcomes, callReasons, callTypes } from '@waypost/domain';
import { branches } from './branches.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { users } from './users.js';

/**
 * A label that needs a call (issue 12): opened by what happened to it (a failed delivery, an unreachable
 * receiver, a return waiting for the sender's confirmation), open until a call completes it. A label has one open
 * case at most; the call list orders the open ones by when to call again.
 */
export const callCases = pgTable(
  'call_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    /** The branch holding the parcel (its delivering branch): branch users see their own branch's cases. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    reason: text('reason', { enum: callReasons }).notNull(),
    state: text('state', { enum: callCaseStates }).notNull().default('open'),
    callCount: integer('call_count').notNull().default(0),
    lastCallAt: utcTimestamp('last_call_at'),
    /** When to call again (the last call's choice); null = call now. */
    callAgainAt: utcTimestamp('call_again_at'),
    closedAt: utcTimestamp('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('call_cases_label_open_unique')
      .on(table.labelId)
      .where(sql`${table.state} = 'open'`),
    index('call_cases_company_state_due_idx').on(table.companyId, table.state, table.callAgainAt, table.id),
    index('call_cases_branch_state_due_idx').on(table.branchId, table.state, table.callAgainAt, table.id),
    index('call_cases_label_idx').on(table.labelId, table.id),
  ],
);

/** One call made for a case (spec §3 "Call log"): which attempt, its outcome, the phone chosen, when to call again. */
export const callLogs = pgTable(
  'call_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    callCaseId: bigint('call_case_id', { mode: 'number' })
      .notNull()
      .references(() => callCases.id),
    attempt: text('attempt', { enum: callTypes }).notNull(),
    outcome: text('outcome', { enum: callOutcomes }).notNull(),
    phone: text('phone').notNull(),
    remark: text('remark'),
    callAgainAt: utcTimestamp('call_again_at'),
    callerId: integer('caller_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('call_logs_case_idx').on(table.callCaseId, table.id)],
);
