import {
  bankConfirmExactResponse,
  bankStatementImportResponse,
  bankStatementLineResponse,
  type BankMatchRequest,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { bankStatementKeys } from './bank-statement-keys';

function useInvalidateStatements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bankStatementKeys.all });
}

/** POST /api/bank-statement (multipart: file and bank or mapping) → the statement's counts; 422 names bad rows. */
export function useImportBankStatement() {
  const invalidate = useInvalidateStatements();
  return useMutation({
    mutationFn: ({ form, key }: { form: FormData; key: string }) =>
      apiClient.post('/api/bank-statement', {
        body: form,
        schema: bankStatementImportResponse,
        headers: { 'idempotency-key': key },
        globalErrorHandling: false,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/bank-statement/lines/{id}/match: a person confirms a suggestion. */
export function useMatchBankLine() {
  const invalidate = useInvalidateStatements();
  return useMutation({
    mutationFn: ({ lineId, request }: { lineId: number; request: BankMatchRequest }) =>
      apiClient.post(`/api/bank-statement/lines/${lineId}/match`, {
        body: request,
        schema: bankStatementLineResponse,
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSettled: invalidate,
  });
}

/** POST /api/bank-statement/{id}/confirm-exact: every unambiguous exact suggestion at once. */
export function useConfirmExactMatches() {
  const invalidate = useInvalidateStatements();
  return useMutation({
    mutationFn: (statementId: number) =>
      apiClient.post(`/api/bank-statement/${statementId}/confirm-exact`, { schema: bankConfirmExactResponse }),
    onSettled: invalidate,
  });
}

/** POST /api/bank-statement/lines/{id}/fee: the line posted as a bank charge (an expense). */
export function usePostBankFee() {
  const invalidate = useInvalidateStatements();
  return useMutation({
    mutationFn: (lineId: number) =>
      apiClient.post(`/api/bank-statement/lines/${lineId}/fee`, {
        schema: bankStatementLineResponse,
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSettled: invalidate,
  });
}
