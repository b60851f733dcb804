import { z } from 'zod';
import { paginatedResponse } from '../common/pagination.js';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { labelStatuses, merchantTabs, progressGroups } from '../labels/label-enums.js';
import type { MerchantListTab } from './merchant-portal-tabs.js';

/** The portal lists' page size: the spec's paginator size (§9). */
export const merchantPortalPageSize = 9;

/** GET /api/merchant-portal/label?tab=&search=: the member's merchant's labels of one tab (spec §4 merchant tabs). */
export const portalLabelListQuery = z.object({
  tab: z.enum(merchantTabs).default('pending'),
  /** A tracking code, a receiver's phone or name, or the merchant's own reference. */
  search: withoutControlCharacters(z.string().trim().max(100, 'validation.invalidErrorMessage')).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(merchantPortalPageSize),
});
export type PortalLabelListQuery = z.infer<typeof portalLabelListQuery>;

export const portalLabelItem = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  progress_group: z.enum(progressGroups),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  receiver_township: z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() }).nullable(),
  reference_id: z.string().nullable(),
  cod_amount: z.number().int(),
  total_cost: z.number().int(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type PortalLabelItem = z.infer<typeof portalLabelItem>;
export const portalLabelListResponse = paginatedResponse(portalLabelItem);
export type PortalLabelListResponse = z.infer<typeof portalLabelListResponse>;

/** GET /api/merchant-portal/label/counts: how many labels each tab holds (the tab titles). */
export const portalLabelCountsResponse = z.object({
  counts: z.object({
    pending: z.number().int(),
    accepted: z.number().int(),
    process: z.number().int(),
    delivered: z.number().int(),
    ongoing_return: z.number().int(),
    return: z.number().int(),
  } satisfies Record<MerchantListTab, z.ZodNumber>),
});
export type PortalLabelCountsResponse = z.infer<typeof portalLabelCountsResponse>;

/** One label of the member's merchant (GET /api/merchant-portal/label/{id}): what the sender may see of it. */
export const portalLabelDetailResponse = z.object({
  data: portalLabelItem.extend({
    receiver_address: z.string().nullable(),
    weight_grams: z.number().int(),
    services: z.array(z.string()),
    shipping_fee: z.number().int(),
    cod_fee: z.number().int(),
    remark: z.string().nullable(),
    /** The steps the sender may see (spec §4 visibility), oldest first. */
    history: z.array(z.object({ status: z.enum(labelStatuses), at: z.string() })),
  }),
});
export type PortalLabelDetailResponse = z.infer<typeof portalLabelDetailResponse>;

/**
 * GET /api/merchant-portal/dashboard: today's labels, the delivered rate of the last 30 days, COD waiting to be paid
 * and the last payout.
 */
export const portalDashboardResponse = z.object({
  today_labels: z.number().int(),
  /** Delivered of those that finished (delivered or returned) in the last 30 days, 0–100; null with none. */
  delivered_rate: z.number().nullable(),
  cod_waiting: z.object({ count: z.number().int(), amount: z.number().int() }),
  last_payout: z
    .object({ id: z.number().int(), amount: z.number().int(), paid_at: z.string(), reference: z.string().nullable() })
    .nullable(),
  /** When the next payout is expected: the day after the last one's cadence, or null before any. */
  next_payout_expected: z.string().nullable(),
});
export type PortalDashboardResponse = z.infer<typeof portalDashboardResponse>;
