import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { bankReference, calendarDay, codLabelItem, postingItem } from '../cod/cod-schemas.js';
import { codClearanceStates } from '../cod/cod-enums.js';
import { codFeeVersions } from '../fees/fee-enums.js';
import { purchaseTypes } from '../labels/label-enums.js';

const merchantRef = z.object({ id: z.number().int(), name: z.string() });
const personRef = z.object({ id: z.number().int(), name: z.string() });
const money = z.number().int();

/** A clearance batch's figures (spec §3 "Clearance", money design §2), named as the spec names them. */
export const clearanceFiguresItem = z.object({
  count: z.number().int(),
  cod_count: z.number().int(),
  actual_amount: money,
  received_amount: money,
  return_amount: money,
  delivery_charges: money,
  gate_submit_count: z.number().int(),
  gate_submit_amount: money,
  one_percent_cod: money,
  credit_count: z.number().int(),
  credit_amount: money,
  /** Charges a previous batch's COD could not cover, deducted here. */
  brought_forward: money,
  total_cost: money,
  /** The payout. */
  amount: money,
  /** Charges this batch's COD cannot cover, deducted from the merchant's next batch. */
  carried_forward: money,
});
export type ClearanceFiguresItem = z.infer<typeof clearanceFiguresItem>;

/** Every figure of a batch, in the order its COD report, screen and Excel list them (names: `clearanceField.*`). */
export const clearanceFigureNames = [
  'count',
  'cod_count',
  'actual_amount',
  'received_amount',
  'return_amount',
  'delivery_charges',
  'gate_submit_count',
  'gate_submit_amount',
  'one_percent_cod',
  'credit_count',
  'credit_amount',
  'brought_forward',
  'total_cost',
  'amount',
  'carried_forward',
] as const satisfies readonly (keyof ClearanceFiguresItem)[];
export type ClearanceFigureName = (typeof clearanceFigureNames)[number];

/** What a batch is at: pending (issued, not paid), complete (paid), or void (reversed; its labels claimable again). */
export const clearanceStatuses = [...codClearanceStates, 'void'] as const;
export type ClearanceStatus = (typeof clearanceStatuses)[number];

/** A batch as lists and its detail show it. */
export const clearanceBatch = clearanceFiguresItem.extend({
  id: z.number().int(),
  merchant: merchantRef,
  status: z.enum(clearanceStatuses),
  /** The Yangon day it was issued, yyyy-mm-dd. */
  issue_date: z.string(),
  issued_at: z.string(),
  issue_by: personRef,
  /** A second finance-manager must approve it before it is paid (amount ≥ the threshold, or bank details new). */
  needs_approval: z.boolean(),
  approved_by: personRef.nullable(),
  approved_at: z.string().nullable(),
  transfer_date: z.string().nullable(),
  bank_ref: z.string().nullable(),
  completed_by: personRef.nullable(),
  completed_at: z.string().nullable(),
  voided_by: personRef.nullable(),
  voided_at: z.string().nullable(),
  /** Raised by every change; Excel links of an older version no longer open. */
  version: z.number().int(),
});
export type ClearanceBatch = z.infer<typeof clearanceBatch>;

export const clearanceLine = z.object({
  label_id: z.number().int(),
  tracking_code: z.string(),
  delivered: z.boolean(),
  purchase_type: z.enum(purchaseTypes),
  cod_amount: money,
  delivery_charges: money,
  gate_submit_amount: money,
  cod_fee: money,
  /** The COD fee's version (its rate), frozen on the label at booking. */
  cod_fee_version: z.literal(codFeeVersions),
  cod_charge: money,
  /** The batch was voided and the label freed for another. */
  released: z.boolean(),
});
export type ClearanceLine = z.infer<typeof clearanceLine>;

/** How many claimable labels the ready screen lists at most by default (the oldest first: the oldest money first). */
export const clearanceReadyDefaultLimit = 1_000;

/**
 * GET /api/cod-clearance/ready?merchant_id=&limit=: what may be claimed now — the oldest `limit` labels (a batch takes
 * at most 5,000) — with the figures a batch of them would have, and how many are claimable in all.
 */
export const clearanceReadyQuery = z.object({
  merchant_id: entityId(),
  limit: z.coerce.number().int().min(1).max(5_000).default(clearanceReadyDefaultLimit),
});
export const clearanceReadyResponse = z.object({
  data: z.object({
    merchant: merchantRef,
    labels: z.array(codLabelItem),
    /** Every label the merchant has claimable now; more than `labels` when the list stops at its limit. */
    claimable_count: z.number().int(),
    /** Shipping credit owed now, and charges brought forward from the last batch: what a batch would deduct. */
    credit_balance: money,
    brought_forward: money,
    preview: clearanceFiguresItem,
  }),
});
export type ClearanceReadyResponse = z.infer<typeof clearanceReadyResponse>;

/** POST /api/cod-clearance (Idempotency-Key required): one merchant's labels into a new batch. */
export const clearanceIssueRequest = z.object({
  merchant_id: entityId({ message: 'validation.noselectErrorMessage' }),
  label_ids: z
    .array(entityId({ column: 'bigint' }))
    .min(1)
    .max(5_000),
});
export type ClearanceIssueRequest = z.infer<typeof clearanceIssueRequest>;

export const clearanceIdParams = z.object({ id: entityId({ column: 'bigint' }) });

/** GET /api/cod-clearance: batches, newest first. */
export const clearanceListQuery = z.object({
  merchant_id: entityId().optional(),
  status: z.enum(clearanceStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type ClearanceListQuery = z.infer<typeof clearanceListQuery>;
export const clearanceListResponse = paginatedResponse(clearanceBatch);
export type ClearanceListResponse = z.infer<typeof clearanceListResponse>;

export const clearanceResponse = z.object({ data: clearanceBatch });
export type ClearanceResponse = z.infer<typeof clearanceResponse>;

/** GET /api/cod-clearance/{id}: the batch, its lines and the postings it made. */
export const clearanceDetailResponse = z.object({
  data: clearanceBatch.extend({ lines: z.array(clearanceLine), postings: z.array(postingItem) }),
});
export type ClearanceDetailResponse = z.infer<typeof clearanceDetailResponse>;

/** POST /api/cod-clearance/{id}/complete (Idempotency-Key required): the payout was transferred. */
export const clearanceCompleteRequest = z.object({ transfer_date: calendarDay, bank_ref: bankReference });
export type ClearanceCompleteRequest = z.infer<typeof clearanceCompleteRequest>;

/** GET /api/cod-clearance/{id}/excel-link: where the batch's workbook is, signed for its current version. */
export const clearanceExcelLinkResponse = z.object({ url: z.string() });
export const clearanceExcelParams = z.object({
  id: entityId({ column: 'bigint' }),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
