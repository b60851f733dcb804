import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { codClearanceStates, purchaseTypes } from '@waypost/domain';
import { utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/** A clearance batch: one merchant's labels, their figures (spec §3) and the batch's life (money design §5). */
export const codClearances = pgTable(
  'cod_clearances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status', { enum: codClearanceStates }).notNull(),
    count: integer('count').notNull(),
    codCount: integer('cod_count').notNull(),
    actualAmount: bigint('actual_amount', { mode: 'number' }).notNull(),
    receivedAmount: bigint('received_amount', { mode: 'number' }).notNull(),
    returnAmount: bigint('return_amount', { mode: 'number' }).notNull(),
    deliveryCharges: bigint('delivery_charges', { mode: 'number' }).notNull(),
    gateSubmitCount: integer('gate_submit_count').notNull(),
    gateSubmitAmount: bigint('gate_submit_amount', { mode: 'number' }).notNull(),
    onePercentCod: bigint('one_percent_cod', { mode: 'number' }).notNull(),
    creditCount: integer('credit_count').notNull(),
    creditAmount: bigint('credit_amount', { mode: 'number' }).notNull(),
    broughtForward: bigint('brought_forward', { mode: 'number' }).notNull(),
    totalCost: bigint('total_cost', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    carriedForward: bigint('carried_forward', { mode: 'number' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    issuedAt: utcTimestamp('issued_at').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    needsApproval: boolean('needs_approval').notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: utcTimestamp('approved_at'),
    transferDate: date('transfer_date', { mode: 'string' }),
    bankRef: text('bank_ref'),
    completedBy: integer('completed_by').references(() => users.id),
    completedAt: utcTimestamp('completed_at'),
    voidedBy: integer('voided_by').references(() => users.id),
    voidedAt: utcTimestamp('voided_at'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('cod_clearances_merchant_idx').on(table.merchantId, table.id),
    index('cod_clearances_company_idx').on(table.companyId, table.id),
    uniqueIndex('cod_clearances_bank_ref_unique').on(table.companyId, table.bankRef),
    // The second approver is never the issuer (money design §5).
    check(
      'cod_clearances_second_approver',
      sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.issuedBy}`,
    ),
  ],
);

/** The labels of a batch with the terms it cleared them at. A voided batch releases its lines; nothing is deleted. */
export const codClearanceLines = pgTable(
  'cod_clearance_lines',
  {
    clearanceId: bigint('clearance_id', { mode: 'number' })
      .notNull()
      .references(() => codClearances.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id),
    delivered: boolean('delivered').notNull(),
    purchaseType: text('purchase_type', { enum: purchaseTypes }).notNull(),
    codAmount: integer('cod_amount').notNull(),
    deliveryCharges: integer('delivery_charges').notNull(),
    gateSubmitAmount: integer('gate_submit_amount').notNull(),
    codFee: integer('cod_fee').notNull(),
    codCharge: integer('cod_charge').notNull(),
    released: boolean('released').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.clearanceId, table.labelId] }),
    // The backstop of "a label is in at most one open batch" (money design §5).
    uniqueIndex('cod_clearance_lines_open_label_unique')
      .on(table.labelId)
      .where(sql`not ${table.released}`),
  ],
);
