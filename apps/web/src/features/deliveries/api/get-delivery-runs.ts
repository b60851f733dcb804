import { deliveryRunListResponse, type DeliveryRunListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /api/delivery-run?courier_id=&page=: the branch's runs, newest first. */
export function useDeliveryRuns(query: DeliveryRunListQuery) {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.runList(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/delivery-run', { query: { ...query }, schema: deliveryRunListResponse, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
