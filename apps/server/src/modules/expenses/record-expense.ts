import { createHash } from 'node:crypto';
import {
  expenseAttachmentExtensions,
  expenseAttachmentTypeOf,
  isFutureExpenseDay,
  type ExpenseResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotentIfKeyed } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import type { ExpenseSubmission } from './expense-form.js';
import { loadExpense } from './expense-item.js';
import { expensesRepository } from './expenses.repository.js';

const branchChoice = () => fieldError('branch_id', 'expense.branchChoice');

/**
 * The branch that spent the money: the recorder's current branch by default; one of the branches a branch user may
 * switch to; any of the company's for head office and finance, who have no branch of their own and must name one.
 */
async function spendingBranchOf(db: Database, actor: Actor, chosen: number | undefined): Promise<number> {
  if (chosen === undefined) {
    if (!actor.branch) throw branchChoice();
    return actor.branch.id;
  }
  if (actor.allBranches) {
    if (!(await expensesRepository.companyBranchExists(db, actor.companyId, chosen))) throw branchChoice();
    return chosen;
  }
  const own = [actor.branch?.id, ...actor.account.jointedBranches.map((branch) => branch.id)];
  if (!own.includes(chosen)) throw branchChoice();
  return chosen;
}

/**
 * POST /api/expense-record (multipart): a branch's spending, pending a supervisor's or manager's decision. The record
 * and its receipt are written in one transaction with the audit row: all of it lands or none. With an
 * Idempotency-Key it is recorded once per key (a double click or a retry gets the first answer).
 */
export async function recordExpense({
  db,
  clock,
  actor,
  submission,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  submission: ExpenseSubmission;
  /** Absent for the seeds; a route passes its header. */
  idempotencyKey?: string | undefined;
}): Promise<ExpenseResponse> {
  const { fields, attachment } = submission;
  const now = clock.now();
  if (isFutureExpenseDay(fields.spent_on, now)) {
    throw fieldError('spent_on', 'expense.futureDay');
  }
  const branchId = await spendingBranchOf(db, actor, fields.branch_id);
  // The form refused any other content, so a file here has one of the three types.
  const contentType = attachment && expenseAttachmentTypeOf(attachment);
  // The receipt is compared by its digest: the same file sent again is the same request.
  const request = {
    ...fields,
    attachment: attachment ? createHash('sha256').update(attachment).digest('hex') : null,
  };
  const answer = await db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      { userId: actor.id, route: 'POST /api/expense-record', key: idempotencyKey, request },
      async () => {
        const id = await expensesRepository.insert(tx, {
          companyId: actor.companyId,
          branchId,
          category: fields.category,
          amount: fields.amount,
          spentOn: fields.spent_on,
          note: fields.note ?? null,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        if (attachment && contentType) {
          await expensesRepository.insertAttachment(tx, {
            expenseId: id,
            contentType,
            // The client's file name is not kept (it is the client's text): a download gets a name of its own.
            fileName: `expense-${id}-${fields.spent_on}.${expenseAttachmentExtensions[contentType]}`,
            bytes: attachment,
            at: now,
          });
        }
        // Read before the audit row: its insert holds the audit chain's lock until the transaction ends.
        const body = await loadExpense(tx, actor, id, { anyBranch: true });
        await recordAudit(tx, {
          actor,
          action: 'expense.record',
          entity: 'expense',
          entityId: id,
          after: {
            branch_id: branchId,
            category: fields.category,
            amount: fields.amount,
            spent_on: fields.spent_on,
            note: fields.note ?? null,
            attachment: contentType ?? null,
          },
        });
        return { status: 201, body };
      },
    ),
  );
  return answer.body;
}
