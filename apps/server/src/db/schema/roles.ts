import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { companies } from './companies.js';

/**
 * Roles are data: level and permissions are seeded from the domain's defaults. The permissions here are every
 * company's until a company changes them (company_role_permissions).
 */
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

/**
 * A company's own permissions for a role, once its md or super-admin changed them: roles are shared by every company
 * (one ladder of levels), what each may do is the company's.
 */
export const companyRolePermissions = pgTable(
  'company_role_permissions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissions: text('permissions').array().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.roleId] })],
);
