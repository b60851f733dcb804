import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { singleLineText } from '../common/text-schemas.js';
import { codFeeVersions } from '../fees/fee-enums.js';
import { journalEntryKinds } from '../ledger/ledger-entries.js';
import { labelStatuses, merchantClearanceTabs, purchaseTypes } from '../labels/label-enums.js';
import { codServiceStates } from './cod-enums.js';

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
const merchantRef = z.object({ id: z.number().int(), name: z.string() });
const labelIds = (max: number) =>
  z
    .array(entityId({ column: 'bigint' }))
    .min(1)
    .max(max);

export const remittanceMaxKyat = 10_000_000_000;

/** A bank's reference for a transfer: what reconciles the books with the bank statement, so recorded once. */
export const bankReference = singleLineText({ min: 1, max: 60 });

/** Whether yyyy-mm-dd names a day that exists (no 30 February). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, yyyy-mm-dd. */
export const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, 'validation.invalidErrorMessage');

/** A COD label's money as lists show it: its terms frozen at booking and where its COD stands. */
export const codLabelItem = z.object({
  label_id: z.number().int(),
  tracking_code: z.string(),
  /** Who the parcel is for (the merchant portal's COD list shows it). */
  receiver_name: z.string(),
  merchant: merchantRef,
  cod_state: z.enum(codServiceStates),
  status: z.enum(labelStatuses),
  purchase_type: z.enum(purchaseTypes),
  cod_amount: z.number().int(),
  delivery_charges: z.number().int(),
  gate_submit_amount: z.number().int(),
  cod_fee: z.number().int(),
  /** The COD fee's version (its rate), frozen on the label at booking. */
  cod_fee_version: z.literal(codFeeVersions),
  cod_charge: z.number().int(),
  accept_branch: branchRef,
  deliver_branch: branchRef,
  /** Where the courier collected C (the branch that remits it); null until collected. */
  collect_branch: branchRef.nullable(),
  collected_at: z.string().nullable(),
  /** The open clearance batch holding the label. */
  clearance_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type CodLabelItem = z.infer<typeof codLabelItem>;

/** GET /api/cod?status=…: COD labels in one state, of one merchant or collected at one branch, newest first. */
export const codListQuery = z.object({
  status: z.enum(codServiceStates),
  merchant_id: entityId().optional(),
  /** The branch that collected the COD (whose remittance is being checked). */
  branch_id: entityId().optional(),
  search: singleLineText({ min: 1, max: 20 }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(paginatorDefaults.pageSize),
});
export type CodListQuery = z.infer<typeof codListQuery>;
export const codListResponse = paginatedResponse(codLabelItem).extend({
  /** Σ of the whole filtered list (not only this page): what the branch should have remitted for them. */
  totals: z.object({ count: z.number().int(), cod_amount: z.number().int(), cod_charge: z.number().int() }),
});
export type CodListResponse = z.infer<typeof codListResponse>;

/**
 * POST /api/cod/remittances: the accountant found a branch's transfer in the bank. The labels it covers that are
 * still collected at that branch (process) become ready for clearance; any others are named back, untouched.
 */
export const remittanceRequest = z.object({
  branch_id: entityId({ message: 'validation.noselectErrorMessage' }),
  /** A branch may bank many days of COD at once: up to 10 billion Ks in one transfer. */
  amount: z.number().int().min(1).max(remittanceMaxKyat),
  bank_ref: bankReference,
  label_ids: labelIds(2_000),
});
export type RemittanceRequest = z.infer<typeof remittanceRequest>;
export const remittanceResponse = z.object({
  data: z.object({
    id: z.number().int(),
    branch: branchRef,
    amount: z.number().int(),
    /** Σ C of the matched labels: what the branch held for them. */
    expected_amount: z.number().int(),
    /** amount − expected: a long remittance is positive, a short one negative; booked to the branch's suspense. */
    difference: z.number().int(),
    bank_ref: z.string(),
    matched_label_ids: z.array(z.number().int()),
    unmatched_label_ids: z.array(z.number().int()),
    created_at: z.string(),
  }),
});
export type RemittanceResponse = z.infer<typeof remittanceResponse>;

/**
 * GET /api/cod-pending: a merchant's COD not yet paid out (cod_pending) or paid out (cod_delivered). Staff name the
 * merchant; a merchant's member reads his own (issue 30), whatever he names.
 */
export const codPendingQuery = z.object({
  merchant_id: entityId().optional(),
  tab: z.enum(merchantClearanceTabs).default('cod_pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type CodPendingQuery = z.infer<typeof codPendingQuery>;
/** With the whole tab's totals (count, COD, COD charge), as the staff COD lists have them. */
export const codPendingResponse = codListResponse;
export type CodPendingResponse = z.infer<typeof codPendingResponse>;

export const codLabelParams = z.object({ labelId: entityId({ column: 'bigint' }) });

/** One line of a journal entry as a money trail shows it. */
export const postingItem = z.object({
  entry_id: z.number().int(),
  natural_key: z.string(),
  kind: z.enum(journalEntryKinds),
  account: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
});
export type PostingItem = z.infer<typeof postingItem>;

/** GET /api/cod/{labelId}: a label's COD money trail (`/cod-page-detail/{id}`): terms, state, every posting. */
export const codLabelDetailResponse = z.object({
  data: codLabelItem.extend({
    remittance: z.object({ id: z.number().int(), bank_ref: z.string(), created_at: z.string() }).nullable(),
    postings: z.array(postingItem),
  }),
});
export type CodLabelDetailResponse = z.infer<typeof codLabelDetailResponse>;
