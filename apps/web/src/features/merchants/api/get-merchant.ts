import { merchantResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { merchantKeys } from './merchant-keys';

export const merchantQueryOptions = (id: number) =>
  queryOptions({
    queryKey: merchantKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/api/merchant/${id}`, { schema: merchantResponse, signal })).data,
  });

/** GET /api/merchant/{id}: the merchant the edit form opens. */
export function useMerchant(id: number) {
  return useQuery(merchantQueryOptions(id));
}
