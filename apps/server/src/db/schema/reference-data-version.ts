import { integer, pgTable } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './columns.js';

/**
 * One row whose version moves whenever reference data (branches, locations, roles) changes — bumped by statement
 * triggers in the migrations, so no code path can forget. Clients compare it to drop cached lists.
 */
export const referenceDataVersion = pgTable('reference_data_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  changedAt: utcTimestamp('changed_at').notNull().defaultNow(),
});
