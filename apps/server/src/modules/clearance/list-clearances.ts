import {
  clearanceFigures,
  lastPage,
  type ClearanceDetailResponse,
  type ClearanceListQuery,
  type ClearanceListResponse,
  type ClearanceReadyResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { codLabelItemOf } from '../cod/cod-label-item.js';
import { codIdsFilter, codRepository } from '../cod/cod.repository.js';
import { assertBatchVisible, clearanceBatchOf, homeBranchOf } from './clearance-batch.js';
import { codFeeVersionOf } from './clearance-labels.js';
import { clearanceRepository, batchesWhere } from './clearance.repository.js';

/** GET /api/cod-clearance: batches, newest first. */
export async function listClearances({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: ClearanceListQuery;
}): Promise<ClearanceListResponse> {
  const where = batchesWhere({
    companyId: actor.companyId,
    merchantId: query.merchant_id,
    status: query.status,
    homeBranchId: homeBranchOf(actor),
  });
  const { rows, total } = await clearanceRepository.listBatches(db, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map(clearanceBatchOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** GET /api/cod-clearance/{id} (`/cod-clearance-detail/{id}`): the batch, its lines and the postings it made. */
export async function getClearance({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: number;
}): Promise<ClearanceDetailResponse> {
  const row = await clearanceRepository.findBatch(db, actor.companyId, id);
  assertBatchVisible(actor, row);
  const [lines, postings] = await Promise.all([
    clearanceRepository.listLines(db, id),
    codRepository.listPostingsOfEntries(db, [`clr-issue:${id}`, `clr-complete:${id}`, `clr-void:${id}`], []),
  ]);
  return {
    data: {
      ...clearanceBatchOf(row),
      lines: lines.map(({ line, trackingCode, codFeeVersion }) => ({
        label_id: line.labelId,
        tracking_code: trackingCode,
        delivered: line.delivered,
        purchase_type: line.purchaseType,
        cod_amount: line.codAmount,
        delivery_charges: line.deliveryCharges,
        gate_submit_amount: line.gateSubmitAmount,
        cod_fee: line.codFee,
        cod_fee_version: codFeeVersionOf(codFeeVersion),
        cod_charge: line.codCharge,
        released: line.released,
      })),
      postings: postings.map((posting) => ({
        entry_id: posting.entryId,
        natural_key: posting.naturalKey,
        kind: posting.kind,
        account: posting.account,
        amount: posting.amount,
        created_at: posting.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * GET /api/cod-clearance/ready?merchant_id=&limit= (`/cod-clearance/ready/detail`): the merchant's oldest claimable
 * labels (up to `limit`) and the figures a batch of them would have — with the credit owed and the charges brought
 * forward as they stand (issuing reads them again under the merchant's lock) — and how many are claimable in all.
 */
export async function previewClearance({
  db,
  actor,
  merchantId,
  limit,
}: {
  db: Database;
  actor: Actor;
  merchantId: number;
  limit: number;
}): Promise<ClearanceReadyResponse> {
  const merchant = await clearanceRepository.findMerchant(db, actor.companyId, merchantId);
  if (!merchant || (!actor.allBranches && merchant.homeBranchId !== actor.branch?.id)) throw new AppError('NOT_FOUND');
  const [claimable, creditBalance] = await Promise.all([
    clearanceRepository.listClaimableTerms(db, merchant.id, limit),
    clearanceRepository.creditBalance(db, merchant.id),
  ]);
  const ids = claimable.terms.map((row) => row.labelId);
  const { rows } = ids.length
    ? await codRepository.listCodLabels(db, codIdsFilter(ids), {
        limit: ids.length,
        offset: 0,
        oldestFirst: true,
      })
    : { rows: [] };
  return {
    data: {
      merchant: { id: merchant.id, name: merchant.name },
      labels: rows.map(codLabelItemOf),
      claimable_count: claimable.total,
      credit_balance: creditBalance,
      brought_forward: merchant.balanceForward,
      preview: clearanceFigures({
        labels: claimable.terms.map((row) => row.label),
        creditBalance,
        broughtForward: merchant.balanceForward,
      }),
    },
  };
}
