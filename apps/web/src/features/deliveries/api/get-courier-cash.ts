import { courierCashDetail, courierCashResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /api/courier-cash: the couriers of my branch holding COD cash, with what each should hand over. */
export function useCourierCashList() {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.cash(),
      queryFn: async ({ signal }) =>
        (await apiClient.get('/api/courier-cash', { schema: courierCashResponse, signal })).data,
    }),
  );
}

/** GET /api/courier-cash/{courierId}: the labels behind one courier's cash. */
export function useCourierCash(courierId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.cashDetail(courierId ?? 0),
      queryFn: ({ signal }) => apiClient.get(`/api/courier-cash/${courierId}`, { schema: courierCashDetail, signal }),
      enabled: courierId !== null,
      retry: false,
    }),
  );
}
