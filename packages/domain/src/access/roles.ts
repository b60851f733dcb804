import type { Permission } from './permissions.js';
import { isMerchantPortalPermission, permissions } from './permissions.js';

/**
 * Role slugs of spec §6. The spec names these and says the full list is not shown; `call-center` is named in
 * "roles needing no branch", `region-manager` and `it-support-region` are named as groups; `postman` and `courier`
 * are the spec's §1 field users, whose screens the spec does not show.
 */
export const roleSlugs = [
  'super-admin',
  'admin',
  'md',
  'general-manager',
  'deputy-general-manager',
  'assistant-general-manager',
  'operation-admin',
  'operation-manager',
  'finance-manager',
  'tech-support',
  'it-support-hq',
  'warehouse-manager',
  'accountant',
  'region-manager',
  'it-support-region',
  'owner',
  'manager',
  'supervisor',
  'staff',
  'customer-service',
  'call-center',
  // Field roles (issue 12): below staff, with a branch; their screens are made for a phone.
  'postman',
  'courier',
  // Merchant accounts (issue 30 §1): a merchant's owner and its clerks, who see only their merchant's data.
  'merchant-owner',
  'merchant-clerk',
] as const;
export type RoleSlug = (typeof roleSlugs)[number];

/** Thresholds of spec §6. Lower level = higher rank. */
export const roleThresholds = {
  /** Roles at or above this level count as senior ("luxuary_rank" in the old system). */
  luxuaryRank: 30,
  /** Roles at or below this rank (level ≥ 60) work without a current branch. */
  noCurrentBranchRole: 60,
  /** Roles at or above this level may edit roles of others. */
  editableRoleLevel: 30,
  /** The highest level under the post officer that may create Q&A entries. */
  qandaCreateMaxLevel: 19,
} as const;

export const roleGroups = {
  super: ['super-admin', 'admin', 'md'],
  adminLevel: [
    'admin',
    'tech-support',
    'operation-admin',
    'general-manager',
    'md',
    'it-support-hq',
    'deputy-general-manager',
    'assistant-general-manager',
    'operation-manager',
    'finance-manager',
    'warehouse-manager',
    'accountant',
  ],
  regionManager: ['region-manager'],
  itSupportRegion: ['it-support-region'],
} as const satisfies Record<string, readonly RoleSlug[]>;

export interface RoleDefinition {
  level: number;
  /** Head-office, finance, customer-service and call-centre roles work without a branch (spec §6). */
  needsBranch: boolean;
  permissions: readonly Permission[];
}

/** Every permission but the merchant portal's: the super roles' set. */
const staffPermissions: readonly Permission[] = permissions.filter(
  (permission) => !isMerchantPortalPermission(permission),
);

const branchDesk: readonly Permission[] = [
  'label.view',
  'label.create',
  'label.update-status',
  'label.print',
  'parcel.view',
  'track-by-date.view',
  'report.view',
  'csv-report.view',
  'call-log.view',
  'call-log.manage',
  'customer.view',
  'pickup-request.view',
  'pickup-request.create',
  'expense.view',
  'expense.record',
  'api-integration.view',
  'announcement.view',
  'branch.switch',
  // A COD label is booked for a merchant: the counter picks one.
  'merchant.view',
  // The counter sends the day's parcels out with the couriers.
  'delivery.assign',
  // The counter bags parcels for other branches and opens the bags that come in (issue 27).
  'mailbag.view',
  'mailbag.manage',
  'dispatch.receive',
  // Beyond the branches (issue 28): bus gates, Myanmar Post, EMO money orders and the till are counter work.
  'gate.submit',
  'mmpost.hand-off',
  'emo.view',
  'emo.book',
  'emo.pay',
  'till.view',
  'till.close',
  // The counter answers "did the receiver get a message?" (issue 29).
  'notification.view',
  // At an agent branch, the counter confirms or denies the labels offered to it (issue 30 §4); elsewhere it has none.
  'agent-service.decide',
];
const branchLead: readonly Permission[] = [
  ...branchDesk,
  'dashboard-view',
  'label.rollback',
  'label.delete-transaction',
  'cod.view',
  'credit.view',
  'expense.approve',
  // Supervisors give pickups to postmen and count what couriers bring back.
  'pickup-request.assign',
  'delivery.handover',
  'discrepancy.confirm',
  // A supervisor approves a large EMO payout, cancels or unlocks an order, and approves the till's close (issue 28).
  'emo.approve',
  'till.approve',
  // A supervisor sends a message again with a reason, and stops a phone that asked for no more (issue 29).
  'notification.resend',
  'notification.opt-out',
  // A supervisor issues a merchant a range of preprinted codes and voids what is left of it (issue 30).
  'preprint.issue',
];
/** Who approves discounts above the company's share: branch heads, supervisors and head office, not desk staff. */
const supervisorDesk: readonly Permission[] = [...branchLead, 'label.discount'];
/** Branch heads onboard merchants and see the money side; finance moves the money (issue 11). */
const branchHead: readonly Permission[] = [
  ...supervisorDesk,
  'staff.view',
  'staff.manage',
  'customer.manage',
  'customer.export',
  'merchant.manage',
  'report.export',
  'announcement.manage',
  'api-integration.manage',
];
/** Doing a pickup or a delivery run is the field roles' own work, never an office's. */
const fieldWork: readonly Permission[] = ['pickup-request.work', 'delivery.work'];
const headOffice: readonly Permission[] = permissions.filter(
  (permission) =>
    !['role.manage', 'branch-collection.manage', 'company.manage'].includes(permission) &&
    !fieldWork.includes(permission) &&
    staffPermissions.includes(permission),
);
/** Moving money (money design §5) is finance's and top management's. */
const movingMoney: readonly Permission[] = [
  'cod.remit',
  'cod.clear',
  'cod.approve',
  'credit.payment',
  'credit.manage',
  'delivery.handover',
  'gate.settle',
  'bank-statement.manage',
  'agent-settlement.issue',
  'agent-settlement.approve',
  'agent-settlement.pay',
];
/** Operations, IT and the warehouse at head office see the money side but never move it. */
const headOfficeOperations: readonly Permission[] = headOffice.filter(
  (permission) => !movingMoney.includes(permission),
);
const customerDesk: readonly Permission[] = [
  'label.view',
  'parcel.view',
  'customer.view',
  'call-log.view',
  'call-log.manage',
  'api-integration.view',
  'announcement.view',
  // Customer service answers about messages and stops a phone that calls to ask for no more (issue 29).
  'notification.view',
  'notification.opt-out',
];
/**
 * The accountant (money design §5): confirms remittances, issues clearance batches, records credit payments — and
 * never approves, pays out or voids a batch, nor sets credit limits.
 */
const accounting: readonly Permission[] = [
  'dashboard-view',
  'label.view',
  'parcel.view',
  'merchant.view',
  'cod.view',
  'cod.remit',
  'cod.clear',
  'credit.view',
  'credit.payment',
  'report.view',
  'report.export',
  'csv-report.view',
  'expense.view',
  'expense.approve',
  'announcement.view',
  // Issue 28: finance pays the bus gates, reads every branch's till and EMO orders, and reconciles the bank.
  'gate.settle',
  'emo.view',
  'till.view',
  'bank-statement.view',
  'bank-statement.manage',
  // What the messages cost, against the sms fees charged (issue 29).
  'notification.view',
  // An agent's statement and its settlement, issued as a clearance batch is (issue 30 §4).
  'agent-settlement.issue',
];
/** The finance-manager: the accountant's work plus approving, paying out and voiding batches, limits, merchants. */
const financeManagement: readonly Permission[] = [
  ...accounting,
  'merchant.manage',
  'cod.approve',
  'credit.manage',
  'agent-settlement.approve',
  'agent-settlement.pay',
];

/**
 * The field roles (issue 12). The first permission picks the home screen (spec §2): the postman's pickups, the
 * courier's run.
 */
const postmanWork: readonly Permission[] = ['pickup-request.view', 'pickup-request.work', 'announcement.view'];
const courierWork: readonly Permission[] = ['delivery.work', 'announcement.view'];
/**
 * A merchant's members (issue 30): the portal's own permissions, none of the staff's — a staff route answers 403 to
 * them. The clerk books and reads; the owner also invites clerks and keeps the merchant's keys, hooks and messages.
 */
const merchantClerkWork: readonly Permission[] = ['merchant-portal.view', 'merchant-portal.book'];
const merchantOwnerWork: readonly Permission[] = [...merchantClerkWork, 'merchant-portal.manage'];

/** Levels and default permissions seeded per role; permissions stay editable data in the database. */
export const roleDefinitions: Record<RoleSlug, RoleDefinition> = {
  'super-admin': { level: 1, needsBranch: false, permissions: staffPermissions },
  admin: { level: 2, needsBranch: false, permissions: headOffice },
  md: { level: 3, needsBranch: false, permissions: staffPermissions },
  'general-manager': { level: 4, needsBranch: false, permissions: headOffice },
  'deputy-general-manager': { level: 5, needsBranch: false, permissions: headOffice },
  'assistant-general-manager': { level: 6, needsBranch: false, permissions: headOffice },
  'operation-admin': { level: 7, needsBranch: false, permissions: headOfficeOperations },
  'operation-manager': { level: 8, needsBranch: false, permissions: headOfficeOperations },
  'finance-manager': { level: 9, needsBranch: false, permissions: financeManagement },
  'tech-support': { level: 10, needsBranch: false, permissions: headOfficeOperations },
  'it-support-hq': { level: 11, needsBranch: false, permissions: headOfficeOperations },
  'warehouse-manager': { level: 12, needsBranch: false, permissions: headOfficeOperations },
  accountant: { level: 13, needsBranch: false, permissions: accounting },
  'region-manager': { level: 15, needsBranch: true, permissions: branchHead },
  'it-support-region': { level: 16, needsBranch: true, permissions: branchLead },
  owner: { level: 20, needsBranch: true, permissions: branchHead },
  manager: { level: 25, needsBranch: true, permissions: branchHead },
  supervisor: { level: 30, needsBranch: true, permissions: supervisorDesk },
  staff: { level: 40, needsBranch: true, permissions: branchDesk },
  'customer-service': { level: 60, needsBranch: false, permissions: customerDesk },
  'call-center': { level: 61, needsBranch: false, permissions: customerDesk },
  postman: { level: 45, needsBranch: true, permissions: postmanWork },
  courier: { level: 46, needsBranch: true, permissions: courierWork },
  // Below every staff role: a merchant's members work at the merchant's home branch and rank under no one's staff.
  'merchant-owner': { level: 90, needsBranch: true, permissions: merchantOwnerWork },
  'merchant-clerk': { level: 91, needsBranch: true, permissions: merchantClerkWork },
};

/** The roles a merchant's members hold (user type `merchant`); never given on the staff form. */
export const merchantRoleSlugs = ['merchant-owner', 'merchant-clerk'] as const satisfies readonly RoleSlug[];
export type MerchantRoleSlug = (typeof merchantRoleSlugs)[number];

export function isMerchantRole(slug: string): slug is MerchantRoleSlug {
  return (merchantRoleSlugs as readonly string[]).includes(slug);
}

/**
 * Roles whose accounts must use 2-step verification (issue 30 §1): merchant owners (their money), finance roles and
 * super-admins. Until such an account has set it up, it may do nothing but set it up (and sign out).
 */
export const twoStepRequiredRoles = [
  'merchant-owner',
  'finance-manager',
  'accountant',
  'super-admin',
] as const satisfies readonly RoleSlug[];

export function isRoleSlug(value: unknown): value is RoleSlug {
  return typeof value === 'string' && (roleSlugs as readonly string[]).includes(value);
}

export function isInRoleGroup(slug: string, group: keyof typeof roleGroups): boolean {
  return (roleGroups[group] as readonly string[]).includes(slug);
}
