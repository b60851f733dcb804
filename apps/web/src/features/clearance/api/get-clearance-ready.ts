import { clearanceReadyResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearanceKeys } from './clearance-keys';

/** GET /api/cod-clearance/ready?merchant_id=: the labels a batch may claim now, and the preview figures. */
export function useClearanceReady(merchantId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: clearanceKeys.ready(merchantId ?? 0),
      queryFn: async ({ signal }) =>
        (
          await apiClient.get('/api/cod-clearance/ready', {
            query: { merchant_id: merchantId },
            schema: clearanceReadyResponse,
            signal,
          })
        ).data,
      enabled: merchantId !== undefined,
      retry: false,
    }),
  );
}
