import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accountStatuses, genders, locales, userTypes } from '@waypost/domain';
import { branchCollections } from './branch-collections.js';
import { branches } from './branches.js';
import { createdAt, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { roles } from './roles.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    userType: text('user_type', { enum: userTypes }).notNull().default('fcs'),
    /** The branch the user currently works at; null for roles that need none. */
    branchId: integer('branch_id').references(() => branches.id),
    branchCollectionId: integer('branch_collection_id').references(() => branchCollections.id),
    /** Head-office users who see every branch. */
    allBranches: boolean('all_branches').notNull().default(false),
    status: text('status', { enum: accountStatuses }).notNull().default('active'),
    locale: text('locale', { enum: locales }).notNull().default('mm'),
    phone: text('phone'),
    email: text('email'),
    gender: text('gender', { enum: genders }),
    /** Whether the member gets the SMS notices of his work (spec §3 Staff "SMS active"). */
    smsActive: boolean('sms_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_user_name_unique').on(sql`lower(${table.userName})`)],
);

/** Branches a user may switch to ("jointed branches"); the current branch is one of them. */
export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.branchId] })],
);
