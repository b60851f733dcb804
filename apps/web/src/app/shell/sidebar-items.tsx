import {
  SafetyCertificateOutlined,
  AccountBookOutlined,
  ApiOutlined,
  BarChartOutlined,
  CarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  BellOutlined,
  InboxOutlined,
  PhoneOutlined,
  SendOutlined,
  SwapOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@/components/icons/icons';
import { canAccessRoute, isSidebarGroupVisible, type AccessUser, type SidebarGroup } from '@waypost/domain';
import type { ReactNode } from 'react';
import { routeMeta, routeUrl, type RouteName } from '@/lib/app-routes';

export interface SidebarItem {
  route: RouteName;
  /** i18n key of the item's text when it differs from the screen name. */
  labelKey?:
    | 'sidebar.item.label-list'
    | 'sidebar.item.label-create'
    | 'sidebar.item.parcels-by-status'
    | 'sidebar.item.parcel-track'
    | 'sidebar.item.track-by-date'
    | 'sidebar.item.staff-list'
    | 'sidebar.item.staff-create'
    | 'sidebar.item.pickup-request-list'
    | 'sidebar.item.pickup-request-create'
    | 'sidebar.item.merchant-list'
    | 'sidebar.item.merchant-create'
    | 'sidebar.item.cod-by-state'
    | 'sidebar.item.clearance-new'
    | 'sidebar.item.clearance-batches'
    | 'sidebar.item.credit-statement'
    | 'sidebar.item.trial-balance'
    | 'sidebar.item.deliver-mail'
    | 'sidebar.item.delivery-runs'
    | 'sidebar.item.courier-cash'
    | 'sidebar.item.label-accept'
    | 'sidebar.item.label-import'
    | 'sidebar.item.label-return'
    | 'sidebar.item.expense-record'
    | 'sidebar.item.finance'
    | 'sidebar.item.finance-closes'
    | 'sidebar.item.transfer'
    | 'sidebar.item.transfer-scan'
    | 'sidebar.item.transfer-missing'
    | 'sidebar.item.bank-statement'
    | 'sidebar.item.notification-report'
    | 'sidebar.item.notification-opt-outs'
    | 'sidebar.item.notification-templates'
    | 'sidebar.item.notification-rules'
    | 'sidebar.item.notification-providers';
}

/**
 * The sidebar's groups: the domain's (spec §2, shown by role) and the web's own, which show to whoever may open one of
 * their screens. Issue 29's messages and issue 30's agent services are such (the domain's list has no group for them).
 */
export type ShellSidebarGroup = SidebarGroup | 'notifications' | 'agent-services';
const screenOnlyGroups: readonly ShellSidebarGroup[] = ['notifications', 'agent-services'];

export interface SidebarGroupEntry {
  group: ShellSidebarGroup;
  icon: ReactNode;
  items: readonly SidebarItem[];
}

/** Spec §2 sidebar groups in order (parcels after labels: the same parcels, by progress), with their screens. */
export const sidebarEntries: readonly SidebarGroupEntry[] = [
  { group: 'dashboard', icon: <DashboardOutlined />, items: [{ route: 'dashboard' }] },
  {
    group: 'labels',
    icon: <TagsOutlined />,
    items: [
      { route: 'label', labelKey: 'sidebar.item.label-list' },
      { route: 'label-create', labelKey: 'sidebar.item.label-create' },
      { route: 'label-import', labelKey: 'sidebar.item.label-import' },
      { route: 'preprints' },
    ],
  },
  {
    group: 'parcels',
    icon: <InboxOutlined />,
    items: [
      { route: 'parcels', labelKey: 'sidebar.item.parcels-by-status' },
      { route: 'parcel-track', labelKey: 'sidebar.item.parcel-track' },
      { route: 'track-by-date', labelKey: 'sidebar.item.track-by-date' },
    ],
  },
  { group: 'report', icon: <BarChartOutlined />, items: [{ route: 'report' }] },
  { group: 'csv', icon: <FileTextOutlined />, items: [{ route: 'shipping-report-csv' }] },
  {
    group: 'staff',
    icon: <TeamOutlined />,
    items: [
      { route: 'staff', labelKey: 'sidebar.item.staff-list' },
      { route: 'staff-create', labelKey: 'sidebar.item.staff-create' },
      { route: 'agents' },
    ],
  },
  {
    group: 'pickup-request',
    icon: <CarOutlined />,
    items: [
      { route: 'pickup-request', labelKey: 'sidebar.item.pickup-request-list' },
      { route: 'pickup-request-create', labelKey: 'sidebar.item.pickup-request-create' },
    ],
  },
  {
    group: 'delivery',
    icon: <SendOutlined />,
    items: [
      { route: 'deliver-mail', labelKey: 'sidebar.item.deliver-mail' },
      { route: 'delivery-runs', labelKey: 'sidebar.item.delivery-runs' },
      { route: 'courier-cash', labelKey: 'sidebar.item.courier-cash' },
      { route: 'label-accept', labelKey: 'sidebar.item.label-accept' },
      { route: 'label-return', labelKey: 'sidebar.item.label-return' },
    ],
  },
  {
    group: 'transfer',
    icon: <SwapOutlined />,
    items: [
      { route: 'transfer', labelKey: 'sidebar.item.transfer' },
      { route: 'transfer-scan', labelKey: 'sidebar.item.transfer-scan' },
      { route: 'transfer-missing', labelKey: 'sidebar.item.transfer-missing' },
      { route: 'transfer-settings' },
      { route: 'gate-submit' },
      { route: 'mmpost' },
      { route: 'gates' },
    ],
  },
  // Issue 30 §2: a merchant member's portal.
  {
    group: 'merchant-portal',
    icon: <ShopOutlined />,
    items: [
      { route: 'merchant-portal' },
      { route: 'merchant-portal-labels' },
      // Issue 30 §2 booking.
      { route: 'merchant-portal-create' },
      { route: 'merchant-portal-import' },
      // The portal's money: COD, clearance statements, shipping credit.
      { route: 'merchant-portal-cod' },
      { route: 'merchant-portal-clearance' },
      { route: 'merchant-portal-credit' },
      // Its own operations: pickup requests to the home branch; the owner's clerks (merchant-portal.manage only).
      { route: 'merchant-portal-pickups' },
      { route: 'merchant-portal-users' },
      // The owner's keys and webhooks (his permission alone shows it); the receivers' messages.
      { route: 'merchant-portal-integration' },
      { route: 'merchant-portal-notifications' },
    ],
  },
  // Issue 28 §3: EMO money orders at the counter.
  { group: 'emo', icon: <DollarOutlined />, items: [{ route: 'emo' }, { route: 'emo-settings' }] },
  // Issue 29: receiver and sender messages.
  {
    group: 'notifications',
    icon: <BellOutlined />,
    items: [
      { route: 'notifications' },
      { route: 'notification-report', labelKey: 'sidebar.item.notification-report' },
      { route: 'notification-opt-outs', labelKey: 'sidebar.item.notification-opt-outs' },
      { route: 'notification-templates', labelKey: 'sidebar.item.notification-templates' },
      { route: 'notification-rules', labelKey: 'sidebar.item.notification-rules' },
      { route: 'notification-providers', labelKey: 'sidebar.item.notification-providers' },
    ],
  },
  // Issue 30 §4: the agent's offered labels; finance's agent statements.
  {
    group: 'agent-services',
    icon: <ShopOutlined />,
    items: [{ route: 'agent-services' }, { route: 'agent-statement' }],
  },
  { group: 'customer', icon: <UserOutlined />, items: [{ route: 'customer-list' }] },
  { group: 'call-log', icon: <PhoneOutlined />, items: [{ route: 'call-list' }] },
  { group: 'api-integration', icon: <ApiOutlined />, items: [{ route: 'api-integration' }] },
  {
    group: 'merchants',
    icon: <ShopOutlined />,
    items: [
      { route: 'merchants', labelKey: 'sidebar.item.merchant-list' },
      { route: 'merchant-create', labelKey: 'sidebar.item.merchant-create' },
    ],
  },
  {
    group: 'money',
    icon: <WalletOutlined />,
    items: [
      { route: 'cod', labelKey: 'sidebar.item.cod-by-state' },
      { route: 'cod-clearance-ready', labelKey: 'sidebar.item.clearance-new' },
      { route: 'cod-clearance', labelKey: 'sidebar.item.clearance-batches' },
      { route: 'credit-detail', labelKey: 'sidebar.item.credit-statement' },
      { route: 'trial-balance', labelKey: 'sidebar.item.trial-balance' },
    ],
  },
  // Issue 28 §4–5: the finance desk — the branch till, every branch's closes, the bank statement.
  {
    group: 'finance',
    icon: <WalletOutlined />,
    items: [
      { route: 'finance', labelKey: 'sidebar.item.finance' },
      { route: 'finance-closes', labelKey: 'sidebar.item.finance-closes' },
      { route: 'bank-statement-fee', labelKey: 'sidebar.item.bank-statement' },
    ],
  },
  {
    group: 'expense',
    icon: <AccountBookOutlined />,
    items: [{ route: 'expense-record', labelKey: 'sidebar.item.expense-record' }],
  },
  {
    group: 'administration',
    icon: <SafetyCertificateOutlined />,
    items: [{ route: 'branches' }, { route: 'branch-collections' }, { route: 'roles' }, { route: 'companies' }],
  },
];

/** Spec §6: a group shows for its roles; an item only when the user may open its route; empty groups go. */
export function visibleSidebarEntries(user: AccessUser): SidebarGroupEntry[] {
  return sidebarEntries
    .filter(
      (entry) => screenOnlyGroups.includes(entry.group) || isSidebarGroupVisible(user, entry.group as SidebarGroup),
    )
    .map((entry) => ({
      ...entry,
      items: entry.items.filter((item) => {
        const { access } = routeMeta[item.route];
        return access !== 'guest' && routeUrl(item.route) !== null && canAccessRoute(user, access);
      }),
    }))
    .filter((entry) => entry.items.length > 0);
}

/** The route and its breadcrumb ancestors, nearest first: label-detail → label. */
export function routeLineage(routeName: RouteName): RouteName[] {
  const lineage: RouteName[] = [];
  for (let name: RouteName | undefined = routeName; name; name = routeMeta[name].parent) lineage.push(name);
  return lineage;
}

/** The sidebar item (and its group) the current screen belongs to. */
export function activeSidebarItem(
  entries: readonly SidebarGroupEntry[],
  routeName: RouteName | undefined,
): { group: ShellSidebarGroup; route: RouteName } | undefined {
  if (!routeName) return undefined;
  for (const name of routeLineage(routeName)) {
    const entry = entries.find((candidate) => candidate.items.some((item) => item.route === name));
    if (entry) return { group: entry.group, route: name };
  }
  return undefined;
}
