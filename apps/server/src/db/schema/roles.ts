import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** Roles are data: level and permissions are seeded from the domain's defaults and stay editable. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  level: integer('level').notNull(),
  nameEn: text('name_en').notNull(),
  nameMm: text('name_mm').notNull(),
  nameZh: text('name_zh').notNull(),
  permissions: text('permissions').array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
