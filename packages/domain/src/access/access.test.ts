import { rolePermissionsRequest } from './role-schemas.js';
import { describe, expect, it } from 'vitest';
import { isPermission, permissionFeatureOf, permissions } from './permissions.js';
import {
  canCreateQanda,
  canEditRole,
  dashboardViewRoutes,
  mayGiveRole,
  roleNeedsBranch,
  roleRequiresTwoStep,
  isDeveloperMode,
  isLuxuryRank,
  superScreenRoles,
  worksWithoutCurrentBranch,
} from './role-rules.js';
import {
  isInRoleGroup,
  isMerchantRole,
  isRoleSlug,
  merchantRoleSlugs,
  roleDefinitions,
  roleGroups,
  roleSlugs,
  roleThresholds,
} from './roles.js';
import {
  canAccessRoute,
  homeRouteFor,
  isSidebarGroupVisible,
  sidebarGroupRoles,
  sidebarGroups,
  type AccessUser,
  type NamedRoute,
  seesMerchantMoney,
  managesAgents,
  worksAgentServices,
  worksAtAgentBranch,
} from './route-access.js';

function userOf(
  slug: keyof typeof roleDefinitions,
  branch: AccessUser['branch'] = { id: 1, international_mail: false },
): AccessUser {
  const role = roleDefinitions[slug];
  return { role: { slug, level: role.level, permissions: role.permissions }, branch: role.needsBranch ? branch : null };
}

describe('roles and permissions (spec §6)', () => {
  it('knows every slug, group and threshold', () => {
    expect(roleSlugs).toEqual(
      expect.arrayContaining([
        'owner',
        'manager',
        'supervisor',
        'staff',
        'customer-service',
        'super-admin',
        'md',
        'accountant',
      ]),
    );
    expect(roleThresholds).toEqual({
      luxuaryRank: 30,
      noCurrentBranchRole: 60,
      editableRoleLevel: 30,
      qandaCreateMaxLevel: 19,
    });
    expect(roleGroups.super).toEqual(['super-admin', 'admin', 'md']);
    expect(isInRoleGroup('md', 'adminLevel')).toBe(true);
    expect(isInRoleGroup('owner', 'super')).toBe(false);
    expect(isRoleSlug('owner')).toBe(true);
    expect(isRoleSlug('king')).toBe(false);
    expect(isRoleSlug(3)).toBe(false);
    expect(isPermission('dashboard-view')).toBe(true);
    expect(isPermission('launch-rockets')).toBe(false);
    expect(isPermission(null)).toBe(false);
    expect(permissionFeatureOf('dashboard-view')).toBe('dashboard');
    expect(permissionFeatureOf('label.update-status')).toBe('label');
    expect(permissionFeatureOf('branch-collection.manage')).toBe('branch-collection');
  });

  it('gives every role a level, known permissions, and lower levels to higher ranks', () => {
    for (const slug of roleSlugs) {
      const role = roleDefinitions[slug];
      expect(role.permissions.every((permission) => permissions.includes(permission))).toBe(true);
    }
    expect(roleDefinitions.owner.level).toBeLessThan(roleDefinitions.staff.level);
    expect(roleDefinitions['customer-service'].needsBranch).toBe(false);
  });

  it('lets the roles that approve discounts give more than the company share, not desk or finance staff', () => {
    const approvers = roleSlugs.filter((slug) => roleDefinitions[slug].permissions.includes('label.discount'));
    expect(approvers).toEqual(
      expect.arrayContaining(['owner', 'manager', 'supervisor', 'region-manager', 'super-admin', 'admin', 'md']),
    );
    for (const slug of ['staff', 'customer-service', 'call-center', 'accountant', 'it-support-region'] as const) {
      expect(approvers).not.toContain(slug);
    }
  });

  it.each([
    ['supervisor', true],
    ['staff', false],
  ] as const)('luxury rank: %s → %s', (slug, senior) => {
    expect(isLuxuryRank(roleDefinitions[slug] && { slug, level: roleDefinitions[slug].level })).toBe(senior);
  });

  it('applies the thresholds', () => {
    expect(worksWithoutCurrentBranch({ slug: 'customer-service', level: 60 })).toBe(true);
    expect(worksWithoutCurrentBranch({ slug: 'staff', level: 40 })).toBe(false);
    expect(canEditRole({ slug: 'manager', level: 25 }, { slug: 'staff', level: 40 })).toBe(true);
    expect(canEditRole({ slug: 'manager', level: 25 }, { slug: 'owner', level: 20 })).toBe(false);
    expect(canEditRole({ slug: 'staff', level: 40 }, { slug: 'call-center', level: 61 })).toBe(false);
    const branchManager = { slug: 'manager', level: 25, allBranches: false };
    const headOffice = { slug: 'general-manager', level: 4, allBranches: true };
    expect(mayGiveRole(branchManager, { slug: 'staff', level: 40 })).toBe(true);
    expect(mayGiveRole(branchManager, { slug: 'owner', level: 20 })).toBe(false);
    expect(mayGiveRole(branchManager, { slug: 'customer-service', level: 60 })).toBe(false);
    expect(mayGiveRole(headOffice, { slug: 'customer-service', level: 60 })).toBe(true);
    expect(mayGiveRole(headOffice, { slug: 'admin', level: 2 })).toBe(false);
    expect(roleNeedsBranch('accountant')).toBe(false);
    expect(roleNeedsBranch('a-role-added-later')).toBe(true);
    // no_current_branch_role (60) decides: every role ranked at or below it works without a branch, the others as
    // their definition says (head office and finance need none; branch and field roles do).
    for (const slug of roleSlugs) {
      const { level, needsBranch } = roleDefinitions[slug];
      expect(roleNeedsBranch(slug)).toBe(level < roleThresholds.noCurrentBranchRole && needsBranch);
      if (level >= roleThresholds.noCurrentBranchRole) expect(roleNeedsBranch(slug)).toBe(false);
    }
    expect(canCreateQanda({ slug: 'admin', level: 2, permissions: ['qanda.create'] })).toBe(true);
    expect(canCreateQanda({ slug: 'owner', level: 20, permissions: ['qanda.create'] })).toBe(false);
    expect(canCreateQanda({ slug: 'admin', level: 2, permissions: [] })).toBe(false);
    expect(superScreenRoles).toEqual(['super-admin', 'md']);
    expect(dashboardViewRoutes).toHaveLength(7);
  });

  it("keeps the merchant portal's permissions to a merchant's members, and their roles off the staff form", () => {
    const portal = permissions.filter((permission) => permission.startsWith('merchant-portal.'));
    expect(portal).toEqual(['merchant-portal.view', 'merchant-portal.book', 'merchant-portal.manage']);
    for (const slug of roleSlugs) {
      const held = portal.filter((permission) => roleDefinitions[slug].permissions.includes(permission));
      expect(held.length > 0, slug).toBe(isMerchantRole(slug));
    }
    expect(roleDefinitions['merchant-owner'].permissions).toEqual(portal);
    expect(roleDefinitions['merchant-clerk'].permissions).toEqual(['merchant-portal.view', 'merchant-portal.book']);
    expect(merchantRoleSlugs.every((slug) => roleDefinitions[slug].level > roleDefinitions['call-center'].level)).toBe(
      true,
    );
    const superAdmin = { slug: 'super-admin', level: 1, allBranches: true };
    expect(mayGiveRole(superAdmin, { slug: 'merchant-clerk', level: 91 })).toBe(false);
    expect(roleRequiresTwoStep('merchant-owner')).toBe(true);
    expect(roleRequiresTwoStep('accountant')).toBe(true);
    expect(roleRequiresTwoStep('merchant-clerk')).toBe(false);
    expect(roleRequiresTwoStep('staff')).toBe(false);
  });

  it.each([
    [{ hostname: 'localhost' }, true],
    [{ hostname: '127.0.0.1' }, true],
    [{ hostname: 'waypost.localhost' }, true],
    [{ hostname: 'waypost.example.com' }, false],
    [{ hostname: 'waypost.example.com', userName: 'dev1', developerAccounts: ['dev1'] }, true],
    [{ hostname: 'waypost.example.com', userName: 'staff', developerAccounts: ['dev1'] }, false],
    [{ hostname: 'waypost.example.com', userName: 'dev1' }, false],
  ])('developer mode %j → %s', (input, on) => {
    expect(isDeveloperMode(input)).toBe(on);
  });
});

describe('canAccessRoute (spec §6 route access order)', () => {
  const staff = userOf('staff');
  const owner = userOf('owner');
  const cs = userOf('customer-service');
  const md = userOf('md');
  const accountant = userOf('accountant');
  const internationalOwner = userOf('owner', { id: 1, international_mail: true });
  // A head-office role (level 2) that holds no label permission and has no branch.
  const bareAdmin: AccessUser = { role: { slug: 'admin', level: 2, permissions: [] }, branch: null };

  it.each<[string, AccessUser, Parameters<typeof canAccessRoute>[1], boolean]>([
    // 1. Global routes are open to every signed-in user, whatever else they declare.
    ['global', cs, { global: true }, true],
    ['global skips every later check', bareAdmin, { global: true, hasBranch: true, permission: 'role.manage' }, true],
    ['nothing declared', owner, {}, false],
    // 2. Role slugs.
    ['role slugs, in', owner, { roles: ['owner'] }, true],
    ['role slugs, out', staff, { roles: ['owner'], permission: 'label.view' }, false],
    ['role slugs, in, then the permission', owner, { roles: ['owner'], permission: 'role.manage' }, false],
    // 3. The level gate: allowLevel admits past notOtherLevel / onlySpecificRole…
    ['allowLevel admits rank', md, { allowLevel: 10, permission: 'role.manage' }, true],
    ['allowLevel alone admits rank', bareAdmin, { allowLevel: 10 }, true],
    ['allowLevel alone admits nobody below it', staff, { allowLevel: 10 }, false],
    ['below allowLevel, then permission', staff, { allowLevel: 10, permission: 'label.view' }, true],
    ['notOtherLevel denies the rest', staff, { allowLevel: 10, notOtherLevel: true, permission: 'label.view' }, false],
    ['notOtherLevel lets the level in', md, { allowLevel: 10, notOtherLevel: true, permission: 'label.view' }, true],
    ['onlySpecificRole, in', md, { onlySpecificRole: ['super-admin', 'md'] }, true],
    ['onlySpecificRole, out', owner, { onlySpecificRole: ['super-admin', 'md'], permission: 'label.view' }, false],
    ['allowLevel admits past onlySpecificRole', accountant, { allowLevel: 13, onlySpecificRole: ['md'] }, true],
    ['onlySpecificRole admits below allowLevel', owner, { allowLevel: 10, onlySpecificRole: ['owner'] }, true],
    ['neither level nor role', staff, { allowLevel: 10, onlySpecificRole: ['owner'] }, false],
    // …but not past the checks after it.
    ['allowLevel, then hasBranch', bareAdmin, { allowLevel: 10, hasBranch: true }, false],
    ['allowLevel, then international branch', md, { allowLevel: 10, internationalBranch: true }, false],
    ['allowLevel, then the callback', md, { allowLevel: 10, callback: () => false }, false],
    ['allowLevel, then the permission', bareAdmin, { allowLevel: 10, permission: 'label.view' }, false],
    ['allowLevel, then any-of permissions', accountant, { allowLevel: 13, permission: { a: 'role.manage' } }, false],
    // 4. hasBranch.
    ['hasBranch, none', cs, { hasBranch: true, permission: 'label.view' }, false],
    ['hasBranch, yes', staff, { hasBranch: true, permission: 'label.view' }, true],
    // 5. International mail.
    ['international branch, none', owner, { internationalBranch: true, permission: 'label.view' }, false],
    ['international branch, no branch', cs, { internationalBranch: true, permission: 'label.view' }, false],
    ['international branch, yes', internationalOwner, { internationalBranch: true, permission: 'label.view' }, true],
    // 6. The callback.
    ['callback denies', owner, { callback: () => false, permission: 'label.view' }, false],
    ['callback allows', owner, { callback: () => true, permission: 'label.view' }, true],
    ['callback sees the user', owner, { callback: (user) => user.role.level > 20, permission: 'label.view' }, false],
    // 7. The permission: one, or named alternatives of which any one suffices.
    ['permission string', staff, { permission: 'dashboard-view' }, false],
    ['permission any-of', staff, { permission: { view: 'dashboard-view', label: 'label.view' } }, true],
    ['permission any-of, none', cs, { permission: { view: 'dashboard-view', cod: 'cod.view' } }, false],
  ])('%s', (_name, user, access, allowed) => {
    expect(canAccessRoute(user, access)).toBe(allowed);
  });
});

describe('seesMerchantMoney (issue 26 §2)', () => {
  it('shows merchants’ bank accounts and credit to roles with a money permission, not to the counter', () => {
    expect(seesMerchantMoney(userOf('staff'))).toBe(false);
    expect(seesMerchantMoney(userOf('courier'))).toBe(false);
    expect(seesMerchantMoney(userOf('supervisor'))).toBe(true);
    expect(seesMerchantMoney(userOf('accountant'))).toBe(true);
    expect(seesMerchantMoney(userOf('manager'))).toBe(true);
  });
});

describe('worksAgentServices (issue 30 §4)', () => {
  const agentBranch = { id: 7, international_mail: false, type: 'agent' as const };
  const companyBranch = { id: 1, international_mail: false, type: 'fcs' as const };
  it('shows agent services to an agent branch’s people, head office and finance, not to a company branch’s counter', () => {
    expect(worksAgentServices(userOf('staff', agentBranch))).toBe(true);
    expect(worksAgentServices(userOf('manager', agentBranch))).toBe(true);
    expect(worksAgentServices(userOf('staff', companyBranch))).toBe(false);
    expect(worksAgentServices(userOf('staff'))).toBe(false);
    expect(worksAgentServices(userOf('owner', companyBranch))).toBe(false);
    expect(worksAgentServices(userOf('admin'))).toBe(true);
    expect(worksAgentServices(userOf('operation-admin'))).toBe(true);
    expect(worksAgentServices(userOf('accountant'))).toBe(true);
    expect(worksAgentServices(userOf('courier', agentBranch))).toBe(false);
    expect(worksAgentServices(userOf('customer-service'))).toBe(false);
    const custom: AccessUser = {
      role: { slug: 'agent-desk', level: 40, permissions: ['agent-service.decide'] },
      branch: null,
    };
    expect(worksAgentServices(custom)).toBe(false);
  });
  it('tells the agent’s own people from those who manage every agent', () => {
    expect(worksAtAgentBranch(userOf('staff', agentBranch))).toBe(true);
    expect(worksAtAgentBranch(userOf('staff', companyBranch))).toBe(false);
    expect(worksAtAgentBranch(userOf('admin'))).toBe(false);
    expect(managesAgents(userOf('accountant'))).toBe(true);
    expect(managesAgents(userOf('staff', agentBranch))).toBe(false);
  });
});

describe('homeRouteFor (spec §2)', () => {
  const routes: NamedRoute[] = [
    { name: 'label-detail', path: '/label/detail/:labelId', access: { permission: 'label.view' } },
    { name: 'label-search', path: '/label/search', access: { permission: 'label.view' } },
    { name: 'dashboard', path: '/dashboard', access: { permission: 'dashboard-view' } },
    { name: 'report', path: '/report/accepted', access: { permission: 'report.view' } },
  ];

  it.each([
    ['owner', '/dashboard'],
    ['supervisor', '/dashboard'],
    ['staff', '/label/search'],
    ['customer-service', '/label/search'],
    ['admin', '/dashboard'],
  ] as const)('%s → %s', (slug, path) => {
    expect(homeRouteFor(userOf(slug), routes)).toBe(path);
  });

  it('falls back to the officer dashboard, then the first permission, then 403', () => {
    const officer: NamedRoute = { name: 'officer-dashboard', path: '/officer', access: { permission: 'report.view' } };
    const reporter: AccessUser = {
      role: { slug: 'accountant', level: 13, permissions: ['report.view'] },
      branch: null,
    };
    expect(homeRouteFor(reporter, [...routes, officer])).toBe('/officer');
    expect(homeRouteFor(reporter, routes)).toBe('/report/accepted');
    expect(homeRouteFor({ ...reporter, role: { ...reporter.role, permissions: ['label.view'] } }, routes)).toBe(
      '/label/search',
    );
    expect(homeRouteFor({ ...reporter, role: { ...reporter.role, permissions: [] } }, routes)).toBe('/403');
    const codRoute: NamedRoute = { name: 'cod', path: '/cod/ongoing', access: { permission: { view: 'cod.view' } } };
    expect(
      homeRouteFor({ ...reporter, role: { ...reporter.role, permissions: ['cod.view'] } }, [...routes, codRoute]),
    ).toBe('/cod/ongoing');
    const noDashboard = routes.filter((route) => route.name !== 'dashboard');
    expect(
      homeRouteFor({ ...reporter, role: { slug: 'owner', level: 20, permissions: ['cod.view'] } }, [
        ...noDashboard,
        { name: 'global', path: '/', access: { global: true } },
      ]),
    ).toBe('/403');
  });
});

describe('sidebar (spec §6 "Sidebar visibility by role")', () => {
  it.each([
    ['dashboard', 'staff', false],
    ['dashboard', 'supervisor', true],
    ['labels', 'customer-service', true],
    ['report', 'customer-service', false],
    ['staff', 'manager', true],
    ['staff', 'supervisor', false],
    // Head office places regional managers and opens the agents; finance does neither.
    ['staff', 'md', true],
    ['customer', 'operation-manager', true],
    ['staff', 'accountant', false],
    ['customer', 'supervisor', false],
    ['call-log', 'customer-service', true],
    ['csv', 'accountant', true],
    ['pickup-request', 'staff', true],
    ['parcels', 'accountant', true],
    ['administration', 'super-admin', true],
    ['administration', 'md', true],
    // Every item in it keeps its own rule: the group shows to anyone who may open one of them.
    ['administration', 'owner', true],
  ] as const)('%s for %s → %s', (group, slug, visible) => {
    expect(isSidebarGroupVisible(userOf(slug), group)).toBe(visible);
  });

  it('lists every group', () => {
    expect(Object.keys(sidebarGroupRoles)).toEqual([...sidebarGroups]);
  });
});

describe('role permissions contract', () => {
  it('keeps each permission once, sorted, and only the domain’s', () => {
    expect(rolePermissionsRequest.parse({ permissions: ['label.view', 'dashboard-view', 'label.view'] })).toEqual({
      permissions: ['dashboard-view', 'label.view'],
    });
    expect(rolePermissionsRequest.safeParse({ permissions: ['rule.all'] }).success).toBe(false);
  });
});
