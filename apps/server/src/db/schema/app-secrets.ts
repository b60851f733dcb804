import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Secrets the instances share (the HMAC key of signed links), made once at first start. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
