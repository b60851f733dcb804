import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchScopeOf, loadExpense } from './expense-item.js';
import { expensesRepository } from './expenses.repository.js';

/** GET /api/expense-record/{id}. */
export function getExpense({ db, actor, expenseId }: { db: Database; actor: Actor; expenseId: number }) {
  return loadExpense(db, actor, expenseId);
}

/** GET /api/expense-record/{id}/attachment: the stored receipt, its type and its download name. */
export async function getExpenseAttachment({
  db,
  actor,
  expenseId,
}: {
  db: Database;
  actor: Actor;
  expenseId: number;
}) {
  const found = await expensesRepository.findAttachment(db, actor.companyId, expenseId, branchScopeOf(actor));
  if (!found) throw new AppError('NOT_FOUND');
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the reply wants a Buffer either way.
  const bytes = Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength);
  return { contentType: found.contentType, fileName: found.fileName, bytes };
}
