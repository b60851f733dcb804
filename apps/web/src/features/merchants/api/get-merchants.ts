import { merchantListResponse, type MerchantListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { merchantKeys } from './merchant-keys';

export const merchantsQueryOptions = (query: MerchantListQuery) =>
  queryOptions({
    queryKey: merchantKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get('/api/merchant', { query: { ...query }, schema: merchantListResponse, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/merchant: one page of the company's merchants, newest first. */
export function useMerchants(query: MerchantListQuery) {
  return useQuery(merchantsQueryOptions(query));
}
