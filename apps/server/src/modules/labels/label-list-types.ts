import type { LabelStatus, ShippingType } from '@waypost/domain';
import type { Placeholder, SQL } from 'drizzle-orm';

/** Which labels a list shows: the user's branch side(s) plus the tab's statuses and the search bar's filters. */
export interface LabelListFilter {
  companyId: number;
  /** Labels of these branches on the given side; null = every branch (head office). */
  branchScope: { branchId: number; side: 'sender' | 'receiver' | 'any' } | null;
  statuses?: readonly LabelStatus[];
  viaStatuses?: readonly LabelStatus[];
  pickupAtPo?: boolean;
  shippingTypes?: readonly ShippingType[];
  excludeShippingTypes?: readonly ShippingType[];
  /** Part of a tracking code, or the end of a phone number. */
  search?: string;
  /** Part of a tracking code. */
  trackingCode?: string;
  /** The end of the sender's or receiver's phone number. */
  phone?: string;
  /** Labels accepted at or delivered by this branch. */
  branchId?: number;
  status?: LabelStatus;
  /** Any of these statuses (a progress group). */
  anyStatus?: readonly LabelStatus[];
  createdFrom?: Date;
  createdBefore?: Date;
}

/**
 * A list query is built with placeholders for every value that differs between requests; `value` records the value
 * and answers the placeholder. Everything else in the SQL (a tab's statuses, which filters are present) is part of
 * the query's shape (shapeOf), so one shape is turned into SQL text once and reused.
 */
export type Bind = (name: string, value: unknown) => Placeholder | SQL;
