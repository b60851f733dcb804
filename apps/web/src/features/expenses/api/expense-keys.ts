import type { ExpenseListQuery } from '@waypost/domain';

/** Cache keys of expense records; recording or deciding one invalidates every list. */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (query: ExpenseListQuery) => [...expenseKeys.lists(), query] as const,
};
