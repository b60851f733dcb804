import { apiKeyListResponse } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** GET /api/api-keys (one merchant's, when chosen): newest first, never the keys themselves. */
export function useApiKeys(merchantId: number | undefined) {
  return useQuery({
    queryKey: apiKeyKeys.list(merchantId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/api-keys', {
          query: { merchant_id: merchantId },
          schema: apiKeyListResponse,
          signal,
        })
      ).data,
  });
}
