import { deliveryReadyResponse, type DeliveryReadyQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /api/delivery-run/ready?search=&page=: labels at my branch that may go out now and are on no run. */
export function getReadyLabels(query: DeliveryReadyQuery, signal?: AbortSignal) {
  return apiClient.get('/api/delivery-run/ready', { query: { ...query }, schema: deliveryReadyResponse, signal });
}

export const readyLabelsQueryOptions = (query: DeliveryReadyQuery) =>
  queryOptions({
    queryKey: deliveryKeys.ready(query),
    queryFn: ({ signal }) => getReadyLabels(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReadyLabels(query: DeliveryReadyQuery) {
  return useQuery(readyLabelsQueryOptions(query));
}
