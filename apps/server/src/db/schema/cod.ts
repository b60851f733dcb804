import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { codServiceStates, purchaseTypes } from '@waypost/domain';
import { branches } from './branches.js';
import { codClearances } from './clearance.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { courierHandovers } from './deliveries.js';
import { labels } from './labels.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/**
 * The COD service of a label booked with accept type cod (money design §0–§1): its terms, frozen at booking, and
 * where its money stands. One row per COD label; walk-in labels have none.
 */
export const labelCod = pgTable(
  'label_cod',
  {
    labelId: bigint('label_id', { mode: 'number' })
      .primaryKey()
      .references(() => labels.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    acceptBranchId: integer('accept_branch_id')
      .notNull()
      .references(() => branches.id),
    state: text('state', { enum: codServiceStates }).notNull(),
    purchaseType: text('purchase_type', { enum: purchaseTypes }).notNull(),
    codFeeVersion: smallint('cod_fee_version').notNull(),
    /** A, DC (of which insurance), G, F, C: whole kyat. */
    codAmount: integer('cod_amount').notNull(),
    deliveryCharges: integer('delivery_charges').notNull(),
    insurance: integer('insurance').notNull(),
    gateSubmitAmount: integer('gate_submit_amount').notNull(),
    codFee: integer('cod_fee').notNull(),
    codCharge: integer('cod_charge').notNull(),
    /**
     * How many COD events (collect, cancel and their reversals) the label has had: each event's journal entry is
     * keyed by its number, so a delivery rolled back and scanned again posts again (step numbers can be reused).
     */
    events: integer('events').notNull().default(0),
    /** Where and when C was collected, and the number of the event that did (its posting's natural key). */
    collectBranchId: integer('collect_branch_id').references(() => branches.id),
    collectedAt: utcTimestamp('collected_at'),
    collectEvent: integer('collect_event'),
    /**
     * The courier who collected C on his run (issue 12): the cash is his (`cash:courier:{id}`) until he hands it
     * over at the branch (`handover_id`); null when the branch collected it over the counter.
     */
    collectedBy: integer('collected_by').references(() => users.id),
    handoverId: integer('handover_id').references(() => courierHandovers.id),
    /** The event that cancelled it (a return or rejection), when its charges were booked. */
    cancelEvent: integer('cancel_event'),
    remittanceId: bigint('remittance_id', { mode: 'number' }).references(() => codRemittances.id),
    /** The open clearance batch holding it (claimed once: the conditional UPDATE of money design §5). */
    clearanceId: bigint('clearance_id', { mode: 'number' }).references((): AnyPgColumn => codClearances.id),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('label_cod_merchant_state_idx').on(table.merchantId, table.state, table.labelId),
    index('label_cod_company_state_idx').on(table.companyId, table.state, table.labelId),
    index('label_cod_collect_branch_state_idx').on(table.collectBranchId, table.state, table.labelId),
    index('label_cod_clearance_idx').on(table.clearanceId),
    // A courier's cash not yet handed over: what the branch counts when he comes back.
    index('label_cod_courier_cash_idx')
      .on(table.collectedBy, table.labelId)
      .where(sql`${table.handoverId} is null and ${table.collectedBy} is not null`),
  ],
);

/** A branch's COD cash found in the bank by the accountant (money design §1 "→ ready_to_clearance", E4). */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    expectedAmount: bigint('expected_amount', { mode: 'number' }).notNull(),
    bankRef: text('bank_ref').notNull(),
    unmatchedLabelIds: jsonb('unmatched_label_ids').$type<number[]>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cod_remittances_bank_ref_unique').on(table.companyId, table.bankRef)],
);
