import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchantTabs } from '@waypost/domain';

/**
 * How many labels each merchant has in each merchant portal tab (issue 30), so that the tab titles' counts and a
 * tab's total are a sum of a few rows instead of a count of up to hundreds of thousands of index entries. As
 * label_tallies: rows are changes (+n / -n) written by a trigger on labels in the same transaction as the label
 * (migration 0040), writers only insert, and `compactMerchantLabelTallies` folds the rows of each key into one.
 */
export const merchantLabelTallies = pgTable(
  'merchant_label_tallies',
  {
    merchantId: integer('merchant_id').notNull(),
    /** merchant_portal_tab(status): a list tab, never multi_label_print. */
    tab: text('tab', { enum: merchantTabs }).notNull(),
    labels: integer('labels').notNull(),
  },
  (table) => [index('merchant_label_tallies_merchant_idx').on(table.merchantId, table.tab)],
);
