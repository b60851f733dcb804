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
  /** Customer exports (spec §3 "customer, all_customer, all"): the whole book leaves the building. */
  'customer.export',
  'call-log.view',
  'call-log.manage',
  'pickup-request.view',
  'pickup-request.create',
  /** Pickups (issue 12): give one to a postman (and read the postmen's denials); do the pickups given to you. */
  'pickup-request.assign',
  'pickup-request.work',
  /** Deliveries (issue 12): send a courier out with a run; take a courier's COD cash; deliver your own run. */
  'delivery.assign',
  'delivery.handover',
  'delivery.work',
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
  /** Expense records (issue 12): record the branch's spending; approve or reject it. */
  'expense.record',
  'expense.approve',
  'api-integration.view',
  /** Issue merchants' public-API keys and revoke them (issue 14.5). */
  'api-integration.manage',
  'announcement.view',
  'announcement.manage',
  'branch.switch',
  'branch.manage',
  'role.manage',
  'branch-collection.manage',
  'company.manage',
  'qanda.create',
  /** The branch network (issue 27): bag parcels, dispatch bags, scan them at transit; receive and open them. */
  'mailbag.view',
  'mailbag.manage',
  'dispatch.receive',
  /** A supervisor or above decides a parcel an opening found missing: confirmed missing, or found. */
  'discrepancy.confirm',
  /**
   * Beyond the branches (issue 28). Bus gates: head office keeps the table; the counter hands parcels to a gate and
   * records what the gate reports; finance pays a gate's fees.
   */
  'gate.manage',
  'gate.submit',
  'gate.settle',
  /** Hand labels to Myanmar Post, download its manifest and import its status file. */
  'mmpost.hand-off',
  /** EMO money orders: see them; book one at the counter; pay one out; approve a large payout, cancel, unlock. */
  'emo.view',
  'emo.book',
  'emo.pay',
  'emo.approve',
  /** The branch till: see it; count and close the day; approve a close. */
  'till.view',
  'till.close',
  'till.approve',
  /** Bank statements: see their lines; import one, match its lines, post its charges. */
  'bank-statement.view',
  'bank-statement.manage',
  /**
   * Receiver and sender messages (issue 29): see the outbox and a label's messages; send one again by hand; stop a
   * phone that asked for no more; head office's templates, rules and providers.
   */
  'notification.view',
  'notification.resend',
  'notification.opt-out',
  'notification.manage',
  /**
   * The merchant portal (issue 30): a merchant's members read their labels, COD and statements; book labels, import
   * and print them, ask for pickups; the owner invites clerks and keeps the merchant's keys, hooks and messages.
   */
  'merchant-portal.view',
  'merchant-portal.book',
  'merchant-portal.manage',
  /**
   * Agent services (issue 30 §4): an agent branch's people confirm or deny the labels offered to it (head office
   * sees every agent's); finance issues an agent's settlement, a second person approves it, finance pays it out.
   */
  'agent-service.decide',
  'agent-settlement.issue',
  'agent-settlement.approve',
  'agent-settlement.pay',
  /** Preprinted labels (issue 30 §3): issue a merchant a range of codes printed in advance, print it, void it. */
  'preprint.issue',
] as const;
export type Permission = (typeof permissions)[number];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissions as readonly string[]).includes(value);
}

/** The merchant portal's permissions: a merchant's members hold them, and no staff role does. */
export function isMerchantPortalPermission(permission: Permission): boolean {
  return permission.startsWith('merchant-portal.');
}

type FeatureOf<P> = P extends `${infer Feature}.${string}` ? Feature : P extends `${infer Feature}-view` ? Feature : P;
/** The features permissions belong to (`label` for `label.view`, `dashboard` for `dashboard-view`). */
export type PermissionFeature = FeatureOf<Permission>;

/** The feature a permission belongs to (its name before the dot; `dashboard-view` is the dashboard's). */
export function permissionFeatureOf(permission: Permission): PermissionFeature {
  const dot = permission.indexOf('.');
  return (dot < 0 ? permission.replace(/-view$/, '') : permission.slice(0, dot)) as PermissionFeature;
}
