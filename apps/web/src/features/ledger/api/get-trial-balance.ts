import { trialBalanceResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/ledger/trial-balance: every account's balance; they sum to zero. */
export function useTrialBalance() {
  return useQuery(
    queryOptions({
      queryKey: ['ledger', 'trial-balance'] as const,
      queryFn: ({ signal }) => apiClient.get('/api/ledger/trial-balance', { schema: trialBalanceResponse, signal }),
    }),
  );
}
