import { z } from 'zod';
import { preprintTypes } from '../labels/label-enums.js';
import { isValidTrackingCode, normalizeTrackingCode } from '../labels/tracking-codes.js';
import { entityId } from '../common/number-schemas.js';
import { preprintCodeStates, preprintLimits } from './preprint-rules.js';

/** The API contracts of preprinted label ranges (issue 30 §3). */

/** POST /api/preprint: a range of `count` codes for a merchant, issued at the actor's branch. */
export const preprintIssueRequest = z.object({
  merchant_id: entityId({ message: 'validation.noselectErrorMessage' }),
  type: z.enum(preprintTypes),
  // One message for every count out of bounds (a custom issue carries its own key; a bound's would say "invalid").
  count: z
    .number()
    .refine(
      (count) => Number.isInteger(count) && count >= preprintLimits.minCount && count <= preprintLimits.maxCount,
      'preprint.countRange',
    ),
});
export type PreprintIssueRequest = z.infer<typeof preprintIssueRequest>;

export const preprintIssueResponse = z.object({
  id: z.number().int(),
  codes: z.array(z.string()),
  count: z.number().int(),
});
export type PreprintIssueResponse = z.infer<typeof preprintIssueResponse>;

/**
 * A label's preprinted code as scanned or typed (spaces, dashes and lower case allowed): a well-formed code, or the
 * field error "no such preprinted code".
 */
export const preprintCodeField = z
  .string('preprint.codeUnknown')
  .max(40, 'preprint.codeUnknown')
  .transform(normalizeTrackingCode)
  .refine(isValidTrackingCode, 'preprint.codeUnknown');

export const preprintIdParams = z.object({ id: entityId() });

/** GET /api/preprint?merchant_id=&has_unused=true: the ranges the actor's branch issued (head office: all). */
export const preprintListQuery = z.object({
  merchant_id: entityId().optional(),
  has_unused: z.enum(['true', 'false']).optional(),
});
export type PreprintListQuery = z.infer<typeof preprintListQuery>;

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

export const preprintRange = z.object({
  id: z.number().int(),
  type: z.enum(preprintTypes),
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  branch: branchRef,
  count: z.number().int(),
  used: z.number().int(),
  unused: z.number().int(),
  voided: z.number().int(),
  first_code: z.string(),
  last_code: z.string(),
  issued_by: z.object({ id: z.number().int(), name: z.string() }),
  issued_at: z.string(),
  voided_at: z.string().nullable(),
});
export type PreprintRange = z.infer<typeof preprintRange>;

export const preprintListResponse = z.object({ data: z.array(preprintRange) });
export type PreprintListResponse = z.infer<typeof preprintListResponse>;

export const preprintCode = z.object({
  tracking_code: z.string(),
  state: z.enum(preprintCodeStates),
  /** The label that took the code (a used code's). */
  label_id: z.number().int().nullable(),
  used_at: z.string().nullable(),
});
export type PreprintCode = z.infer<typeof preprintCode>;

export const preprintDetailResponse = z.object({ data: preprintRange.extend({ codes: z.array(preprintCode) }) });
export type PreprintDetailResponse = z.infer<typeof preprintDetailResponse>;

/** GET /api/preprint/{id}/sheet: what the print page lays out on A4 (every code, in order, with its merchant). */
export const preprintSheetResponse = z.object({
  id: z.number().int(),
  type: z.enum(preprintTypes),
  merchant_name: z.string(),
  branch_code: z.string(),
  codes: z.array(z.object({ tracking_code: z.string(), state: z.enum(preprintCodeStates) })),
});
export type PreprintSheetResponse = z.infer<typeof preprintSheetResponse>;

/** POST /api/preprint/{id}/void: the codes it voided now. */
export const preprintVoidResponse = z.object({ voided: z.number().int(), data: preprintRange });
export type PreprintVoidResponse = z.infer<typeof preprintVoidResponse>;
