import { z } from 'zod';
import { emoStates } from '../cod/cod-enums.js';
import { entityId, numberLimits } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { readNumberInput } from '../validation/number-input.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { normalizeNrc } from './emo-nrc.js';
import { emoCodeLength, normalizeEmoCode } from './emo-rules.js';

/** The API contracts of EMO money orders (issue 28 §3). */

/** Whole kyat as typed (Myanmar digits, thousands commas), 1 … numberLimits.maxKyat; one message per problem. */
const emoAmount = z.preprocess((value, ctx) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const reading = readNumberInput(value, 'amount');
  const problem =
    reading.errorKey ??
    (!Number.isInteger(reading.value)
      ? 'validation.wholeNumberErrorMessage'
      : reading.value < 1
        ? 'emo.amountPositive'
        : reading.value > numberLimits.maxKyat
          ? 'emo.amountTooLarge'
          : undefined);
  if (problem === undefined) return reading.value;
  ctx.addIssue({ code: 'custom', message: problem, input: value });
  return z.NEVER;
}, z.number('emo.amountRequired'));

/** An NRC number, stored in its normal form (normalizeNrc). */
export const nrcField = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  const normal = normalizeNrc(value);
  if (normal !== null) return normal;
  ctx.addIssue({ code: 'custom', message: 'emo.nrcInvalid', input: value });
  return z.NEVER;
}, z.string('emo.nrcInvalid'));

const personName = singleLineText({ min: 1, max: 120 });
const phone = z
  .string()
  .transform(toStoredPhone)
  .refine((value) => isValidPhone(value), 'validation.phoneErrorMessage');

export const emoBookRequest = z.object({
  amount: emoAmount,
  pay_branch_id: entityId({ message: 'validation.noselectErrorMessage' }),
  sender_name: personName,
  sender_phone: phone,
  sender_nrc: nrcField,
  receiver_name: personName,
  receiver_phone: phone,
  receiver_nrc: nrcField,
});
export type EmoBookRequest = z.infer<typeof emoBookRequest>;

/** The payout code as typed (spaces, dashes, Burmese digits allowed): emoCodeLength digits. */
const payoutCode = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeEmoCode(value) : value),
  z.string('emo.codeInvalid').regex(new RegExp(`^\\d{${emoCodeLength}}$`), 'emo.codeInvalid'),
);

export const emoPayRequest = z.object({ code: payoutCode, receiver_nrc: nrcField });
export type EmoPayRequest = z.infer<typeof emoPayRequest>;

/** The sender proves who he is with the NRC he booked with before a returned order's amount is handed back. */
export const emoRefundRequest = z.object({ sender_nrc: nrcField });
export type EmoRefundRequest = z.infer<typeof emoRefundRequest>;

export const emoIdParams = z.object({ id: entityId() });
export const emoListQuery = z.object({ status: z.enum(emoStates).optional() });
export type EmoListQuery = z.infer<typeof emoListQuery>;

const kyat = z.number().int().min(0).max(numberLimits.maxKyat);

/** PUT /api/emo/settings (head office): fee bands ascending by `up_to`, the approval threshold, the return days. */
export const emoSettingsRequest = z.object({
  fee_bands: z
    .array(z.object({ up_to: kyat.min(1), fee: kyat }))
    .min(1)
    .max(30)
    .refine(
      (bands) => bands.every((band, index) => index === 0 || band.up_to > bands[index - 1]!.up_to),
      'emo.bandsAscending',
    ),
  approval_threshold: kyat,
  return_days: z.number().int().min(1).max(365),
});
export type EmoSettingsRequest = z.infer<typeof emoSettingsRequest>;
export const emoSettingsResponse = emoSettingsRequest;

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
const personRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** An order as the screens show it; the payout code is never in it (only its hash is stored). */
export const emoItem = z.object({
  id: z.number().int(),
  status: z.enum(emoStates),
  amount: z.number().int(),
  fee: z.number().int(),
  book_branch: branchRef,
  pay_branch: branchRef,
  sender_name: z.string(),
  sender_phone: z.string(),
  sender_nrc: z.string(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  receiver_nrc: z.string(),
  needs_approval: z.boolean(),
  wrong_code_attempts: z.number().int(),
  locked: z.boolean(),
  remark_type: z.enum(['emo_return']).nullable(),
  booked_by: personRef,
  payout_requested_by: personRef,
  paid_by: personRef,
  approved_by: personRef,
  cancelled_by: personRef,
  refunded_by: personRef,
  refunded_at: z.string().nullable(),
  booked_at: z.string(),
  return_due_at: z.string(),
  finished_at: z.string().nullable(),
});
export type EmoItem = z.infer<typeof emoItem>;
export const emoListResponse = z.object({ data: z.array(emoItem) });
export type EmoListResponse = z.infer<typeof emoListResponse>;
export const emoResponse = z.object({ data: emoItem });
export type EmoResponse = z.infer<typeof emoResponse>;

/**
 * 201 of POST /api/emo: the payout code, shown this once. A replay of the same Idempotency-Key answers with `code:
 * null` — the kept answer never holds the code, which exists nowhere but in the sender's hands (and as a hash).
 */
export const emoBookResponse = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  status: z.literal('pending'),
  amount: z.number().int(),
  fee: z.number().int(),
});
export type EmoBookResponse = z.infer<typeof emoBookResponse>;
