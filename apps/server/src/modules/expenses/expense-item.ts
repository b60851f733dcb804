import { hasPermission, type ExpenseAttachmentType, type ExpenseItem } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import type { Database } from '../../db/client.js';
import { expensesRepository, type ExpenseItemRow } from './expenses.repository.js';

/** The branch a reader is bound to, or undefined for head office and finance, who read every branch. */
export const branchScopeOf = (actor: Actor): number | undefined =>
  actor.allBranches ? undefined : (actor.branch?.id ?? -1);

export const attachmentUrlOf = (expenseId: number) => `/api/expense-record/${expenseId}/attachment`;

/** An expense record as the screens read it (expenseItem), with what this reader may do to it. */
export function expenseItemOf(row: ExpenseItemRow, actor: Actor): ExpenseItem {
  const { record } = row;
  return {
    id: record.id,
    branch: { id: row.branch.id, code: row.branch.code, name_en: row.branch.nameEn, name_mm: row.branch.nameMm },
    category: record.category,
    amount: record.amount,
    spent_on: record.spentOn,
    note: record.note,
    status: record.status,
    created_by: row.creator,
    decided_by: row.decider,
    decided_at: record.decidedAt?.toISOString() ?? null,
    reject_reason: record.rejectReason,
    attachment: row.attachment
      ? {
          url: attachmentUrlOf(record.id),
          file_name: row.attachment.fileName,
          content_type: row.attachment.contentType as ExpenseAttachmentType,
        }
      : null,
    can_decide: record.status === 'pending' && record.createdBy !== actor.id && hasPermission(actor, 'expense.approve'),
    created_at: record.createdAt.toISOString(),
  };
}

/**
 * One record the reader may see (another branch's is not found), as the item; `anyBranch` for the recorder reading
 * back what he just wrote (a branch he may switch to, not the one he is in).
 */
export async function loadExpense(
  db: Database,
  actor: Actor,
  expenseId: number,
  { anyBranch = false } = {},
): Promise<{ data: ExpenseItem }> {
  const scope = anyBranch ? undefined : branchScopeOf(actor);
  const row = await expensesRepository.findItem(db, actor.companyId, expenseId, scope);
  if (!row) throw new AppError('NOT_FOUND');
  return { data: expenseItemOf(row, actor) };
}
