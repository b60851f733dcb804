import {
  lastPage,
  type CreditStatementQuery,
  type CreditStatementResponse,
  type Locale,
  type PortalClearanceBatch,
  type PortalClearanceDetailResponse,
  type PortalClearanceListQuery,
  type PortalClearanceListResponse,
} from '@waypost/domain';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { figuresOf, statusOf } from '../clearance/clearance-batch.js';
import { clearanceWorkbook } from '../clearance/clearance-excel.js';
import { codFeeVersionOf } from '../clearance/clearance-labels.js';
import { batchesWhere, clearanceRepository, type ListedBatch } from '../clearance/clearance.repository.js';
import { getCreditStatement } from '../credit/get-credit-statement.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A batch as its merchant sees it: figures, state and payout, not the staff who handled it. */
function portalBatchOf({ batch }: ListedBatch): PortalClearanceBatch {
  return {
    ...figuresOf(batch),
    id: batch.id,
    status: statusOf(batch),
    issue_date: batch.issueDate,
    issued_at: batch.issuedAt.toISOString(),
    transfer_date: batch.transferDate,
    bank_ref: batch.bankRef,
    completed_at: iso(batch.completedAt),
    voided_at: iso(batch.voidedAt),
  };
}

/** The member's merchant's batch, or 404 (another merchant's batch, or another company's). */
async function ownBatch(db: Database, actor: Actor, id: number): Promise<ListedBatch> {
  const merchantId = portalMerchantId(actor);
  const row = await clearanceRepository.findBatch(db, actor.companyId, id);
  if (!row || row.batch.merchantId !== merchantId) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /api/merchant-portal/clearance: the member's merchant's clearance batches, newest first, voided ones marked. */
export async function listPortalClearances({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: PortalClearanceListQuery;
}): Promise<PortalClearanceListResponse> {
  const where = batchesWhere({ companyId: actor.companyId, merchantId: portalMerchantId(actor) });
  const { rows, total } = await clearanceRepository.listBatches(db, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map(portalBatchOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** GET /api/merchant-portal/clearance/{id}: one of the merchant's batches with its labels' shares. */
export async function getPortalClearance({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: number;
}): Promise<PortalClearanceDetailResponse> {
  const row = await ownBatch(db, actor, id);
  const lines = await clearanceRepository.listLines(db, id);
  return {
    data: {
      ...portalBatchOf(row),
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
    },
  };
}

/**
 * GET /api/merchant-portal/clearance/{id}/excel: the batch's workbook, the same file the staff download. The session
 * is the member's proof (no signed link): another merchant's batch is a 404.
 */
export async function portalClearanceExcel({
  db,
  actor,
  id,
  locale,
}: {
  db: Database;
  actor: Actor;
  id: number;
  locale: Locale;
}): Promise<{ fileName: string; stream: Readable }> {
  return clearanceWorkbook({ db, row: await ownBatch(db, actor, id), locale });
}

/**
 * GET /api/merchant-portal/credit?from=&to=: the merchant's shipping-credit statement, as the staff credit screen
 * reads it. His merchant is the scope, wherever it is at home.
 */
export function getPortalCreditStatement({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: CreditStatementQuery;
}): Promise<CreditStatementResponse> {
  const merchantId = portalMerchantId(actor);
  return getCreditStatement({ db, actor: { ...actor, allBranches: true }, merchantId, query });
}
