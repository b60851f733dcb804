import { expenseListResponse, type ExpenseListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { expenseKeys } from './expense-keys';

export const expensesQueryOptions = (query: ExpenseListQuery) =>
  queryOptions({
    queryKey: expenseKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get('/api/expense-record', { query: { ...query }, schema: expenseListResponse, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/expense-record: one page of a period's records and the period's totals. */
export function useExpenses(query: ExpenseListQuery, enabled = true) {
  return useQuery({ ...expensesQueryOptions(query), enabled });
}
