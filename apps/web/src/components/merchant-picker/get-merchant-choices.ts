import { merchantListResponse, merchantResponse } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Under the merchants' own keys (['merchants', …]): saving a merchant refreshes the pickers' choices too. */
const merchantPickerKeys = {
  all: ['merchants', 'picker'] as const,
  search: (search: string) => [...merchantPickerKeys.all, 'search', search] as const,
  one: (id: number) => [...merchantPickerKeys.all, 'one', id] as const,
};

/** GET /api/merchant?search=…: up to 20 merchants by name or phone, newest first. */
export function useMerchantChoices(search: string) {
  return useQuery(
    queryOptions({
      queryKey: merchantPickerKeys.search(search),
      queryFn: async ({ signal }) =>
        (
          await apiClient.get('/api/merchant', {
            query: { search: search || undefined, per_page: 20 },
            schema: merchantListResponse,
            signal,
          })
        ).data,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/merchant/{id}: the merchant a URL names, so the picker can show its name before any search. */
export function usePickedMerchant(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: merchantPickerKeys.one(id ?? 0),
      queryFn: async ({ signal }) =>
        (await apiClient.get(`/api/merchant/${id}`, { schema: merchantResponse, signal })).data,
      enabled: id !== undefined,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}
