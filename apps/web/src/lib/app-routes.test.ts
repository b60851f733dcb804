import { canAccessRoute, roleDefinitions, type AccessUser, type RoleSlug, type RouteAccess } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { homePathFor, routeMeta, routeNames, routeUrl } from './app-routes';

/** Spec §2's route table, with {param} written as :param. */
const specRoutes = [
  '/login',
  '/',
  '/dashboard',
  '/403',
  '/404',
  '/api-integration',
  '/staff/:tab',
  '/new-staff',
  '/edit-staff/:staffID',
  '/track-by-date',
  '/label/:tab',
  '/label/create',
  '/label/detail/:labelId',
  '/label/print/:id',
  '/expense-record',
  '/parcels/:tab',
  '/parcel-track/list',
  '/parcel-detail/:id',
  '/cod/:status',
  '/print/clearance',
  '/cod-page-detail/:id',
  '/credit/detail',
  '/clearance/excel/:id/:hash',
  '/package/print/:id/:hash',
  '/package/report/:hash',
  '/track-by-date/get-excel',
  '/report/:tab',
  '/customer/list',
  '/customer/:customerId',
  '/call-list/:tab',
  '/call-list/:type/detail/:callID',
  '/shipping-report/csv/list',
  '/pickup-request',
  '/pickup-request/create',
  '/cod-clearance',
  '/cod-clearance-detail/:transactionId',
  '/cod-clearance/ready/detail',
];

function userWithRole(slug: RoleSlug, branch = true): AccessUser {
  const { level, permissions } = roleDefinitions[slug];
  return { role: { slug, level, permissions }, branch: branch ? { id: 1, international_mail: true } : null };
}

describe('route table', () => {
  it('registers every spec §2 route exactly once, and the screens issues 11 to 30 add beyond them', () => {
    const beyondSpec = [
      '/merchant/list',
      '/merchant/create',
      '/merchant/edit/:merchantId',
      '/ledger/trial-balance',
      // Issue 12: a pickup's page; the spec's named screens deliver mail, label accept and label return; runs.
      '/pickup-request/:pickupId',
      '/deliver-mail',
      '/label-accept',
      '/label-return',
      '/delivery-run',
      '/delivery-run/:runId',
      '/delivery-run/:runId/print',
      '/courier-cash',
      // Issue 13: the dashboard's stuck parcels; the bulk label import.
      '/dashboard/stuck',
      '/label/import',
      // Issue 14.7: the spec's named announcement list and detail screens (their paths are not shown there).
      '/announcement/list',
      '/announcement/detail/:announcementId',
      // Issue 14.4: the spec's named profile screen.
      '/profile',
      // Issue 14.2: the spec's role and permission screen (super-admin and md).
      '/role/list',
      // Issue 14: branches, branch groups, companies, and the agents (spec §7 GET /api/agent/).
      '/branch/list',
      '/branch-collection/list',
      '/company/list',
      '/agent/list',
      // Issue 28 §4: the spec's named screen "finance" (the branch till) and the closes of every branch.
      '/finance',
      '/finance/closes',
      // Issue 27: the spec's named screen "transfer" (path not shown there) and the branch network's screens.
      '/transfer',
      '/transfer/scan',
      '/transfer/missing',
      '/transfer/settings',
      '/transfer/bag/:bagId',
      '/transfer/bag/:bagId/tag',
      '/transfer/bag/:bagId/note',
      '/transfer/dispatch/:dispatchId',
      '/transfer/dispatch/:dispatchId/bill',
      // Issue 28: the spec's named screen "gate submit" (path not shown there), its slips, the gates, Myanmar Post.
      '/gate-submit',
      '/gate-submit/:slipId',
      '/gate-submit/:slipId/print',
      '/gates',
      '/mmpost',
      // Issue 28 §5: the spec's named screen "bank statement fee" (path not shown there).
      '/bank-statement',
      // Issue 28 §3: EMO money orders (path not shown in the spec).
      '/emo',
      '/emo/:emoId',
      '/emo/settings',
      // Issue 29: the outbox, templates, rules, opted-out phones, providers and the message cost report.
      '/notification',
      '/notification/templates',
      '/notification/rules',
      '/notification/opt-outs',
      '/notification/providers',
      '/notification/report',
      '/two-step',
      '/portal',
      '/portal/labels/:tab',
      '/portal/cod/:tab',
      '/portal/clearance',
      '/portal/credit',
      // Issue 30 §4: the agent's offered labels and an agent's statement with its settlements.
      '/agent-service',
      '/agent/statement',
      // Issue 30 §3: preprinted labels — the ranges, a range's codes and its sheet.
      '/preprint',
      '/preprint/:preprintId',
      '/preprint/:preprintId/sheet',
      // Issue 30 §2 booking: the member's new label, import and multi-label print.
      '/portal/label/create',
      '/portal/label/import',
      '/portal/print',
      // Issue 30 §2: a label's page, pickup requests, the owner's clerks.
      '/portal/label/:id',
      '/portal/pickups',
      '/portal/users',
      // Issue 30 §2: the owner's API keys and webhooks; the receivers' messages.
      '/portal/integration',
      '/portal/notifications',
    ];
    expect(routeNames.map((name) => routeMeta[name].path).sort()).toEqual([...specRoutes, ...beyondSpec].sort());
  });

  it('names every route in the UI texts', () => {
    expect(Object.keys(en.route).sort()).toEqual([...routeNames].sort());
  });

  it('puts the routes the spec marks dashboard-view behind dashboard-view', () => {
    const dashboardViewPaths = [
      '/cod-page-detail/:id',
      '/clearance/excel/:id/:hash',
      '/package/print/:id/:hash',
      '/package/report/:hash',
      '/track-by-date/get-excel',
      '/cod-clearance-detail/:transactionId',
      '/cod-clearance/ready/detail',
    ];
    for (const name of routeNames.filter((route) => dashboardViewPaths.includes(routeMeta[route].path))) {
      expect(routeMeta[name].access).toEqual({ permission: 'dashboard-view' });
    }
  });

  it('opens the agent screens to an agent branch’s people, head office and finance, not a company counter', () => {
    const at = (slug: RoleSlug, type: 'agent' | 'fcs') => ({
      ...userWithRole(slug),
      branch: { id: 1, international_mail: false, type },
    });
    const opens = (user: AccessUser, name: 'agent-services' | 'agent-statement') =>
      canAccessRoute(user, routeMeta[name].access as RouteAccess);
    expect(opens(at('staff', 'fcs'), 'agent-services')).toBe(false);
    expect(opens(at('staff', 'fcs'), 'agent-statement')).toBe(false);
    expect(opens(at('staff', 'agent'), 'agent-services')).toBe(true);
    expect(opens(at('staff', 'agent'), 'agent-statement')).toBe(true);
    expect(opens(userWithRole('admin', false), 'agent-services')).toBe(true);
    expect(opens(userWithRole('accountant', false), 'agent-services')).toBe(false);
    expect(opens(userWithRole('accountant', false), 'agent-statement')).toBe(true);
  });

  it('fills a path with its parameters, then its defaults, and gives up when one is missing', () => {
    expect(routeUrl('label')).toBe('/label/search');
    expect(routeUrl('label', { tab: 'pending' })).toBe('/label/pending');
    expect(routeUrl('label-detail', { labelId: '42' })).toBe('/label/detail/42');
    expect(routeUrl('label-detail')).toBeNull();
  });
});

describe('home after login (spec §2)', () => {
  it.each([
    ['owner', '/dashboard'],
    ['manager', '/dashboard'],
    ['supervisor', '/dashboard'],
    ['staff', '/label/search'],
    ['super-admin', '/dashboard'],
  ] as const)('%s lands on %s', (slug, path) => {
    expect(homePathFor(userWithRole(slug))).toBe(path);
  });

  it('customer-service, who works without a branch, lands on the label search', () => {
    expect(homePathFor(userWithRole('customer-service', false))).toBe('/label/search');
  });

  it('the postman lands on his pickups and the courier on his deliveries (their first permission)', () => {
    expect(homePathFor(userWithRole('postman'))).toBe('/pickup-request');
    expect(homePathFor(userWithRole('courier'))).toBe('/deliver-mail');
  });

  it('a role with no permissions at all lands on 403', () => {
    expect(homePathFor({ role: { slug: 'staff', level: 40, permissions: [] }, branch: null })).toBe('/403');
  });
});
