import { expensePaidEntry, type ExpenseResponse } from '@waypost/domain';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { lockTillCovering } from '../till/till-cash.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchScopeOf, loadExpense } from './expense-item.js';
import { expensesRepository } from './expenses.repository.js';

export type ExpenseDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * POST /api/expense-record/{id}/approve and /reject: four eyes — the recorder never decides his own record (the
 * database refuses it too) — and only a pending record is decided, under a row lock so two deciders cannot both.
 */
export async function decideExpense({
  db,
  clock,
  actor,
  expenseId,
  decision,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  expenseId: number;
  decision: ExpenseDecision;
}): Promise<ExpenseResponse> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const record = await expensesRepository.lock(tx, actor.companyId, expenseId, branchScopeOf(actor));
    if (!record) throw new AppError('NOT_FOUND');
    if (record.createdBy === actor.id) throw new AppError('EXPENSE_OWN_RECORD');
    if (record.status !== 'pending') throw new AppError('EXPENSE_NOT_PENDING');
    if (decision.status === 'approved') {
      // Issue 28 §4: an approved expense is paid from its branch's till; one the till cannot cover is refused.
      await lockTillCovering(tx, record.branchId, record.amount);
      const entry = expensePaidEntry({ expenseId, branchId: record.branchId, amount: record.amount });
      await postJournalEntry({ tx, entry, actorId: actor.id });
    }
    const rejectReason = decision.status === 'rejected' ? decision.reason : null;
    await expensesRepository.decide(tx, expenseId, {
      status: decision.status,
      decidedBy: actor.id,
      at: now,
      rejectReason,
    });
    await recordAudit(tx, {
      actor,
      action: decision.status === 'approved' ? 'expense.approve' : 'expense.reject',
      entity: 'expense',
      entityId: expenseId,
      before: { status: record.status },
      after: { status: decision.status, reject_reason: rejectReason },
    });
  });
  return loadExpense(db, actor, expenseId);
}
