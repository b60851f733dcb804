import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { logoImageLimits } from '@waypost/domain';
import { bytea, createdAt, updatedAt } from './columns.js';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameMm: text('name_mm').notNull(),
  /** The label and mailbag status variant of spec §4 its network walks (issue 27 §6): 1 or 2. */
  statusVariant: integer('status_variant').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A company's logo (POST /api/company), in the database like a merchant's, so that any API instance serves it. */
export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: logoImageLimits.types }).notNull(),
  bytes: bytea('bytes').notNull(),
  /** SHA-256 of the bytes: the logo URL's version and its ETag. */
  sha256: text('sha256').notNull(),
  updatedAt: updatedAt(),
});
