import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import { labelStatuses } from '../labels/label-enums.js';
import { mmpostFileStatuses, mmpostItemStates, mmpostRefusals } from './mmpost-enums.js';
import { isValidS10, normalizeS10 } from './s10-codes.js';

/** The API contracts of the Myanmar Post hand-off (issue 28 §2). */

const bigId = entityId({ column: 'bigint' });

/** An S10 code as scanned (spaces, dashes, lower case, Myanmar digits read), its check digit verified. */
export const s10Code = z.string().max(40).transform(normalizeS10).refine(isValidS10, 'mmpost.invalidCode');

export const mmpostHandOffRequest = z.object({
  items: z
    .array(z.object({ label_id: bigId, mmpost_tracking_code: s10Code }))
    .min(1, 'gate.chooseLabels')
    .max(500)
    .refine((items) => new Set(items.map((item) => item.label_id)).size === items.length, 'mmpost.labelTwice')
    .refine(
      (items) => new Set(items.map((item) => item.mmpost_tracking_code)).size === items.length,
      'mmpost.codeTwice',
    ),
});
export type MmpostHandOffRequest = z.infer<typeof mmpostHandOffRequest>;

export const mmpostScanQuery = z.object({ code: singleLineText({ min: 1, max: 40 }) });
export const mmpostListQuery = z.object({ state: z.enum(mmpostItemStates).optional() });
export const mmpostManifestQuery = z.object({
  date: z.iso.date('validation.dateErrorMessage'),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
export const mmpostReturnRequest = z.object({ label_ids: z.array(bigId).min(1, 'gate.chooseLabels').max(500) });

/** A day as the post office writes it: 2026-11-28, 28/11/2026 or 28-11-2026 (Myanmar digits read). */
function readFileDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = fromMyanmarDigits(value.trim());
  // A spreadsheet's date cell, read as an ISO time at midnight UTC.
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return text.slice(0, 10);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`;
  return text;
}

/** One row of the post's status file, its cells as read (text; a spreadsheet's date cell as an ISO time). */
export const mmpostStatusRow = z.object({
  mmpost_tracking_code: z.string('mmpost.invalidCode').pipe(s10Code),
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(mmpostFileStatuses, 'mmpost.invalidStatus'),
  ),
  date: z.preprocess(readFileDate, z.iso.date('validation.dateErrorMessage')),
  remark: z.preprocess((value) => (value === undefined || value === null ? '' : value), singleLineText({ max: 200 })),
});
export type MmpostStatusRow = z.infer<typeof mmpostStatusRow>;
/** The status file's columns, in order (its header row names them). */
export const mmpostStatusColumns = ['mmpost_tracking_code', 'status', 'date', 'remark'] as const;
/** At most so many rows a status file. */
export const mmpostStatusMaxRows = 5000;

// Responses.

const placeRef = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });

export const mmpostCandidate = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  destination_name: z.string(),
  destination_township: placeRef.nullable(),
  weight: z.number(),
  fee: z.number().int(),
});
export type MmpostCandidate = z.infer<typeof mmpostCandidate>;
export const mmpostScanResponse = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('ok'), label: mmpostCandidate }),
  z.object({
    answer: z.literal('refused'),
    reason: z.enum(mmpostRefusals),
    tracking_code: z.string(),
    message: z.string(),
  }),
]);
export type MmpostScanResponse = z.infer<typeof mmpostScanResponse>;

export const mmpostEvent = z.object({
  status: z.enum(mmpostFileStatuses),
  date: z.string(),
  remark: z.string(),
});
export const mmpostItem = z.object({
  id: z.number().int(),
  label: z.object({ id: z.number().int(), tracking_code: z.string(), status: z.enum(labelStatuses) }),
  mmpost_tracking_code: z.string(),
  state: z.enum(mmpostItemStates),
  fee: z.number().int(),
  destination_name: z.string(),
  destination_township: placeRef.nullable(),
  handed_at: z.string(),
  handed_by: z.object({ id: z.number().int(), name: z.string() }),
  events: z.array(mmpostEvent),
});
export type MmpostItem = z.infer<typeof mmpostItem>;
export const mmpostListResponse = z.object({ data: z.array(mmpostItem) });
export const mmpostHandOffResponse = z.object({ data: z.array(mmpostItem) });
export const mmpostStatusImportResponse = z.object({
  applied: z.number().int(),
  already: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type MmpostStatusImportResponse = z.infer<typeof mmpostStatusImportResponse>;
