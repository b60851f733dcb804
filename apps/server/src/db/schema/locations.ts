import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { locationLevels } from '@waypost/domain';

/**
 * Myanmar's administrative places (regions → districts → townships → wards / village tracts). Ids are the source
 * codes (ISO 3166-2, MIMU pcodes, Myanmar Post codes), stable across re-imports.
 */
export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    level: text('level', { enum: locationLevels }).notNull(),
    nameEn: text('name_en').notNull(),
    nameMm: text('name_mm').notNull(),
    /** Legacy 5-digit Myanmar Post code, when known. */
    postcode: text('postcode'),
    parentId: text('parent_id'),
    /** The parent's level (spec §3 `parent_type`), kept with the row so lists need no join. */
    parentType: text('parent_type', { enum: locationLevels }),
  },
  (table) => [index('locations_level_parent_idx').on(table.level, table.parentId, table.nameEn)],
);
