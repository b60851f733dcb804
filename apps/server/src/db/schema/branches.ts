import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { branchTypes } from '@waypost/domain';
import { branchCollections } from './branch-collections.js';
import { createdAt, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { locations } from './locations.js';

export const branches = pgTable('branches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  /** Short code staff use on labels and in search (YGN, MDY …). */
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameMm: text('name_mm').notNull(),
  type: text('type', { enum: branchTypes }).notNull(),
  /** Town the branch serves, in English (as the spec's branch.town). */
  town: text('town').notNull(),
  townshipId: text('township_id')
    .notNull()
    .references(() => locations.id),
  regionId: text('region_id')
    .notNull()
    .references(() => locations.id),
  internationalMail: boolean('international_mail').notNull().default(false),
  branchCollectionId: integer('branch_collection_id').references(() => branchCollections.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
