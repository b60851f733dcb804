import { z } from 'zod';
import { paginatedResponse } from '../common/pagination.js';
import { labelStatuses } from '../labels/label-enums.js';
import { dashboardVariants, defaultStuckDays, maxStuckDays, stuckMaxPage } from './dashboard-rules.js';

const invalid = 'validation.invalidErrorMessage';

/** Days without a movement (`?stuck_days=` / `?days=`): 1 to a year. */
const stuckDays = z.coerce.number(invalid).int(invalid).min(1, invalid).max(maxStuckDays, invalid);

/** GET /api/dashboard: how many days unmoved make a parcel stuck. */
export const dashboardQuery = z.object({ stuck_days: stuckDays.default(defaultStuckDays) });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const daySpan = z.object({ from: z.string(), to: z.string() });
const dashboardBranch = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

/**
 * A period's figures, from the report rollups: labels accepted (at their accepting branch), delivered (at the
 * delivering branch), returned (back with the sender), delivered % of those that finished, the COD collected (the COD
 * amount of COD labels delivered) and the revenue (the delivery fees of the labels accepted).
 */
export const dashboardFigures = z.object({
  accepted: z.number().int(),
  delivered: z.number().int(),
  /** delivered ÷ (delivered + returned) in percent (one decimal); null when no parcel finished. */
  delivered_rate: z.number().nullable(),
  returned: z.number().int(),
  cod_collected: z.number().int(),
  revenue: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** A parcel unmoved for longer than the days asked, with the branches it goes between. */
export const stuckLabel = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  accept_branch: dashboardBranch,
  deliver_branch: dashboardBranch,
  last_moved_at: z.string(),
  days_stuck: z.number().int(),
});
export type StuckLabel = z.infer<typeof stuckLabel>;

/**
 * COD money collected and not yet banked, from the ledger's kept balances: the cash of the scope's branches
 * (`cash:branch:{id}`) and of their couriers (`cash:courier:{id}`). For head office also what is owed to merchants:
 * COD collected and not yet in a batch (`payable:cod:*`) and batches issued and not yet paid (`payable:clearance`),
 * as positive amounts.
 */
export const codOutstanding = z.object({
  branch_cash: z.number().int(),
  courier_cash: z.number().int(),
  total: z.number().int(),
  merchants: z
    .object({ cod_payable: z.number().int(), clearance_payable: z.number().int(), total: z.number().int() })
    .nullable(),
});
export type CodOutstanding = z.infer<typeof codOutstanding>;

/** GET /api/dashboard (issue 13): the business in numbers for the branches the user reads, or all of them. */
export const dashboardResponse = z.object({
  variant: z.enum(dashboardVariants),
  /** The branches the figures cover. */
  branches: z.array(dashboardBranch),
  spans: z.object({ today: daySpan, yesterday: daySpan, month: daySpan, last_month: daySpan, trend: daySpan }),
  figures: z.object({
    today: dashboardFigures,
    yesterday: dashboardFigures,
    month: dashboardFigures,
    last_month: dashboardFigures,
  }),
  /** One row per day of the trend, oldest first, empty days too. */
  trend: z.array(
    z.object({ day: z.string(), accepted: z.number().int(), delivered: z.number().int(), returned: z.number().int() }),
  ),
  /** This month per branch of the scope, busiest (most accepted) first. */
  league: z.array(dashboardFigures.extend({ branch: dashboardBranch })),
  cod_outstanding: codOutstanding,
  stuck: z.object({
    days: z.number().int(),
    /** Counted up to stuckCountCap; `capped`: there are more. */
    count: z.number().int(),
    capped: z.boolean(),
    /** The oldest few, oldest first. */
    oldest: z.array(stuckLabel),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** GET /api/dashboard/stuck?days=&page=: the stuck parcels, oldest first, 20 a page. */
export const stuckListQuery = z.object({
  days: stuckDays.default(defaultStuckDays),
  page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(stuckMaxPage, invalid).default(1),
});
export type StuckListQuery = z.infer<typeof stuckListQuery>;

/** The list's total is counted up to stuckCountCap, as on the dashboard. */
export const stuckListResponse = paginatedResponse(stuckLabel);
export type StuckListResponse = z.infer<typeof stuckListResponse>;
