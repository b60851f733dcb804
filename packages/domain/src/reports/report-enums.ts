/** Report periods (spec §3). i18n: `reportPeriod.*`. */
export const reportPeriods = ['daily', 'monthly', 'yearly', 'range'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** Report region choosers, also the export types (spec §3). i18n: `reportScope.*`. */
export const reportScopes = ['all_branch', 'branch_collection', 'branch'] as const;
export type ReportScope = (typeof reportScopes)[number];

/** Customer export types (spec §3). i18n: `customerExportType.*`. */
export const customerExportTypes = ['customer', 'all_customer', 'all'] as const;
export type CustomerExportType = (typeof customerExportTypes)[number];

/** Report types (spec §3): counter vs online bookings by service, and channels. i18n: `reportType.*`. */
export const reportTypes = [
  'walkin_express',
  'walkin_register',
  'walkin_ops',
  'online_express',
  'online_vpp',
  'online_vpl',
  'online_register',
  'online_return',
  'sms',
  'hold_mail',
  'emo',
  'phone',
  'api',
] as const;
export type ReportType = (typeof reportTypes)[number];
