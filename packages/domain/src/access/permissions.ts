/**
 * Every permission a role can hold. The spec names only `dashboard-view`; the rest follow the pattern
 * `<feature>.<verb>` so that the feature name matches the domain, server module and web feature.
 */
export const permissions = [
  'dashboard-view',
  'label.view',
  'label.create',
  /** Discounts above the company's share of the shipping fee (rate table `discount_share_without_permission`). */
  'label.discount',
  'label.update-status',
  'label.rollback',
  'label.delete-transaction',
  'label.print',
  'parcel.view',
  'track-by-date.view',
  'report.view',
  'report.export',
  'csv-report.view',
  'staff.view',
  'staff.manage',
  'customer.view',
  'customer.manage',
  'call-log.view',
  'call-log.manage',
  'pickup-request.view',
  'pickup-request.create',
  /** Merchants: see them (and pick one on a COD label), and create or edit them (bank details need re-auth). */
  'merchant.view',
  'merchant.manage',
  /** COD money: see it; confirm a branch's remittance; issue clearance batches; approve, pay out or void them. */
  'cod.view',
  'cod.remit',
  'cod.clear',
  'cod.approve',
  /** Shipping credit: see statements; record a merchant's payment; set credit limits (re-auth). */
  'credit.view',
  'credit.payment',
  'credit.manage',
  'expense.view',
  'expense.manage',
  'api-integration.view',
  'announcement.view',
  'announcement.manage',
  'branch.switch',
  'branch.manage',
  'role.manage',
  'branch-collection.manage',
  'company.manage',
  'qanda.create',
] as const;
export type Permission = (typeof permissions)[number];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissions as readonly string[]).includes(value);
}
