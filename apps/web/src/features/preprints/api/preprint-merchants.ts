import { merchantListResponse } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Under the merchants' own keys (['merchants', …]): saving a merchant refreshes these choices too. */
const keys = {
  all: ['merchants', 'preprint-form'] as const,
  search: (search: string) => [...keys.all, search] as const,
};

/** GET /api/merchant?search=…: the merchants a range can be issued to, by name or phone. */
export function usePreprintMerchants(search: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.search(search),
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
