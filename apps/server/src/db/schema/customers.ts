import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { locations } from './locations.js';

/**
 * People who send and receive parcels (issue 12: receivers too), one per phone: found again by phone when staff create
 * the next label for them, and listed with their labels and COD.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Normalised local form (leading 0, ASCII digits): the lookup key. */
    phone: text('phone').notNull(),
    townshipId: text('township_id').references(() => locations.id),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_company_phone_unique').on(table.companyId, table.phone),
    index('customers_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    // The customer list searches names too (issue 12).
    index('customers_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);
