import {
  lastPage,
  type MerchantLabelFields,
  type MerchantQuoteRequest,
  type PaginationQuery,
  type PublicLabel,
  type PublicLabelListResponse,
  type PublicLabelResponse,
  type PublicQuoteResponse,
  type PublicTestLabelResponse,
  validateLabelDraft,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor, ApiCaller } from '../../plugins/request-context.js';
import { bookLabel } from '../labels/create-label.js';
import { quoteFor } from '../labels/quote-label-fees.js';
import { publicLabelsRepository, type PublicLabelRow } from './public-labels.repository.js';

interface PublicApiDeps {
  db: Database;
  clock: Clock;
  actor: Actor;
  caller: ApiCaller;
}

function publicLabelOf(row: PublicLabelRow): PublicLabel {
  return {
    tracking_code: row.trackingCode,
    status: row.status,
    accept_type: row.acceptType,
    service_type: row.serviceType,
    reference_id: row.referenceId,
    destination_name: row.destinationName,
    destination_phone: row.destinationPhone,
    destination_township: row.destinationTownship,
    cod_amount: row.codAmount,
    total_cost: row.totalCost,
    fee_lines: row.feeLines,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** POST /api/v1/quote: what the label would cost, the key's merchant pricing its COD fee. */
export async function quotePublicLabel({
  db,
  actor,
  caller,
  request,
}: PublicApiDeps & { request: MerchantQuoteRequest }): Promise<PublicQuoteResponse> {
  const { quote } = await quoteFor(db, actor, { ...request, merchant_id: caller.merchantId });
  return { data: { zone: quote.zone, fee_lines: quote.lines, total_cost: quote.total_cost } };
}

/**
 * POST /api/v1/labels: a live key books the label for its merchant at the merchant's home branch, exactly as the
 * counter would (rules, prices, COD, audit), once per Idempotency-Key of that merchant; a test key gets the same
 * checks and price and books nothing.
 */
export async function createPublicLabel({
  db,
  clock,
  actor,
  caller,
  fields,
  idempotencyKey,
}: PublicApiDeps & { fields: MerchantLabelFields; idempotencyKey: string }): Promise<
  { live: true; body: PublicLabelResponse } | { live: false; body: PublicTestLabelResponse }
> {
  const draft = { ...fields, merchant_id: caller.merchantId };
  if (caller.mode === 'test') {
    const fieldErrors = validateLabelDraft(draft);
    if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
    const { quote } = await quoteFor(db, actor, draft);
    return {
      live: false,
      body: { data: { test: true, zone: quote.zone, fee_lines: quote.lines, total_cost: quote.total_cost } },
    };
  }
  const labelId = await bookLabel({
    db,
    clock,
    actor,
    draft,
    // A merchant's keys share its idempotency keys (a retry with a rotated key still books once); two merchants never do.
    idempotencyKey: `merchant:${caller.merchantId}:${idempotencyKey}`,
    channel: 'api',
  });
  const row = await publicLabelsRepository.findById(db, { merchantId: caller.merchantId, labelId });
  if (!row) throw new AppError('NOT_FOUND');
  return { live: true, body: { data: publicLabelOf(row) } };
}

/** GET /api/v1/labels: the merchant's labels, newest first. */
export async function listPublicLabels({
  db,
  caller,
  query,
}: Omit<PublicApiDeps, 'clock' | 'actor'> & { query: PaginationQuery }): Promise<PublicLabelListResponse> {
  const [rows, total] = await Promise.all([
    publicLabelsRepository.listLabels(db, {
      merchantId: caller.merchantId,
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    }),
    publicLabelsRepository.countLabels(db, caller.merchantId),
  ]);
  return {
    current_page: query.page,
    data: rows.map(publicLabelOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** GET /api/v1/labels/{tracking_code}: one of the merchant's labels; anyone else's is not found. */
export async function trackPublicLabel({
  db,
  caller,
  trackingCode,
}: Omit<PublicApiDeps, 'clock' | 'actor'> & { trackingCode: string }): Promise<PublicLabelResponse> {
  const row = await publicLabelsRepository.findByTrackingCode(db, {
    merchantId: caller.merchantId,
    trackingCode: trackingCode.toUpperCase(),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return { data: publicLabelOf(row) };
}
