import { expenseResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { expenseKeys } from './expense-keys';

export interface RecordExpenseVariables {
  form: FormData;
  /** The same key for the same submission: a double click or a retry answers the first record, never a second. */
  idempotencyKey: string;
}

/** POST /api/expense-record (multipart, 201): the record as saved; 422 with field errors. */
export function useRecordExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, idempotencyKey }: RecordExpenseVariables) =>
      (
        await apiClient.post('/api/expense-record', {
          body: form,
          schema: expenseResponse,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: expenseKeys.lists() }),
  });
}

export type ExpenseDecisionVariables =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** POST /api/expense-record/{id}/approve or /reject { reason }: 403 on one's own record, 409 once decided. */
export function useDecideExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: ExpenseDecisionVariables) =>
      (
        await apiClient.post(`/api/expense-record/${variables.id}/${variables.action}`, {
          ...(variables.action === 'reject' ? { body: { reason: variables.reason } } : {}),
          schema: expenseResponse,
          // A refusal (one's own record: 403) is the screen's message, not the "no access" page.
          globalErrorHandling: false,
        })
      ).data,
    // A refusal (already decided by someone else) changes the list too.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: expenseKeys.lists() }),
  });
}
