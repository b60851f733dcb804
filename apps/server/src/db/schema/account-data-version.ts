import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a number raised by every statement that writes what a signed-in account is made of (users, roles,
 * companies, branches, jointed branches; triggers of migration 0010). An API process may keep an account it read
 * at version N and use it again while the version is still N, read in the same statement that checks the session
 * and the user's status, so a change is seen on the next request and a suspension or logout at once.
 */
export const accountDataVersion = pgTable('account_data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
