import {
  bankStatementLinesResponse,
  bankStatementListResponse,
  bankStatementMappingsResponse,
  type BankLineState,
} from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/** GET /api/bank-statement: the company's imported statements, newest first. */
export function useBankStatements() {
  return useQuery(
    queryOptions({
      queryKey: bankStatementKeys.list(),
      queryFn: ({ signal }) => apiClient.get('/api/bank-statement', { schema: bankStatementListResponse, signal }),
    }),
  );
}

/** GET /api/bank-statement/mappings: each bank's column mapping (saved, else its preset). */
export function useBankMappings() {
  return useQuery(
    queryOptions({
      queryKey: bankStatementKeys.mappings(),
      queryFn: ({ signal }) =>
        apiClient.get('/api/bank-statement/mappings', { schema: bankStatementMappingsResponse, signal }),
    }),
  );
}

/** GET /api/bank-statement/{id}/lines?state=: the lines, unmatched ones with their age and suggestions. */
export function useBankStatementLines(statementId: number | null, state: BankLineState) {
  return useQuery(
    queryOptions({
      queryKey: bankStatementKeys.lines(statementId ?? 0, state),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/bank-statement/${statementId}/lines`, {
          query: { state },
          schema: bankStatementLinesResponse,
          signal,
        }),
      enabled: statementId !== null,
    }),
  );
}
