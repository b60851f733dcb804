import {
  expenseTotalsOf,
  lastPage,
  yangonMonthOf,
  type ExpenseListQuery,
  type ExpenseListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchScopeOf, expenseItemOf } from './expense-item.js';
import { expensesRepository } from './expenses.repository.js';

/**
 * GET /api/expense-record: a period's spending (default this Yangon month), newest day first, and its totals in all,
 * per status and per category. Branch users read their current branch (asking for another is not found); head
 * office and finance read the whole company, or one branch.
 */
export async function listExpenses({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: ExpenseListQuery;
}): Promise<ExpenseListResponse> {
  const scope = branchScopeOf(actor);
  if (scope !== undefined && query.branch_id !== undefined && query.branch_id !== scope) {
    throw new AppError('NOT_FOUND');
  }
  const period =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : yangonMonthOf(clock.now());
  const { rows, tallies } = await expensesRepository.list(
    db,
    {
      companyId: actor.companyId,
      ...period,
      branchId: scope ?? query.branch_id,
      status: query.status,
      category: query.category,
    },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
  const totals = expenseTotalsOf(tallies);
  return {
    current_page: query.page,
    data: rows.map((row) => expenseItemOf(row, actor)),
    meta: {
      total: totals.overall.count,
      per_page: query.per_page,
      last_page: lastPage(totals.overall.count, query.per_page),
    },
    period,
    totals,
  };
}
