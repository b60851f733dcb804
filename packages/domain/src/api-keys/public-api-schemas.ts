import { z } from 'zod';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { idempotencyKey, singleLineText } from '../common/text-schemas.js';
import { acceptTypes, labelStatuses, serviceTypes } from '../labels/label-enums.js';
import { feeLine } from '../labels/label-schemas.js';
import { pickupRequestCreate } from '../pickups/pickup-request-schemas.js';

/** A label as the public API shows it to the merchant who booked it (`/api/v1/labels`). */
export const publicLabel = z.object({
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  accept_type: z.enum(acceptTypes),
  service_type: z.enum(serviceTypes),
  reference_id: z.string().nullable(),
  destination_name: z.string(),
  destination_phone: z.string(),
  destination_township: z.string(),
  cod_amount: z.number().int(),
  total_cost: z.number().int(),
  fee_lines: z.array(feeLine),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicLabel = z.infer<typeof publicLabel>;

export const publicLabelResponse = z.object({ data: publicLabel });
export type PublicLabelResponse = z.infer<typeof publicLabelResponse>;

/** What a test key's label comes to: checked and priced as a live one would be, and never booked. */
export const publicTestLabelResponse = z.object({
  data: z.object({
    test: z.literal(true),
    zone: z.string(),
    fee_lines: z.array(feeLine),
    total_cost: z.number().int(),
  }),
});
export type PublicTestLabelResponse = z.infer<typeof publicTestLabelResponse>;

export const publicLabelListQuery = paginationQuery;
export const publicLabelListResponse = paginatedResponse(publicLabel);
export type PublicLabelListResponse = z.infer<typeof publicLabelListResponse>;

export const publicTrackingParams = z.object({ tracking_code: singleLineText({ min: 1, max: 20 }) });

/** The public API's fee preview: no discount limit (a merchant's system gives none). */
export const publicQuoteResponse = z.object({
  data: z.object({ zone: z.string(), fee_lines: z.array(feeLine), total_cost: z.number().int() }),
});
export type PublicQuoteResponse = z.infer<typeof publicQuoteResponse>;

/** `Idempotency-Key` of POST /api/v1/labels: required, so that a retried request never books a parcel twice. */
export const publicLabelHeaders = z.object({
  'idempotency-key': idempotencyKey,
});

/** POST /api/v1/pickup-requests: a pickup from the merchant (its key names it), at its home branch. */
export const publicPickupRequest = pickupRequestCreate.omit({ merchant_id: true });
export type PublicPickupRequest = z.infer<typeof publicPickupRequest>;
/** What a test key's pickup comes to: checked as a live one would be, and never sent to a branch. */
export const publicTestPickupResponse = z.object({ test: z.literal(true) });

/**
 * GET /api/v1/branches: the company's branches, for a label's `deliver_branch_id` (issue 26 §5: the public API is
 * usable from its documentation alone). Townships come from GET /api/v1/locations, as the back office's pickers read them.
 */
export const publicBranchListResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name_en: z.string(),
      name_mm: z.string(),
      /** The township the branch stands in (its `locations` id). */
      township_id: z.string().nullable(),
    }),
  ),
});
export type PublicBranchListResponse = z.infer<typeof publicBranchListResponse>;
