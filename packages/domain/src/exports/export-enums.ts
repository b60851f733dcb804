/**
 * What a long export (issue 13) makes, each as a job with its progress: a report, the shipping report (the labels of
 * a period, one row each), the customer book, track by date. i18n: `exportKind.*`.
 */
export const exportKinds = ['report', 'shipping_report', 'customers', 'track_by_date'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The file an export writes. */
export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** An export job's life: waiting for a worker, being written, ready to download (until it expires), failed. */
export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];
