import type { ClearanceBatch, ClearanceFigures, ClearanceStatus } from '@waypost/domain';
import type { Actor } from '../../plugins/request-context.js';
import { AppError } from '../../lib/app-error.js';
import type { ClearanceRow, ListedBatch } from './clearance.repository.js';

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What a batch is at: voided overrides the transaction state (pending / complete) it stopped at. */
export const statusOf = (batch: ClearanceRow): ClearanceStatus => (batch.voidedAt ? 'void' : batch.status);

/** A batch's row as its figures (money design §2) name them. */
export function figuresOf(batch: ClearanceRow): ClearanceFigures {
  return {
    count: batch.count,
    cod_count: batch.codCount,
    actual_amount: batch.actualAmount,
    received_amount: batch.receivedAmount,
    return_amount: batch.returnAmount,
    delivery_charges: batch.deliveryCharges,
    gate_submit_count: batch.gateSubmitCount,
    gate_submit_amount: batch.gateSubmitAmount,
    one_percent_cod: batch.onePercentCod,
    credit_count: batch.creditCount,
    credit_amount: batch.creditAmount,
    brought_forward: batch.broughtForward,
    total_cost: batch.totalCost,
    amount: batch.amount,
    carried_forward: batch.carriedForward,
  };
}

/** A listed batch as the contract names it. */
export function clearanceBatchOf(row: ListedBatch): ClearanceBatch {
  const { batch } = row;
  return {
    ...figuresOf(batch),
    id: batch.id,
    merchant: { id: batch.merchantId, name: row.merchantName },
    status: statusOf(batch),
    issue_date: batch.issueDate,
    issued_at: batch.issuedAt.toISOString(),
    issue_by: { id: batch.issuedBy, name: row.issuedByName },
    needs_approval: batch.needsApproval,
    approved_by: person(batch.approvedBy, row.approvedByName),
    approved_at: iso(batch.approvedAt),
    transfer_date: batch.transferDate,
    bank_ref: batch.bankRef,
    completed_by: person(batch.completedBy, row.completedByName),
    completed_at: iso(batch.completedAt),
    voided_by: person(batch.voidedBy, row.voidedByName),
    voided_at: iso(batch.voidedAt),
    version: batch.version,
  };
}

/**
 * Batches are the company's finance records: head office and finance see every one; a branch head (cod.view) sees
 * those of merchants at home at their branch — another's is a 404.
 */
export function assertBatchVisible(actor: Actor, row: ListedBatch | null): asserts row is ListedBatch {
  if (!row) throw new AppError('NOT_FOUND');
  if (!actor.allBranches && row.merchantHomeBranchId !== actor.branch?.id) throw new AppError('NOT_FOUND');
}

/** The branch whose merchants a branch head's lists are limited to (none for head office and finance). */
export const homeBranchOf = (actor: Actor) => (actor.allBranches ? undefined : (actor.branch?.id ?? -1));
