import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { logoImageLimits, merchantReceiverMessages, merchantTypes, receiverNotificationEvents } from '@waypost/domain';
import { branches } from './branches.js';
import { bytea, createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { locations } from './locations.js';
import { users } from './users.js';

/**
 * A business that ships COD parcels through Waypost and is paid the COD it collects (issue 11). Its sender details
 * start every label booked for it; its credit limit lives on its ledger credit account (`debit_limit`).
 */
export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    merchantType: text('merchant_type', { enum: merchantTypes }).notNull(),
    homeBranchId: integer('home_branch_id')
      .notNull()
      .references(() => branches.id),
    phone: text('phone').notNull(),
    email: text('email'),
    /** Messages to its parcels' receivers (issue 29): as each label's `sms` service says, all of them, or none. */
    receiverMessages: text('receiver_messages', { enum: merchantReceiverMessages }).notNull().default('label'),
    /** Events the merchant's owner switched off for his receivers (issue 30 §2): the outbox writes none of them. */
    receiverEventsOff: text('receiver_events_off', { enum: receiverNotificationEvents })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    townshipId: text('township_id')
      .notNull()
      .references(() => locations.id),
    address: text('address'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    /** A payout within 7 days of a bank change needs a second approver (money design §5). */
    bankUpdatedAt: utcTimestamp('bank_updated_at'),
    codFeeVersion: smallint('cod_fee_version').notNull(),
    /** Charges a clearance batch could not cover, deducted from the next one (money design §2 "b/f"). */
    balanceForward: integer('balance_forward').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('merchants_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    index('merchants_company_phone_idx').on(table.companyId, table.phone),
    index('merchants_home_branch_idx').on(table.homeBranchId),
  ],
);

/** A merchant's logo, in the database like everything else, so that any API instance can serve it. */
export const merchantLogos = pgTable('merchant_logos', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: logoImageLimits.types }).notNull(),
  bytes: bytea('bytes').notNull(),
  /** SHA-256 of the bytes: the logo URL's version and its ETag. */
  sha256: text('sha256').notNull(),
  updatedAt: updatedAt(),
});
