import { mmpostFileStatuses, mmpostItemStates } from '@waypost/domain';
import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { companies } from './companies.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { labels } from './labels.js';
import { users } from './users.js';

/** A label handed to Myanmar Post with its S10 code (issue 28 §2), and what the post's status files said of it. */
export const mmpostItems = pgTable(
  'mmpost_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    trackingCode: text('tracking_code').notNull(),
    state: text('state', { enum: mmpostItemStates }).notNull().default('with_post'),
    /** Kyat owed to Myanmar Post for it (the rate table's mpost_fee when handed off). */
    fee: integer('fee').notNull(),
    handedBy: integer('handed_by')
      .notNull()
      .references(() => users.id),
    handedAt: utcTimestamp('handed_at').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One hand-off per label, and one label per code (a code scanned onto the wrong parcel is refused).
    uniqueIndex('mmpost_items_label_unique').on(table.labelId),
    uniqueIndex('mmpost_items_company_code_unique').on(table.companyId, table.trackingCode),
    index('mmpost_items_branch_idx').on(table.branchId, table.handedAt),
    index('mmpost_items_company_state_idx').on(table.companyId, table.state, table.id),
  ],
);

/** One row of a status file applied to an item: each (status, day) once, however often the file is imported. */
export const mmpostEvents = pgTable(
  'mmpost_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => mmpostItems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: mmpostFileStatuses }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('mmpost_events_item_status_day_unique').on(table.itemId, table.status, table.day)],
);
