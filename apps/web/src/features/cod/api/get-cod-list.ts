import { codListResponse, type CodListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { codKeys } from './cod-keys';

/** GET /api/cod?status=…: one page of COD labels in a state, with the totals of the whole filtered list. */
export const codListQueryOptions = (query: CodListQuery) =>
  queryOptions({
    queryKey: codKeys.list(query),
    queryFn: ({ signal }) => apiClient.get('/api/cod', { query: { ...query }, schema: codListResponse, signal }),
    placeholderData: keepPreviousData,
  });

export function useCodList(query: CodListQuery) {
  return useQuery(codListQueryOptions(query));
}
