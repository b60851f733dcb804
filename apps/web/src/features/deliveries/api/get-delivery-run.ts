import { deliveryRunDetail } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /api/delivery-run/{id}: the run sheet with every label and its outcome. */
export function useDeliveryRun(id: number) {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.run(id),
      queryFn: ({ signal }) => apiClient.get(`/api/delivery-run/${id}`, { schema: deliveryRunDetail, signal }),
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
  );
}
