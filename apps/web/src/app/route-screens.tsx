import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { RouteName } from '@/lib/app-routes';
import { HomeRedirect } from './guards';

/** What a route renders: its screen component (usually code-split). */
export interface RouteScreen {
  Component: ComponentType;
  preload?: () => Promise<unknown>;
}

/** A screen loaded on first visit: `lazyScreen(() => import('…/labels-list').then((m) => m.LabelsList))`. */
function lazyScreen(load: () => Promise<ComponentType>): RouteScreen {
  return { Component: lazy(async () => ({ default: await load() })), preload: load };
}

/**
 * A screen of a feature that keeps its texts in an i18n namespace of its own (lib/i18n.ts loadFeatureTexts): its
 * code and its texts in the UI's language load side by side, and it renders only once both are there.
 */
function withTexts(load: () => Promise<ComponentType>, texts: () => Promise<void>): () => Promise<ComponentType> {
  return async () => (await Promise.all([load(), texts()]))[0];
}

const twoStepTexts = () =>
  import('@/features/auth/two-step/two-step-texts').then((module) => module.loadTwoStepTexts());
const merchantPortalTexts = () =>
  import('@/features/merchant-portal/merchant-portal-texts').then((module) => module.loadMerchantPortalTexts());
const notificationTexts = () =>
  import('@/features/notifications/notification-texts').then((module) => module.loadNotificationTexts());

function screen(Component: ComponentType): RouteScreen {
  return { Component };
}

/**
 * The element of every route in lib/app-routes.ts. A feature plugs in by replacing `comingSoon` with its screen,
 * e.g. `label: lazyScreen(() => import('@/features/labels/routes/labels-list').then((m) => m.LabelsList))`.
 * Access, breadcrumbs, titles and the sidebar come from the route table and need no change.
 */
export const routeScreens: Record<RouteName, RouteScreen> = {
  login: lazyScreen(() => import('@/features/auth/routes/login-page').then((m) => m.LoginPage)),
  index: screen(HomeRedirect),
  dashboard: lazyScreen(() => import('@/features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage)),
  'dashboard-stuck': lazyScreen(() =>
    import('@/features/dashboard/routes/stuck-list-page').then((m) => m.StuckListPage),
  ),
  forbidden: lazyScreen(() => import('@/features/errors/routes/forbidden-page').then((m) => m.ForbiddenPage)),
  'not-found': lazyScreen(() => import('@/features/errors/routes/not-found-page').then((m) => m.NotFoundPage)),
  profile: lazyScreen(() => import('@/features/profile/routes/profile-page').then((m) => m.ProfilePage)),
  'merchant-portal': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-dashboard-page').then((m) => m.PortalDashboardPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-labels': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-labels-page').then((m) => m.PortalLabelsPage),
      merchantPortalTexts,
    ),
  ),
  // Issue 30 §2 booking.
  'merchant-portal-create': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-booking-page').then((m) => m.PortalBookingPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-import': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-import-page').then((m) => m.PortalImportPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-print': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-print-page').then((m) => m.PortalPrintPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-cod': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-cod-page').then((m) => m.PortalCodPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-clearance': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-statements-page').then((m) => m.PortalStatementsPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-credit': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-credit-page').then((m) => m.PortalCreditPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-label': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-label-page').then((m) => m.PortalLabelPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-pickups': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-pickups-page').then((m) => m.PortalPickupsPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-users': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-users-page').then((m) => m.PortalUsersPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-integration': lazyScreen(
    withTexts(
      () => import('@/features/merchant-portal/routes/portal-integration-page').then((m) => m.PortalIntegrationPage),
      merchantPortalTexts,
    ),
  ),
  'merchant-portal-notifications': lazyScreen(
    withTexts(
      () =>
        import('@/features/merchant-portal/routes/portal-notifications-page').then((m) => m.PortalNotificationsPage),
      merchantPortalTexts,
    ),
  ),
  'two-step': lazyScreen(
    withTexts(() => import('@/features/auth/two-step/two-step-page').then((m) => m.TwoStepPage), twoStepTexts),
  ),
  roles: lazyScreen(() => import('@/features/roles/routes/roles-page').then((m) => m.RolesPage)),
  branches: lazyScreen(() => import('@/features/branches/routes/branches-page').then((m) => m.BranchesPage)),
  'branch-collections': lazyScreen(() =>
    import('@/features/branch-collections/routes/branch-collections-page').then((m) => m.BranchCollectionsPage),
  ),
  companies: lazyScreen(() => import('@/features/companies/routes/companies-page').then((m) => m.CompaniesPage)),
  agents: lazyScreen(() => import('@/features/agents/routes/agents-page').then((m) => m.AgentsPage)),
  'agent-services': lazyScreen(() =>
    import('@/features/agent-services/routes/agent-services-page').then((m) => m.AgentServicesPage),
  ),
  'agent-statement': lazyScreen(() =>
    import('@/features/agent-services/routes/agent-statement-page').then((m) => m.AgentStatementPage),
  ),
  'announcement-list': lazyScreen(() =>
    import('@/features/announcements/routes/announcement-list-page').then((m) => m.AnnouncementListPage),
  ),
  'announcement-detail': lazyScreen(() =>
    import('@/features/announcements/routes/announcement-detail-page').then((m) => m.AnnouncementDetailPage),
  ),
  'api-integration': lazyScreen(() =>
    import('@/features/api-keys/routes/api-integration-page').then((m) => m.ApiIntegrationPage),
  ),
  staff: lazyScreen(() => import('@/features/staff/routes/staff-list-page').then((m) => m.StaffListPage)),
  'staff-create': lazyScreen(() => import('@/features/staff/routes/staff-create-page').then((m) => m.StaffCreatePage)),
  'staff-edit': lazyScreen(() => import('@/features/staff/routes/staff-edit-page').then((m) => m.StaffEditPage)),
  'track-by-date': lazyScreen(() =>
    import('@/features/track-by-date/routes/track-by-date-page').then((m) => m.TrackByDatePage),
  ),
  label: lazyScreen(() => import('@/features/labels/list/routes/labels-list-page').then((m) => m.LabelsListPage)),
  'label-create': lazyScreen(() =>
    import('@/features/labels/create/routes/label-create-page').then((m) => m.LabelCreatePage),
  ),
  'label-detail': lazyScreen(() =>
    import('@/features/labels/detail/routes/label-detail-page').then((m) => m.LabelDetailPage),
  ),
  'label-import': lazyScreen(() =>
    import('@/features/labels/import/routes/label-import-page').then((m) => m.LabelImportPage),
  ),
  'label-print': lazyScreen(() =>
    import('@/features/labels/print/routes/label-print-page').then((m) => m.LabelPrintPage),
  ),
  'expense-record': lazyScreen(() =>
    import('@/features/expenses/routes/expense-record-page').then((m) => m.ExpenseRecordPage),
  ),
  parcels: lazyScreen(() => import('@/features/parcels/routes/parcels-page').then((m) => m.ParcelsPage)),
  'parcel-track': lazyScreen(() =>
    import('@/features/parcels/routes/parcel-track-page').then((m) => m.ParcelTrackPage),
  ),
  'parcel-detail': lazyScreen(() =>
    import('@/features/parcels/routes/parcel-detail-page').then((m) => m.ParcelDetailPage),
  ),
  cod: lazyScreen(() => import('@/features/cod/routes/cod-list-page').then((m) => m.CodListPage)),
  'clearance-print': lazyScreen(() =>
    import('@/features/clearance/routes/clearance-print-page').then((m) => m.ClearancePrintPage),
  ),
  'cod-detail': lazyScreen(() => import('@/features/cod/routes/cod-detail-page').then((m) => m.CodDetailPage)),
  'credit-detail': lazyScreen(() =>
    import('@/features/credit/routes/credit-detail-page').then((m) => m.CreditDetailPage),
  ),
  'clearance-excel': lazyScreen(() =>
    import('@/features/clearance/routes/clearance-excel-page').then((m) => m.ClearanceExcelPage),
  ),
  'package-print': lazyScreen(() =>
    import('@/features/reports/routes/report-print-page').then((m) => m.ReportPrintPage),
  ),
  'package-report': lazyScreen(() =>
    import('@/features/exports/routes/export-package-page').then((m) => m.ExportPackagePage),
  ),
  'track-by-date-excel': lazyScreen(() =>
    import('@/features/track-by-date/routes/track-by-date-excel-page').then((m) => m.TrackByDateExcelPage),
  ),
  report: lazyScreen(() => import('@/features/reports/routes/report-page').then((m) => m.ReportPage)),
  'customer-list': lazyScreen(() =>
    import('@/features/customers/routes/customers-list-page').then((m) => m.CustomersListPage),
  ),
  'customer-detail': lazyScreen(() =>
    import('@/features/customers/routes/customer-detail-page').then((m) => m.CustomerDetailPage),
  ),
  'call-list': lazyScreen(() => import('@/features/call-logs/routes/call-list-page').then((m) => m.CallListPage)),
  'call-detail': lazyScreen(() => import('@/features/call-logs/routes/call-detail-page').then((m) => m.CallDetailPage)),
  'shipping-report-csv': lazyScreen(() =>
    import('@/features/exports/routes/export-list-page').then((m) => m.ExportListPage),
  ),
  'pickup-request': lazyScreen(() =>
    import('@/features/pickups/routes/pickup-list-page').then((m) => m.PickupListPage),
  ),
  'pickup-request-create': lazyScreen(() =>
    import('@/features/pickups/routes/pickup-create-page').then((m) => m.PickupCreatePage),
  ),
  'cod-clearance': lazyScreen(() =>
    import('@/features/clearance/routes/clearance-list-page').then((m) => m.ClearanceListPage),
  ),
  'cod-clearance-detail': lazyScreen(() =>
    import('@/features/clearance/routes/clearance-detail-page').then((m) => m.ClearanceDetailPage),
  ),
  'cod-clearance-ready': lazyScreen(() =>
    import('@/features/clearance/routes/clearance-ready-page').then((m) => m.ClearanceReadyPage),
  ),
  merchants: lazyScreen(() =>
    import('@/features/merchants/routes/merchants-list-page').then((m) => m.MerchantsListPage),
  ),
  'merchant-create': lazyScreen(() =>
    import('@/features/merchants/routes/merchant-create-page').then((m) => m.MerchantCreatePage),
  ),
  'merchant-edit': lazyScreen(() =>
    import('@/features/merchants/routes/merchant-edit-page').then((m) => m.MerchantEditPage),
  ),
  'trial-balance': lazyScreen(() =>
    import('@/features/ledger/routes/trial-balance-page').then((m) => m.TrialBalancePage),
  ),
  'pickup-request-detail': lazyScreen(() =>
    import('@/features/pickups/routes/pickup-detail-page').then((m) => m.PickupDetailPage),
  ),
  'deliver-mail': lazyScreen(() =>
    import('@/features/deliveries/routes/deliver-mail-page').then((m) => m.DeliverMailPage),
  ),
  'delivery-runs': lazyScreen(() =>
    import('@/features/deliveries/routes/delivery-runs-page').then((m) => m.DeliveryRunsPage),
  ),
  'delivery-run-detail': lazyScreen(() =>
    import('@/features/deliveries/routes/delivery-run-detail-page').then((m) => m.DeliveryRunDetailPage),
  ),
  'delivery-run-print': lazyScreen(() =>
    import('@/features/deliveries/routes/delivery-run-print-page').then((m) => m.DeliveryRunPrintPage),
  ),
  'courier-cash': lazyScreen(() =>
    import('@/features/deliveries/routes/courier-cash-page').then((m) => m.CourierCashPage),
  ),
  'label-accept': lazyScreen(() =>
    import('@/features/labels/scan-desk/routes/label-accept-page').then((m) => m.LabelAcceptPage),
  ),
  'label-return': lazyScreen(() =>
    import('@/features/labels/scan-desk/routes/label-return-page').then((m) => m.LabelReturnPage),
  ),
  'gate-submit': lazyScreen(() => import('@/features/gates/routes/gate-submit-page').then((m) => m.GateSubmitPage)),
  'gate-submit-detail': lazyScreen(() => import('@/features/gates/routes/gate-slip-page').then((m) => m.GateSlipPage)),
  'gate-slip-print': lazyScreen(() =>
    import('@/features/gates/routes/gate-slip-print-page').then((m) => m.GateSlipPrintPage),
  ),
  gates: lazyScreen(() => import('@/features/gates/routes/gates-page').then((m) => m.GatesPage)),
  mmpost: lazyScreen(() => import('@/features/mmpost/routes/mmpost-page').then((m) => m.MmpostPage)),
  finance: lazyScreen(() => import('@/features/finance/routes/finance-page').then((m) => m.FinancePage)),
  'finance-closes': lazyScreen(() =>
    import('@/features/finance/routes/till-closes-page').then((m) => m.TillClosesPage),
  ),
  transfer: lazyScreen(() => import('@/features/mailbags/routes/transfer-page').then((m) => m.TransferPage)),
  'transfer-scan': lazyScreen(() => import('@/features/mailbags/routes/bag-scan-page').then((m) => m.BagScanPage)),
  'bank-statement-fee': lazyScreen(() =>
    import('@/features/bank-statements/routes/bank-statement-page').then((m) => m.BankStatementPage),
  ),
  'transfer-missing': lazyScreen(() => import('@/features/mailbags/routes/missing-page').then((m) => m.MissingPage)),
  'transfer-settings': lazyScreen(() =>
    import('@/features/mailbags/routes/transfer-settings-page').then((m) => m.TransferSettingsPage),
  ),
  preprints: lazyScreen(() => import('@/features/preprints/routes/preprints-page').then((m) => m.PreprintsPage)),
  'preprint-detail': lazyScreen(() =>
    import('@/features/preprints/routes/preprint-detail-page').then((m) => m.PreprintDetailPage),
  ),
  'preprint-sheet-print': lazyScreen(() =>
    import('@/features/preprints/routes/preprint-sheet-print-page').then((m) => m.PreprintSheetPrintPage),
  ),
  emo: lazyScreen(() => import('@/features/emo/routes/emo-page').then((m) => m.EmoPage)),
  'emo-detail': lazyScreen(() => import('@/features/emo/routes/emo-detail-page').then((m) => m.EmoDetailPage)),
  'emo-settings': lazyScreen(() => import('@/features/emo/routes/emo-settings-page').then((m) => m.EmoSettingsPage)),
  notifications: lazyScreen(
    withTexts(() => import('@/features/notifications/routes/outbox-page').then((m) => m.OutboxPage), notificationTexts),
  ),
  'notification-templates': lazyScreen(
    withTexts(
      () => import('@/features/notifications/routes/templates-page').then((m) => m.TemplatesPage),
      notificationTexts,
    ),
  ),
  'notification-rules': lazyScreen(
    withTexts(() => import('@/features/notifications/routes/rules-page').then((m) => m.RulesPage), notificationTexts),
  ),
  'notification-opt-outs': lazyScreen(
    withTexts(
      () => import('@/features/notifications/routes/opt-outs-page').then((m) => m.OptOutsPage),
      notificationTexts,
    ),
  ),
  'notification-providers': lazyScreen(
    withTexts(
      () => import('@/features/notifications/routes/providers-page').then((m) => m.ProvidersPage),
      notificationTexts,
    ),
  ),
  'notification-report': lazyScreen(
    withTexts(
      () => import('@/features/notifications/routes/report-page').then((m) => m.NotificationReportPage),
      notificationTexts,
    ),
  ),
  'mailbag-detail': lazyScreen(() => import('@/features/mailbags/routes/mailbag-page').then((m) => m.MailbagPage)),
  'mailbag-tag-print': lazyScreen(() =>
    import('@/features/mailbags/routes/bag-tag-print-page').then((m) => m.BagTagPrintPage),
  ),
  'mailbag-note-print': lazyScreen(() =>
    import('@/features/mailbags/routes/verification-note-print-page').then((m) => m.VerificationNotePrintPage),
  ),
  'dispatch-detail': lazyScreen(() => import('@/features/mailbags/routes/dispatch-page').then((m) => m.DispatchPage)),
  'dispatch-bill-print': lazyScreen(() =>
    import('@/features/mailbags/routes/delivery-bill-print-page').then((m) => m.DeliveryBillPrintPage),
  ),
};

/** Renders a route's screen, with a loader while its code arrives. */
export function RouteScreenView({ routeName }: { routeName: RouteName }) {
  const entry = routeScreens[routeName];
  return (
    <Suspense fallback={<PageLoader />}>
      <entry.Component />
    </Suspense>
  );
}

/** Starts loading a screen's code before it is rendered (a reload: while the account and the shell arrive). */
export function preloadRouteScreen(routeName: RouteName): void {
  const entry = routeScreens[routeName];
  void entry.preload?.();
}
