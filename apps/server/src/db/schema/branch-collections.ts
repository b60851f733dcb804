import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { companies } from './companies.js';

/** A named group of branches (a region's offices) that reports and managers can cover together. */
export const branchCollections = pgTable('branch_collections', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameMm: text('name_mm').notNull(),
  createdAt: createdAt(),
});
