import { courierRunResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /api/delivery-run/mine: the courier's whole day in one request (a slow network gets one round trip). */
export function useMyRun() {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.mine(),
      queryFn: ({ signal }) => apiClient.get('/api/delivery-run/mine', { schema: courierRunResponse, signal }),
    }),
  );
}
