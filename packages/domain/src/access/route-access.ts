import type { BranchType } from '../branches/branch-enums.js';
import type { Permission } from './permissions.js';
import { isRoleSlug, roleDefinitions, roleSlugs, type RoleSlug } from './roles.js';

/** What access rules need to know about a signed-in user. */
export interface AccessUser {
  role: { slug: string; level: number; permissions: readonly string[] };
  /** The current branch; its type when known (an agent's branch works agent services, issue 30 §4). */
  branch: { id: number; international_mail: boolean; type?: BranchType } | null;
}

/** Access requirements of a screen or API route (spec §6, "Route access order"). */
export interface RouteAccess {
  /** Any signed-in user may open it. */
  global?: boolean;
  /** Only these roles. */
  roles?: readonly RoleSlug[];
  /**
   * Roles at or above this level (level ≤ allowLevel) pass the level gate: notOtherLevel and onlySpecificRole do not
   * apply to them. Every later check (branch, international mail, callback, permission) still does.
   */
  allowLevel?: number;
  /** With allowLevel: every role below that level is denied. */
  notOtherLevel?: boolean;
  /** Only these roles pass the level gate (besides the roles allowLevel admits). */
  onlySpecificRole?: readonly RoleSlug[];
  /** The user must have a current branch. */
  hasBranch?: boolean;
  /** The user's branch must handle international mail. */
  internationalBranch?: boolean;
  /** A last custom rule; false denies. */
  callback?: (user: AccessUser) => boolean;
  /** One permission, or named alternatives of which any one suffices. */
  permission?: Permission | Readonly<Record<string, Permission>>;
}

export function hasPermission(user: AccessUser, permission: Permission): boolean {
  return user.role.permissions.includes(permission);
}

/** The permissions that show a merchant's money: bank account, credit limit and what it owes (issue 26 §2). */
export const merchantMoneyPermissions = ['merchant.manage', 'credit.view', 'cod.view'] as const satisfies Permission[];

/** Whether the user sees merchants' money details; the counter, which only picks a merchant for a label, does not. */
export function seesMerchantMoney(user: AccessUser): boolean {
  return merchantMoneyPermissions.some((permission) => hasPermission(user, permission));
}

/** Whether the user works at an agent-type branch (issue 30 §4). */
export function worksAtAgentBranch(user: AccessUser): boolean {
  return user.branch?.type === 'agent';
}

/** Whether the user manages every agent: finance, who settles their fees, sees each agent's statement. */
export function managesAgents(user: AccessUser): boolean {
  return hasPermission(user, 'agent-settlement.issue');
}

/**
 * Who works agent services (issue 30 §4): the people of an agent branch (their offered labels, their own statement),
 * head office holding agent-service.decide (a role needing no branch: every agent's services), and finance. The
 * counter of a company branch, which holds the same permission for the day it works at an agent, does not.
 */
export function worksAgentServices(user: AccessUser): boolean {
  if (managesAgents(user)) return true;
  if (!hasPermission(user, 'agent-service.decide')) return false;
  const headOffice = isRoleSlug(user.role.slug) && !roleDefinitions[user.role.slug].needsBranch;
  return worksAtAgentBranch(user) || headOffice;
}

/**
 * The spec's route access order (§6): global; role slugs; the level gate (allowLevel admits, notOtherLevel or
 * onlySpecificRole deny the roles it did not admit); hasBranch; international_branch; callback; permission. Each
 * step can only deny, except global: allowLevel admits past the level gate, not past the checks after it, so a
 * declared permission is required of every role (README "Access"). A route that declares neither `global`, role
 * slugs, a level nor a permission is denied: access is never granted by omission.
 */
export function canAccessRoute(user: AccessUser, access: RouteAccess): boolean {
  if (access.global) return true;
  const slug = user.role.slug as RoleSlug;
  if (access.roles && !access.roles.includes(slug)) return false;
  const admittedByLevel = access.allowLevel !== undefined && user.role.level <= access.allowLevel;
  if (!admittedByLevel) {
    if (access.allowLevel !== undefined && access.notOtherLevel) return false;
    if (access.onlySpecificRole && !access.onlySpecificRole.includes(slug)) return false;
  }
  if (access.hasBranch && !user.branch) return false;
  if (access.internationalBranch && !user.branch?.international_mail) return false;
  if (access.callback && !access.callback(user)) return false;
  if (access.permission === undefined) {
    return access.roles !== undefined || access.onlySpecificRole !== undefined || admittedByLevel;
  }
  if (typeof access.permission === 'string') return hasPermission(user, access.permission);
  return Object.values(access.permission).some((permission) => hasPermission(user, permission));
}

export interface NamedRoute {
  name: string;
  path: string;
  access: RouteAccess;
}

const dashboardHomeRoles: readonly string[] = ['owner', 'manager', 'supervisor'];
const labelHomeRoles: readonly string[] = ['staff', 'customer-service'];

function firstPermissionOf(access: RouteAccess): readonly Permission[] {
  if (access.permission === undefined) return [];
  if (typeof access.permission === 'string') return [access.permission];
  return Object.values(access.permission);
}

/**
 * Where a user lands after login (spec §2): owner/manager/supervisor → dashboard, staff/customer-service → label
 * search; otherwise dashboard, then officer dashboard, then the first route guarded by the role's first permission,
 * else 403. A role-based home the user cannot open falls through to the next choice.
 */
export function homeRouteFor(user: AccessUser, routes: readonly NamedRoute[]): string {
  const byName = new Map(routes.map((route) => [route.name, route]));
  const open = (name: string): string | undefined => {
    const route = byName.get(name);
    return route && canAccessRoute(user, route.access) ? route.path : undefined;
  };
  const preferred = dashboardHomeRoles.includes(user.role.slug)
    ? open('dashboard')
    : labelHomeRoles.includes(user.role.slug)
      ? open('label-search')
      : undefined;
  if (preferred) return preferred;
  const fallback = open('dashboard') ?? open('officer-dashboard');
  if (fallback) return fallback;
  const firstPermission = user.role.permissions[0];
  const byPermission = routes.find(
    (route) =>
      firstPermission !== undefined &&
      !route.path.includes(':') &&
      (firstPermissionOf(route.access) as readonly string[]).includes(firstPermission) &&
      canAccessRoute(user, route.access),
  );
  return byPermission?.path ?? '/403';
}

/**
 * Sidebar groups of spec §2 and the roles that see each (spec §6); `null` = anyone with the route permission.
 * `parcels` (parcels by status, parcel tracking, track by date) is not in the spec's list, whose screens it reaches
 * nonetheless: like the CSV and pickup-request groups it shows to whoever may open its screens.
 */
export const sidebarGroups = [
  'dashboard',
  'labels',
  'parcels',
  'report',
  'csv',
  'staff',
  'pickup-request',
  'customer',
  'call-log',
  'api-integration',
  // Beyond spec §2's groups (issue 11): the merchants COD is booked for, and the money side.
  'merchants',
  'money',
  // Issue 12: parcels going out with couriers and coming back over the counter; the branch's spending.
  'delivery',
  // Issue 27: the branch network — bags, dispatches, transit, arrivals and what went missing.
  'transfer',
  // Issue 28: the finance desk — the branch till and the bank statement.
  'finance',
  'expense',
  // Issue 14.2: the company's administration (roles and permissions).
  'administration',
  // Issue 28 §3: EMO money orders (each screen gated by its emo.* permission).
  'emo',
  // Issue 30 §2: a merchant member's own portal (its screens gated by merchant-portal.view).
  'merchant-portal',
] as const;
export type SidebarGroup = (typeof sidebarGroups)[number];

/**
 * Head office's roles whose default work includes the staff screens (all but finance and the call centre): spec §6
 * names owner and manager for the staff and customer menus, a branch's heads; head office places regional managers
 * and opens the agents (issue 14), and would otherwise reach those screens only by their address.
 */
const headOfficeDesks: readonly RoleSlug[] = roleSlugs.filter(
  (slug) => !roleDefinitions[slug].needsBranch && roleDefinitions[slug].permissions.includes('staff.view'),
);

export const sidebarGroupRoles: Record<SidebarGroup, readonly RoleSlug[] | null> = {
  dashboard: ['owner', 'manager', 'supervisor'],
  labels: ['owner', 'manager', 'supervisor', 'staff', 'customer-service'],
  parcels: null,
  report: ['owner', 'manager', 'supervisor', 'staff'],
  csv: null,
  staff: ['owner', 'manager', ...headOfficeDesks],
  'pickup-request': null,
  customer: ['owner', 'manager', ...headOfficeDesks],
  'call-log': ['owner', 'manager', 'supervisor', 'staff', 'customer-service'],
  'api-integration': ['owner', 'manager', 'supervisor', 'staff', 'customer-service'],
  merchants: null,
  // Finance screens for the finance roles, and for owners, managers and top management to view (issue 11).
  money: [
    'owner',
    'manager',
    'accountant',
    'finance-manager',
    'super-admin',
    'admin',
    'md',
    'general-manager',
    'deputy-general-manager',
    'assistant-general-manager',
  ],
  delivery: null,
  transfer: null,
  // Issue 28 §4–5: finance and accountant roles work here; each screen keeps its own permission (a counter's till).
  finance: null,
  expense: null,
  // Issue 14: branches, branch groups, roles and companies; each screen keeps its own rule (roles, branch groups and
  // companies for the super roles only, spec §6; branches for whoever may open them).
  administration: null,
  emo: null,
  'merchant-portal': null,
};

/** Whether the group shows for this role; each item in it is still gated by its route's access. */
export function isSidebarGroupVisible(user: AccessUser, group: SidebarGroup): boolean {
  const roles = sidebarGroupRoles[group];
  return roles === null || roles.includes(user.role.slug as RoleSlug);
}
