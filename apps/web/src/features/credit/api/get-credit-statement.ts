import { creditStatementResponse, type CreditStatementQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { creditKeys } from './credit-keys';

/** GET /api/credit/{merchantId}/statement?from=&to=: opening balance, movements with running balance, closing. */
export function useCreditStatement(merchantId: number | undefined, period: CreditStatementQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: merchantId && period ? creditKeys.statement(merchantId, period) : creditKeys.all,
      queryFn: async ({ signal }) =>
        (
          await apiClient.get(`/api/credit/${merchantId}/statement`, {
            query: { ...period },
            schema: creditStatementResponse,
            signal,
          })
        ).data,
      enabled: merchantId !== undefined && period !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
