import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { companies } from './companies.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/** A merchant's payment of shipping credit into the bank (money design §4, E10). */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankRef: text('bank_ref').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_payments_bank_ref_unique').on(table.companyId, table.bankRef),
    index('credit_payments_merchant_idx').on(table.merchantId, table.id),
  ],
);
