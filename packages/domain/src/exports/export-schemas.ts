import { z } from 'zod';
import type { Permission } from '../access/permissions.js';
import { calendarDay } from '../cod/cod-schemas.js';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { customerExportQuery } from '../customers/customer-book-schemas.js';
import { trackByDateQuery } from '../labels/label-schemas.js';
import { reportScopes } from '../reports/report-enums.js';
import { reportQuery } from '../reports/report-schemas.js';
import { exportFormats, exportKinds, exportStatuses, type ExportKind } from './export-enums.js';

/** The longest period a shipping report covers: a year of labels. */
export const shippingReportMaxDays = 366;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The shipping report: every label booked in a period (Yangon days) at the scope's branches, one row each. */
export const shippingReportParams = z
  .object({
    from: calendarDay,
    to: calendarDay,
    scope: z.enum(reportScopes, 'validation.noselectErrorMessage').default('branch'),
    branch_id: entityId().optional(),
    branch_collection_id: entityId().optional(),
  })
  .superRefine((params, ctx) => {
    const days = dayNumber(params.to) - dayNumber(params.from);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.periodOrder' });
    else if (days >= shippingReportMaxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.periodTooLong' });
  });
export type ShippingReportParams = z.infer<typeof shippingReportParams>;

/**
 * POST /api/export (issue 13): what to export and how, each kind with its own parameters — the same ones its screen
 * uses (a report's query, the customer export's type, track by date's query).
 */
export const exportRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('report'), format: z.enum(exportFormats).default('xlsx'), params: reportQuery }),
  z.object({
    kind: z.literal('shipping_report'),
    format: z.enum(exportFormats).default('csv'),
    params: shippingReportParams,
  }),
  z.object({ kind: z.literal('customers'), format: z.literal('xlsx').default('xlsx'), params: customerExportQuery }),
  z.object({ kind: z.literal('track_by_date'), format: z.literal('xlsx').default('xlsx'), params: trackByDateQuery }),
]);
export type ExportRequest = z.infer<typeof exportRequest>;

/** Who may ask for each kind: the permission its screen's download needs. */
export const exportKindPermissions: Record<ExportKind, Permission> = {
  report: 'report.export',
  shipping_report: 'csv-report.view',
  customers: 'customer.export',
  track_by_date: 'dashboard-view',
};

export const exportIdParams = z.object({ id: entityId({ column: 'bigint' }) });

/** An export as the list and the progress poll show it; `url` downloads it while it lasts (a signed link). */
export const exportJobItem = z.object({
  id: z.number().int(),
  kind: z.enum(exportKinds),
  format: z.enum(exportFormats),
  /** What was asked for (the kind's parameters): a report's print view redraws it from them. */
  params: z.record(z.string(), z.unknown()),
  status: z.enum(exportStatuses),
  /** 0–100. */
  progress: z.number().int(),
  rows: z.number().int(),
  size_bytes: z.number().int(),
  file_name: z.string().nullable(),
  error: z.string().nullable(),
  requested_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Whether the file may no longer be downloaded. */
  expired: z.boolean(),
  url: z.string().nullable(),
});
export type ExportJobItem = z.infer<typeof exportJobItem>;

export const exportCreatedResponse = z.object({ id: z.number().int() });
export const exportListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type ExportListQuery = z.infer<typeof exportListQuery>;
export const exportListResponse = paginatedResponse(exportJobItem);
export type ExportListResponse = z.infer<typeof exportListResponse>;

/** The signed download link's query: until when it works, and its signature over the export and that moment. */
export const exportFileQuery = z.object({
  expires: z.coerce.number().int().min(0).max(10_000_000_000),
  signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/),
});
