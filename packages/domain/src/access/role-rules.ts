import type { Permission } from './permissions.js';
import type { RoleSlug } from './roles.js';
import { isMerchantRole, isRoleSlug, roleDefinitions, roleThresholds, twoStepRequiredRoles } from './roles.js';

/** A role as the rules below need it. */
export interface RoleLevel {
  slug: string;
  level: number;
}

/** Senior roles (spec §6 luxuary_rank): level 30 or higher in rank (lower number). */
export function isLuxuryRank(role: RoleLevel): boolean {
  return role.level <= roleThresholds.luxuaryRank;
}

/** Roles ranked at or below no_current_branch_role (level ≥ 60) work without a current branch (spec §6). */
export function worksWithoutCurrentBranch(role: RoleLevel): boolean {
  return role.level >= roleThresholds.noCurrentBranchRole;
}

/**
 * Whether `editor` may edit staff holding `target` (spec §6 editable_role_level 30): editors at level 30 or higher
 * in rank, and only for roles ranked below their own.
 */
export function canEditRole(editor: RoleLevel, target: RoleLevel): boolean {
  return editor.level <= roleThresholds.editableRoleLevel && target.level > editor.level;
}

/**
 * Whether a role works at a branch (spec §6 "roles needing no branch"): not the head-office, finance and call roles
 * its definition frees, nor any role ranked at or below no_current_branch_role (level ≥ 60); a role the domain does not
 * know does.
 */
export function roleNeedsBranch(slug: string): boolean {
  if (!isRoleSlug(slug)) return true;
  const definition = roleDefinitions[slug];
  return definition.needsBranch && !worksWithoutCurrentBranch({ slug, level: definition.level });
}

/**
 * Whether `editor` may give `role` to a member — on the new-staff form, or as a member's new role: a role he may edit
 * (below his own, within editable_role_level), and — for a branch's head, whose staff all work at his branch — only
 * a role that works at a branch (a head-office role would see every branch).
 */
export function mayGiveRole(editor: RoleLevel & { allBranches: boolean }, role: RoleLevel): boolean {
  // A merchant's roles come with an invitation from the merchant's page (issue 30), never from the staff form.
  if (isMerchantRole(role.slug)) return false;
  return canEditRole(editor, role) && (editor.allBranches || roleNeedsBranch(role.slug));
}

/** Whether accounts of this role must use 2-step verification (issue 30 §1). */
export function roleRequiresTwoStep(slug: string): boolean {
  return (twoStepRequiredRoles as readonly string[]).includes(slug);
}

/** qanda.create is for roles up to level 19, the highest under the post officer (spec §6). */
export function canCreateQanda(role: RoleLevel & { permissions: readonly string[] }): boolean {
  return role.level <= roleThresholds.qandaCreateMaxLevel && role.permissions.includes('qanda.create');
}

/** Role, permission and branch-collection screens are for these roles only (spec §6). */
export const superScreenRoles: readonly RoleSlug[] = ['super-admin', 'md'];

/**
 * Who may read the roles and their permissions: the super screens' roles, and a branch's owner, who hires and
 * should know what each role he gives may do (issue 26 §5) — reading only: editing stays with superScreenRoles.
 */
export const roleReaderRoles: readonly RoleSlug[] = [...superScreenRoles, 'owner'];

/** Named routes that need dashboard-view (spec §2, §6). */
export const dashboardViewRoutes = [
  'cod-page-detail',
  'clearance-excel',
  'package-print',
  'package-report',
  'track-by-date-excel',
  'cod-clearance-detail',
  'cod-clearance-ready-detail',
] as const;
export const dashboardViewPermission: Permission = 'dashboard-view';

/** Hosts where developer mode is on (spec §6 "local hosts"). */
const localHosts: readonly string[] = ['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0'];

/** Developer mode: on a local host, or for one of the named accounts (spec §6; the list is configuration). */
export function isDeveloperMode(input: {
  hostname: string;
  userName?: string | null;
  developerAccounts?: readonly string[];
}): boolean {
  const host = input.hostname.toLowerCase();
  return (
    localHosts.includes(host) ||
    host.endsWith('.localhost') ||
    (!!input.userName && (input.developerAccounts ?? []).includes(input.userName))
  );
}
