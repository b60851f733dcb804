import { boolean, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { RateTable } from '@waypost/domain';
import { createdAt } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * The tariff the fee calculator uses: data, not code. Each edit is a new row and the newest active one applies, so
 * a label's fees can always be explained by the table it was quoted with.
 */
export const rateTables = pgTable('rate_tables', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  rates: jsonb('rates').$type<RateTable>().notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});
