import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { companies } from './companies.js';
import { createdAt, utcTimestamp } from './columns.js';
import { users } from './users.js';

/** Notices from head office or a branch; a null branch means everyone — everyone of the company (issue 26 §2). */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** The last edit (issue 14.7); null: as first written. */
    updatedAt: utcTimestamp('updated_at'),
  },
  (table) => [index('announcements_company_created_idx').on(table.companyId, table.createdAt)],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: utcTimestamp('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.userId] })],
);
