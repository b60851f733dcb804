import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameMm: text('name_mm').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
