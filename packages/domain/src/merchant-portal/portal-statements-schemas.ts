import { z } from 'zod';
import { paginatedResponse } from '../common/pagination.js';
import { clearanceFiguresItem, clearanceLine, clearanceStatuses } from '../clearance/clearance-schemas.js';
import { merchantPortalPageSize } from './merchant-portal-schemas.js';

/** GET /api/merchant-portal/clearance?page=: the member's merchant's clearance batches, newest first. */
export const portalClearanceListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(merchantPortalPageSize),
});
export type PortalClearanceListQuery = z.infer<typeof portalClearanceListQuery>;

/**
 * A clearance batch as its merchant sees it: the spec §3 figures, where it stands and the payout's bank reference —
 * not who on the staff issued, approved or paid it. A voided batch stays listed, marked void (its labels are waiting
 * for another batch), so a statement the merchant was sent before does not silently disappear.
 */
export const portalClearanceBatch = clearanceFiguresItem.extend({
  id: z.number().int(),
  status: z.enum(clearanceStatuses),
  /** The Yangon day it was issued, yyyy-mm-dd. */
  issue_date: z.string(),
  issued_at: z.string(),
  /** The payout: the Yangon day of the bank transfer and its reference (null until paid). */
  transfer_date: z.string().nullable(),
  bank_ref: z.string().nullable(),
  completed_at: z.string().nullable(),
  voided_at: z.string().nullable(),
});
export type PortalClearanceBatch = z.infer<typeof portalClearanceBatch>;
export const portalClearanceListResponse = paginatedResponse(portalClearanceBatch);
export type PortalClearanceListResponse = z.infer<typeof portalClearanceListResponse>;

/** GET /api/merchant-portal/clearance/{id}: one batch with its labels. */
export const portalClearanceDetailResponse = z.object({
  data: portalClearanceBatch.extend({ lines: z.array(clearanceLine) }),
});
export type PortalClearanceDetailResponse = z.infer<typeof portalClearanceDetailResponse>;
