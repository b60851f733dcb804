import { gateItemStates } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { companies } from './companies.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { labels } from './labels.js';
import { locations } from './locations.js';
import { users } from './users.js';

/** Bus lines' terminal offices that carry parcels where the network does not go (issue 28 §1); head office keeps them. */
export const gates = pgTable(
  'gates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    townshipId: text('township_id')
      .notNull()
      .references(() => locations.id),
    operator: text('operator').notNull(),
    phone: text('phone').notNull(),
    /** Kyat the gate charges per parcel (glossary default 1,500). */
    fee: integer('fee').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('gates_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    check('gates_fee_check', sql`${table.fee} >= 0`),
  ],
);

/** A hand-over slip: parcels given to one gate's bus at once. */
export const gateSubmits = pgTable(
  'gate_submits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    gateId: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    vehicleNo: text('vehicle_no').notNull(),
    driverPhone: text('driver_phone').notNull(),
    departsAt: utcTimestamp('departs_at').notNull(),
    /** The gate's fee per parcel when handed over (a later change of the gate's fee does not reprice it). */
    fee: integer('fee').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('gate_submits_branch_idx').on(table.branchId, table.id),
    index('gate_submits_gate_idx').on(table.gateId, table.id),
    index('gate_submits_company_idx').on(table.companyId, table.id),
  ],
);

/** One parcel of a slip and what the gate reported of it. */
export const gateSubmitItems = pgTable(
  'gate_submit_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateSubmitId: bigint('gate_submit_id', { mode: 'number' })
      .notNull()
      .references(() => gateSubmits.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    /** Where the branch stood to the label when it handed it over (the return goes back there). */
    leg: text('leg', { enum: ['origin', 'destination'] }).notNull(),
    state: text('state', { enum: gateItemStates }).notNull().default('handed'),
    reportedAt: utcTimestamp('reported_at'),
    reportedBy: integer('reported_by').references(() => users.id),
  },
  (table) => [
    // A parcel is with one gate at a time.
    uniqueIndex('gate_submit_items_handed_label_unique')
      .on(table.labelId)
      .where(sql`${table.state} = 'handed'`),
    index('gate_submit_items_submit_idx').on(table.gateSubmitId, table.id),
    index('gate_submit_items_label_idx').on(table.labelId),
  ],
);

/** Finance paying a gate what it is owed. */
export const gateSettlements = pgTable(
  'gate_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateId: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    amount: integer('amount').notNull(),
    paidBy: integer('paid_by')
      .notNull()
      .references(() => users.id),
    paidAt: utcTimestamp('paid_at').notNull().defaultNow(),
  },
  (table) => [
    index('gate_settlements_gate_idx').on(table.gateId, table.id),
    check('gate_settlements_amount_check', sql`${table.amount} > 0`),
  ],
);
