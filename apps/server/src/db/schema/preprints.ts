import { preprintCodeStates, preprintTypes } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/**
 * A range of preprinted tracking codes (issue 30 §3) a branch issued a merchant: a sheet of barcoded labels printed
 * in advance, each code taken later by one label.
 */
export const preprintRanges = pgTable(
  'preprint_ranges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type', { enum: preprintTypes }).notNull(),
    count: integer('count').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    issuedAt: utcTimestamp('issued_at').notNull(),
    /** When its unused codes were voided (the last time, if more than once), and by whom. */
    voidedBy: integer('voided_by').references(() => users.id),
    voidedAt: utcTimestamp('voided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('preprint_ranges_company_idx').on(table.companyId, table.id),
    index('preprint_ranges_branch_idx').on(table.branchId, table.id),
    index('preprint_ranges_merchant_idx').on(table.merchantId, table.id),
    check('preprint_ranges_count_range', sql`${table.count} between 1 and 1000`),
  ],
);

/**
 * One code of a range. The tracking code is the key: a label takes it by locking this row, so two labels never get
 * the same code; `labels.tracking_code`'s unique index is the second guard.
 */
export const preprintCodes = pgTable(
  'preprint_codes',
  {
    trackingCode: text('tracking_code').primaryKey(),
    rangeId: integer('range_id')
      .notNull()
      .references(() => preprintRanges.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The order of the code on its sheet, from 1. */
    position: integer('position').notNull(),
    state: text('state', { enum: preprintCodeStates }).notNull().default('unused'),
    labelId: bigint('label_id', { mode: 'number' }).references(() => labels.id),
    usedAt: utcTimestamp('used_at'),
  },
  (table) => [
    index('preprint_codes_range_idx').on(table.rangeId, table.position),
    check(
      'preprint_codes_used_has_label',
      sql`(${table.state} = 'used') = (${table.labelId} is not null and ${table.usedAt} is not null)`,
    ),
  ],
);
