import type { EmoItem, EmoRef } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import type { EmoItemRow, EmoRow } from './emo.repository.js';

/** What every EMO use case needs. */
export interface EmoDeps {
  db: Database;
  clock: Clock;
}

/** The branch the actor works at (routes that act at a counter declare hasBranch). */
export function branchOf(actor: Actor): number {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  return actor.branch.id;
}

/** Head office sees every order of its company; a branch those it books and those it pays out. */
export function isEmoVisible(actor: Actor, order: Pick<EmoRow, 'bookBranchId' | 'payBranchId'>): boolean {
  if (actor.allBranches) return true;
  const branchId = actor.branch?.id;
  return branchId !== undefined && (order.bookBranchId === branchId || order.payBranchId === branchId);
}

/** Another branch's (or company's) order is a 404, never a 403: ids do not leak which orders exist. */
export function assertEmoVisible<T extends Pick<EmoRow, 'bookBranchId' | 'payBranchId'>>(
  actor: Actor,
  order: T | null,
): asserts order is T {
  if (!order || !isEmoVisible(actor, order)) throw new AppError('NOT_FOUND');
}

/** The order's ledger reference. */
export function emoRefOf(order: EmoRow): EmoRef {
  return {
    emoId: order.id,
    companyId: order.companyId,
    bookBranchId: order.bookBranchId,
    payBranchId: order.payBranchId,
    amount: order.amount,
    fee: order.fee,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const branchRef = (branch: EmoItemRow['bookBranch']) => ({
  id: branch.id,
  code: branch.code,
  name_en: branch.nameEn,
  name_mm: branch.nameMm,
});
const personRef = (person: { id: number | null; name: string | null } | null) =>
  person && person.id !== null ? { id: person.id, name: person.name ?? '' } : null;

/** The order as the API shows it: never its code hash. */
export function emoItemOf(row: EmoItemRow): EmoItem {
  const order = row.order;
  return {
    id: order.id,
    status: order.status,
    amount: order.amount,
    fee: order.fee,
    book_branch: branchRef(row.bookBranch),
    pay_branch: branchRef(row.payBranch),
    sender_name: order.senderName,
    sender_phone: order.senderPhone,
    sender_nrc: order.senderNrc,
    receiver_name: order.receiverName,
    receiver_phone: order.receiverPhone,
    receiver_nrc: order.receiverNrc,
    needs_approval: order.needsApproval,
    wrong_code_attempts: order.wrongCodeAttempts,
    locked: order.locked,
    remark_type: order.remarkType,
    booked_by: personRef(row.bookedBy),
    payout_requested_by: personRef(row.requestedBy),
    paid_by: personRef(row.paidBy),
    approved_by: personRef(row.approvedBy),
    cancelled_by: personRef(row.cancelledBy),
    refunded_by: personRef(row.refundedBy),
    refunded_at: iso(order.refundedAt),
    booked_at: order.bookedAt.toISOString(),
    return_due_at: order.returnDueAt.toISOString(),
    finished_at: iso(order.finishedAt),
  };
}
