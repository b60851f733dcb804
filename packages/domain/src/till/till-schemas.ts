import { z } from 'zod';
import { calendarDay, bankReference } from '../cod/cod-schemas.js';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { tillCashInKinds, tillCashOutKinds, tillCloseStates, tillDenominations } from './till-enums.js';

/** The API contracts of the branch till (issue 28 §4). */

/** Most notes of one kind a drawer holds; more is a typing slip. */
export const maxTillNotes = 100_000;
/** Largest deposit of till cash at once. */
export const maxTillDepositKyat = 1_000_000_000;

const noteCount = z
  .number('validation.invalidErrorMessage')
  .int('validation.invalidErrorMessage')
  .min(0, 'validation.invalidErrorMessage')
  .max(maxTillNotes, 'validation.invalidErrorMessage')
  .default(0);

export const tillCounts = z.object(
  Object.fromEntries(tillDenominations.map((note) => [note, noteCount])) as Record<
    (typeof tillDenominations)[number],
    typeof noteCount
  >,
);

export const tillQuery = z.object({
  /** Head office and finance name the branch; a branch's own staff read their branch's till. */
  branch_id: entityId().optional(),
  /** A Yangon day; today when missing. */
  date: calendarDay.optional(),
});
export type TillQuery = z.infer<typeof tillQuery>;

export const tillCloseRequest = z.object({
  counts: tillCounts,
  /** Required when the count differs from the expected cash. */
  reason: singleLineText({ min: 1, max: 500 }).optional(),
});
export type TillCloseRequest = z.infer<typeof tillCloseRequest>;

export const tillIdParams = z.object({ id: entityId() });

export const tillDepositRequest = z.object({
  amount: z
    .number('validation.invalidErrorMessage')
    .int('validation.invalidErrorMessage')
    .min(1, 'validation.invalidErrorMessage')
    .max(maxTillDepositKyat, 'validation.invalidErrorMessage'),
  bank_ref: bankReference,
});
export type TillDepositRequest = z.infer<typeof tillDepositRequest>;

export const tillCloseListQuery = z.object({
  branch_id: entityId().optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  state: z.enum(tillCloseStates).optional(),
});
export type TillCloseListQuery = z.infer<typeof tillCloseListQuery>;

// Responses.

const movement = z.object({ amount: z.number().int(), count: z.number().int() });
const person = z.object({ id: z.number().int(), name: z.string() });
const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

export const tillCloseItem = z.object({
  id: z.number().int(),
  branch: branchRef,
  date: z.string(),
  state: z.enum(tillCloseStates),
  expected: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
  reason: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()),
  closed_by: person,
  closed_at: z.string(),
  approved_by: person.nullable(),
  approved_at: z.string().nullable(),
  can_approve: z.boolean(),
});
export type TillCloseItem = z.infer<typeof tillCloseItem>;

export const tillResponse = z.object({
  branch: branchRef,
  date: z.string(),
  /** Open: figures up to now; closed: as counted at the close, never changed since. */
  opening: z.number().int(),
  cash_in: z.object(
    Object.fromEntries(tillCashInKinds.map((kind) => [kind, movement])) as Record<
      (typeof tillCashInKinds)[number],
      typeof movement
    >,
  ),
  cash_out: z.object(
    Object.fromEntries(tillCashOutKinds.map((kind) => [kind, movement])) as Record<
      (typeof tillCashOutKinds)[number],
      typeof movement
    >,
  ),
  other: movement,
  total_in: z.number().int(),
  total_out: z.number().int(),
  expected: z.number().int(),
  /** The cash the branch's till holds in the books right now (what a deposit may take). */
  cash_now: z.number().int(),
  close: tillCloseItem.nullable(),
  can_close: z.boolean(),
});
export type TillResponse = z.infer<typeof tillResponse>;

export const tillCloseResponse = z.object({ data: tillCloseItem });
export const tillCloseListResponse = z.object({
  data: z.array(tillCloseItem),
  totals: z.object({ count: z.number().int(), difference: z.number().int() }),
});
export type TillCloseListResponse = z.infer<typeof tillCloseListResponse>;

export const tillDepositResponse = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  amount: z.number().int(),
  bank_ref: z.string(),
  created_at: z.string(),
});
export type TillDepositResponse = z.infer<typeof tillDepositResponse>;
