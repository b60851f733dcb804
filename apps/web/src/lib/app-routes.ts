import {
  homeRouteFor,
  roleReaderRoles,
  superScreenRoles,
  worksAgentServices,
  type AccessUser,
  type NamedRoute,
  type RouteAccess,
} from '@waypost/domain';

/**
 * Every screen of spec §2 with its path and access — the single route table. The elements that render them are
 * mapped by name in app/route-screens.tsx (screens not built yet show "coming soon"). Names are also the i18n keys
 * `route.<name>` (screen names for the sidebar, breadcrumbs and page titles).
 */
export const routeNames = [
  'login',
  'index',
  'dashboard',
  'forbidden',
  'not-found',
  'api-integration',
  'staff',
  'staff-create',
  'staff-edit',
  'track-by-date',
  'label',
  'label-create',
  'label-detail',
  'label-print',
  // Issue 13.5: bulk label import.
  'label-import',
  'expense-record',
  'parcels',
  'parcel-track',
  'parcel-detail',
  'cod',
  'clearance-print',
  'cod-detail',
  'credit-detail',
  'clearance-excel',
  'package-print',
  'package-report',
  'track-by-date-excel',
  'report',
  'customer-list',
  'customer-detail',
  'call-list',
  'call-detail',
  'shipping-report-csv',
  'pickup-request',
  'pickup-request-create',
  'cod-clearance',
  'cod-clearance-detail',
  'cod-clearance-ready',
  // Beyond spec §2 (issue 11): merchants and the ledger's trial balance.
  'merchants',
  'merchant-create',
  'merchant-edit',
  'trial-balance',
  // Issue 12: a pickup's page; the spec's named screens deliver mail, label accept and label return; the branch's
  // delivery runs (with their printed run sheet) and the couriers' cash handed over.
  'pickup-request-detail',
  'deliver-mail',
  'delivery-runs',
  'delivery-run-detail',
  'delivery-run-print',
  'courier-cash',
  'label-accept',
  'label-return',
  // Issue 13: the parcels the dashboard counts as stuck.
  'dashboard-stuck',
  // Issue 14.7: the spec's announcement list and detail (paths not shown there); the bell leads to them.
  'announcement-list',
  'announcement-detail',
  // Issue 14.4: the spec's named profile screen (path not shown there), from the user menu.
  'profile',
  // Issue 14.2: the spec's role and permission screen (super-admin and md only; path not shown there).
  'roles',
  // Issue 14: the company's branches and groups of branches, the platform's companies (spec §7 POST /api/branch,
  // /api/company) and the spec's agent list (GET /api/agent/).
  'branches',
  'branch-collections',
  'companies',
  'agents',
  // Issue 30 §4: the agent's offered labels; an agent's statement and its settlements.
  'agent-services',
  'agent-statement',
  // Issue 27: the spec's named screen "transfer" — the branch network's bags and dispatches — with its bag, dispatch,
  // tag-scan and missing-parcel screens, the printed bag tag, delivery bill and verification note, and head office's
  // network settings.
  // Issue 28 §4: the spec's named screen "finance" — the branch till — and head office's list of every branch's closes.
  'finance',
  'finance-closes',
  'transfer',
  'transfer-scan',
  'transfer-missing',
  'transfer-settings',
  'mailbag-detail',
  'mailbag-tag-print',
  'mailbag-note-print',
  'dispatch-detail',
  'dispatch-bill-print',
  // Issue 28: the spec's named screen "gate submit" (parcels handed to a highway bus gate) with its slip and printed
  // slip, head office's table of gates, and the Myanmar Post hand-off.
  'gate-submit',
  'gate-submit-detail',
  'gate-slip-print',
  'gates',
  'mmpost',
  // Issue 28 §5: the spec's named screen "bank statement fee" (path not shown there): import, match, bank charges.
  'bank-statement-fee',
  // Issue 28 §3: EMO money orders — the counter's list and booking, and an order's page (pay out, approve, cancel).
  'emo',
  'emo-detail',
  'emo-settings',
  // Issue 29: receiver and sender messages — the outbox (a label's messages are on its page), head office's templates,
  // rules and providers, the opted-out phones and the cost report.
  'notifications',
  'notification-templates',
  'notification-rules',
  'notification-opt-outs',
  'notification-providers',
  'notification-report',
  // Issue 30 §1: 2-step verification of the signed-in account (forced first for the roles that require it).
  'two-step',
  // Issue 30 §2: the merchant portal — a merchant member's dashboard and his labels by the spec's merchant tabs.
  'merchant-portal',
  'merchant-portal-labels',
  // Issue 30 §3: preprinted labels — ranges of codes issued to merchants, a range's codes, and its sheet to print.
  'preprints',
  'preprint-detail',
  'preprint-sheet-print',
  // Issue 30 §2 booking: a member's new label, his bulk import, and the multi-label print (a bare sheet).
  'merchant-portal-create',
  'merchant-portal-import',
  'merchant-portal-print',
  // Issue 30 §2: the merchant portal's money — COD by the merchant clearance tabs, clearance statements, credit.
  'merchant-portal-cod',
  'merchant-portal-clearance',
  'merchant-portal-credit',
  // Issue 30 §2: the portal's own operations — a label's page, pickup requests, the owner's clerks.
  'merchant-portal-label',
  'merchant-portal-pickups',
  'merchant-portal-users',
  // Issue 30 §2: the owner's API keys and webhooks, and the receivers' messages the merchant wants sent.
  'merchant-portal-integration',
  'merchant-portal-notifications',
] as const;
export type RouteName = (typeof routeNames)[number];

export interface RouteMeta {
  /** React Router path pattern. */
  path: string;
  /** 'guest': signed-out visitors only; otherwise the spec §6 access rules, checked with canAccessRoute. */
  access: RouteAccess | 'guest';
  /** Parameters a link uses when it has none of its own (e.g. the default tab). */
  defaults?: Readonly<Record<string, string>>;
  /** The breadcrumb before this one (Home comes first anyway). */
  parent?: RouteName;
  /** Spec §2: these screens have their own title; the others show "screen name | user name". */
  titled?: boolean;
  /** Spec §2 "wide-screen route": no maximum content width. */
  wide?: boolean;
  /** Spec §2: the sidebar minimises itself on these routes. */
  minimiseSidebar?: boolean;
}

const dashboardView = { permission: 'dashboard-view' } as const satisfies RouteAccess;
/** Who reads a gate's slips: the counter that handed the parcels over, finance that pays the gate. */
const gateSlipReaders: RouteAccess = { permission: { submit: 'gate.submit', settle: 'gate.settle' } };
const mailbagView = { permission: 'mailbag.view' } as const satisfies RouteAccess;
const notificationView = { permission: 'notification.view' } as const satisfies RouteAccess;
const notificationManage = { permission: 'notification.manage' } as const satisfies RouteAccess;

export const routeMeta: Record<RouteName, RouteMeta> = {
  login: { path: '/login', access: 'guest' },
  index: { path: '/', access: { global: true } },
  dashboard: { path: '/dashboard', access: dashboardView, wide: true },
  forbidden: { path: '/403', access: { global: true } },
  'not-found': { path: '/404', access: { global: true } },
  'api-integration': { path: '/api-integration', access: { permission: 'api-integration.view' } },
  profile: { path: '/profile', access: { global: true } },
  'two-step': { path: '/two-step', access: { global: true }, parent: 'profile' },
  'merchant-portal': { path: '/portal', access: { permission: 'merchant-portal.view' } },
  'merchant-portal-labels': {
    path: '/portal/labels/:tab',
    defaults: { tab: 'pending' },
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal',
  },
  'merchant-portal-create': {
    path: '/portal/label/create',
    access: { permission: 'merchant-portal.book' },
    parent: 'merchant-portal',
  },
  'merchant-portal-import': {
    path: '/portal/label/import',
    access: { permission: 'merchant-portal.book' },
    parent: 'merchant-portal',
  },
  'merchant-portal-print': {
    path: '/portal/print',
    access: { permission: 'merchant-portal.book' },
    parent: 'merchant-portal-labels',
  },
  'merchant-portal-cod': {
    path: '/portal/cod/:tab',
    defaults: { tab: 'cod_pending' },
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal',
  },
  'merchant-portal-clearance': {
    path: '/portal/clearance',
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal',
  },
  'merchant-portal-credit': {
    path: '/portal/credit',
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal',
  },
  'merchant-portal-label': {
    path: '/portal/label/:id',
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal-labels',
  },
  'merchant-portal-pickups': {
    path: '/portal/pickups',
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal',
  },
  'merchant-portal-users': {
    path: '/portal/users',
    access: { permission: 'merchant-portal.manage' },
    parent: 'merchant-portal',
  },
  'merchant-portal-integration': {
    path: '/portal/integration',
    access: { permission: 'merchant-portal.manage' },
    parent: 'merchant-portal',
  },
  'merchant-portal-notifications': {
    path: '/portal/notifications',
    access: { permission: 'merchant-portal.view' },
    parent: 'merchant-portal',
  },
  'announcement-list': { path: '/announcement/list', access: { permission: 'announcement.view' } },
  roles: { path: '/role/list', access: { roles: roleReaderRoles, permission: 'staff.view' } },
  branches: { path: '/branch/list', access: { permission: 'branch.manage' } },
  'branch-collections': {
    path: '/branch-collection/list',
    access: { roles: superScreenRoles, permission: 'branch-collection.manage' },
  },
  companies: { path: '/company/list', access: { roles: ['super-admin'], permission: 'company.manage' } },
  agents: { path: '/agent/list', access: { permission: 'staff.view' } },
  // An agent branch's people and head office (not a company branch's counter); the statement also for finance.
  'agent-services': {
    path: '/agent-service',
    access: { permission: 'agent-service.decide', callback: worksAgentServices },
  },
  'agent-statement': {
    path: '/agent/statement',
    access: {
      permission: { finance: 'agent-settlement.issue', agent: 'agent-service.decide' },
      callback: worksAgentServices,
    },
  },
  'announcement-detail': {
    path: '/announcement/detail/:announcementId',
    access: { permission: 'announcement.view' },
    parent: 'announcement-list',
    titled: true,
  },
  staff: { path: '/staff/:tab', access: { permission: 'staff.view' }, defaults: { tab: 'active' }, titled: true },
  'staff-create': { path: '/new-staff', access: { permission: 'staff.manage' }, parent: 'staff', titled: true },
  'staff-edit': { path: '/edit-staff/:staffID', access: { permission: 'staff.manage' }, parent: 'staff', titled: true },
  'track-by-date': { path: '/track-by-date', access: { permission: 'track-by-date.view' } },
  label: { path: '/label/:tab', access: { permission: 'label.view' }, defaults: { tab: 'search' }, titled: true },
  'label-create': {
    path: '/label/create',
    access: { permission: 'label.create' },
    parent: 'label',
    titled: true,
    minimiseSidebar: true,
  },
  'label-detail': {
    path: '/label/detail/:labelId',
    access: { permission: 'label.view' },
    parent: 'label',
    titled: true,
  },
  'label-import': {
    path: '/label/import',
    access: { permission: 'label.create' },
    parent: 'label',
    titled: true,
  },
  'label-print': {
    path: '/label/print/:id',
    access: { permission: 'label.print' },
    parent: 'label',
    titled: true,
    minimiseSidebar: true,
  },
  'expense-record': { path: '/expense-record', access: { permission: 'expense.view' } },
  parcels: { path: '/parcels/:tab', access: { permission: 'parcel.view' }, defaults: { tab: 'process' } },
  'parcel-track': { path: '/parcel-track/list', access: { permission: 'parcel.view' } },
  'parcel-detail': {
    path: '/parcel-detail/:id',
    access: { permission: 'parcel.view' },
    parent: 'parcels',
    titled: true,
  },
  // The sidebar opens the tab the finance desk works in: cash collected, waiting for its remittance.
  cod: { path: '/cod/:status', access: { permission: 'cod.view' }, defaults: { status: 'process' } },
  'clearance-print': { path: '/print/clearance', access: { permission: 'cod.view' }, parent: 'cod' },
  'cod-detail': { path: '/cod-page-detail/:id', access: dashboardView, parent: 'cod' },
  'credit-detail': { path: '/credit/detail', access: { permission: 'credit.view' } },
  'clearance-excel': { path: '/clearance/excel/:id/:hash', access: dashboardView, parent: 'cod-clearance' },
  'package-print': { path: '/package/print/:id/:hash', access: dashboardView },
  'package-report': { path: '/package/report/:hash', access: dashboardView },
  'track-by-date-excel': { path: '/track-by-date/get-excel', access: dashboardView, parent: 'track-by-date' },
  report: { path: '/report/:tab', access: { permission: 'report.view' }, defaults: { tab: 'accepted' } },
  'customer-list': { path: '/customer/list', access: { permission: 'customer.view' } },
  'customer-detail': {
    path: '/customer/:customerId',
    access: { permission: 'customer.view' },
    parent: 'customer-list',
  },
  'call-list': { path: '/call-list/:tab', access: { permission: 'call-log.view' }, defaults: { tab: 'pending' } },
  'call-detail': {
    path: '/call-list/:type/detail/:callID',
    access: { permission: 'call-log.view' },
    parent: 'call-list',
  },
  'shipping-report-csv': { path: '/shipping-report/csv/list', access: { permission: 'csv-report.view' } },
  'pickup-request': { path: '/pickup-request', access: { permission: 'pickup-request.view' } },
  'pickup-request-create': {
    path: '/pickup-request/create',
    access: { permission: 'pickup-request.create' },
    parent: 'pickup-request',
  },
  'cod-clearance': { path: '/cod-clearance', access: { permission: 'cod.view' } },
  'cod-clearance-detail': {
    path: '/cod-clearance-detail/:transactionId',
    access: dashboardView,
    parent: 'cod-clearance',
  },
  'cod-clearance-ready': { path: '/cod-clearance/ready/detail', access: dashboardView, parent: 'cod-clearance' },
  merchants: { path: '/merchant/list', access: { permission: 'merchant.view' } },
  'merchant-create': { path: '/merchant/create', access: { permission: 'merchant.manage' }, parent: 'merchants' },
  'merchant-edit': {
    path: '/merchant/edit/:merchantId',
    access: { permission: 'merchant.manage' },
    parent: 'merchants',
  },
  'trial-balance': { path: '/ledger/trial-balance', access: { permission: 'cod.view' } },
  'pickup-request-detail': {
    path: '/pickup-request/:pickupId',
    access: { permission: 'pickup-request.view' },
    parent: 'pickup-request',
  },
  'deliver-mail': { path: '/deliver-mail', access: { permission: 'delivery.work' } },
  'delivery-runs': { path: '/delivery-run', access: { permission: 'delivery.assign' } },
  'delivery-run-detail': {
    path: '/delivery-run/:runId',
    access: { permission: 'delivery.assign' },
    parent: 'delivery-runs',
  },
  'delivery-run-print': {
    path: '/delivery-run/:runId/print',
    access: { permission: 'delivery.assign' },
    parent: 'delivery-run-detail',
    minimiseSidebar: true,
  },
  'courier-cash': { path: '/courier-cash', access: { permission: 'delivery.handover' } },
  'label-accept': { path: '/label-accept', access: { permission: 'label.update-status' } },
  'label-return': { path: '/label-return', access: { permission: 'label.update-status' } },
  'dashboard-stuck': { path: '/dashboard/stuck', access: dashboardView, parent: 'dashboard' },
  finance: { path: '/finance', access: { permission: 'till.view' } },
  'finance-closes': { path: '/finance/closes', access: { permission: 'till.view' }, parent: 'finance' },
  transfer: { path: '/transfer', access: mailbagView },
  'transfer-scan': {
    path: '/transfer/scan',
    access: { permission: { bag: 'mailbag.manage', receive: 'dispatch.receive' }, hasBranch: true },
    parent: 'transfer',
  },
  'transfer-missing': { path: '/transfer/missing', access: mailbagView, parent: 'transfer' },
  'transfer-settings': { path: '/transfer/settings', access: { permission: 'branch.manage' }, parent: 'transfer' },
  'mailbag-detail': { path: '/transfer/bag/:bagId', access: mailbagView, parent: 'transfer' },
  'mailbag-tag-print': { path: '/transfer/bag/:bagId/tag', access: mailbagView, parent: 'mailbag-detail' },
  'mailbag-note-print': { path: '/transfer/bag/:bagId/note', access: mailbagView, parent: 'mailbag-detail' },
  'dispatch-detail': { path: '/transfer/dispatch/:dispatchId', access: mailbagView, parent: 'transfer' },
  'dispatch-bill-print': {
    path: '/transfer/dispatch/:dispatchId/bill',
    access: mailbagView,
    parent: 'dispatch-detail',
  },
  'gate-submit': { path: '/gate-submit', access: { permission: 'gate.submit', hasBranch: true } },
  'gate-submit-detail': { path: '/gate-submit/:slipId', access: gateSlipReaders, parent: 'gate-submit' },
  'gate-slip-print': { path: '/gate-submit/:slipId/print', access: gateSlipReaders, parent: 'gate-submit-detail' },
  gates: { path: '/gates', access: { permission: { manage: 'gate.manage', settle: 'gate.settle' } } },
  mmpost: { path: '/mmpost', access: { permission: 'mmpost.hand-off', hasBranch: true } },
  'bank-statement-fee': { path: '/bank-statement', access: { permission: 'bank-statement.view' } },
  emo: { path: '/emo', access: { permission: 'emo.view' } },
  'emo-detail': { path: '/emo/:emoId', access: { permission: 'emo.view' }, parent: 'emo' },
  // Head office's (as the network settings): the EMO fee bands, approval threshold and return days.
  'emo-settings': { path: '/emo/settings', access: { permission: 'branch.manage' }, parent: 'emo' },
  preprints: { path: '/preprint', access: { permission: 'preprint.issue' } },
  'preprint-detail': { path: '/preprint/:preprintId', access: { permission: 'preprint.issue' }, parent: 'preprints' },
  'preprint-sheet-print': {
    path: '/preprint/:preprintId/sheet',
    access: { permission: 'preprint.issue' },
    parent: 'preprint-detail',
  },
  notifications: { path: '/notification', access: notificationView },
  'notification-templates': {
    path: '/notification/templates',
    access: notificationManage,
    parent: 'notifications',
  },
  'notification-rules': { path: '/notification/rules', access: notificationManage, parent: 'notifications' },
  'notification-opt-outs': {
    path: '/notification/opt-outs',
    access: { permission: 'notification.opt-out' },
    parent: 'notifications',
  },
  'notification-providers': {
    path: '/notification/providers',
    access: notificationManage,
    parent: 'notifications',
  },
  'notification-report': { path: '/notification/report', access: notificationView, parent: 'notifications' },
};

/**
 * The URL of a route: its pattern filled with `params`, then its defaults. Returns null when a parameter is still
 * missing (e.g. a detail screen without an id).
 */
export function routeUrl(name: RouteName, params: Readonly<Record<string, string>> = {}): string | null {
  const { path, defaults = {} } = routeMeta[name];
  let missing = false;
  const url = path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key] ?? defaults[key];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : url;
}

/**
 * Routes as the domain's homeRouteFor knows them. The label screen's search tab is the staff home, which the domain
 * calls `label-search`.
 */
export const namedRoutes: readonly NamedRoute[] = routeNames.flatMap((name) => {
  const { access } = routeMeta[name];
  if (access === 'guest') return [];
  const route = { name, path: routeUrl(name) ?? routeMeta[name].path, access };
  return name === 'label' ? [route, { ...route, name: 'label-search' }] : [route];
});

/** Where this user lands after login and on `/` (spec §2). */
export function homePathFor(user: AccessUser): string {
  return homeRouteFor(user, namedRoutes);
}
