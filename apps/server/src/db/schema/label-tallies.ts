import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { labelStatuses, shippingTypes } from '@waypost/domain';

/** The ways a branch holds a label in its lists: it accepted it, delivers it, or a forward / redirect goes through it. */
export const labelTallyRoles = ['accept', 'deliver', 'via'] as const;

/**
 * How many labels each branch holds, by everything an unfiltered list tab selects on (role, status, shipping type,
 * counter pickup, and whether the branch holds the label in another role too), so a tab's total is a sum of a few
 * rows instead of a count of thousands of index entries. Rows are changes (+n / -n) written by a trigger on labels
 * in the same transaction as the label (migration 0009), so every snapshot sees tallies that match its labels;
 * writers only insert, never wait on a shared counter row. `compactLabelTallies` folds the rows of each key into one.
 */
export const labelTallies = pgTable(
  'label_tallies',
  {
    companyId: integer('company_id').notNull(),
    branchId: integer('branch_id').notNull(),
    role: text('role', { enum: labelTallyRoles }).notNull(),
    status: text('status', { enum: labelStatuses }).notNull(),
    shippingType: text('shipping_type', { enum: shippingTypes }).notNull(),
    pickupAtPo: boolean('pickup_at_po').notNull(),
    /** This branch is also the label's accepting branch (never for role accept). */
    alsoAccept: boolean('also_accept').notNull(),
    /** This branch is also the label's delivering branch (only for role via). */
    alsoDeliver: boolean('also_deliver').notNull(),
    labels: integer('labels').notNull(),
  },
  (table) => [
    index('label_tallies_branch_idx').on(table.branchId, table.role, table.status),
    index('label_tallies_company_idx').on(table.companyId, table.role, table.status),
  ],
);
