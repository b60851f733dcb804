import { merchantListResponse } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Under the merchants' own keys (['merchants', …]): saving a merchant refreshes the form's choices too. */
const merchantChoiceKeys = {
  all: ['merchants', 'label-form'] as const,
  search: (search: string) => [...merchantChoiceKeys.all, search] as const,
};

/** GET /api/merchant?search=…: the merchants a COD label can be booked for, by name or phone, newest first. */
export const merchantChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: merchantChoiceKeys.search(search),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/merchant', {
          query: { search: search || undefined, per_page: 20 },
          schema: merchantListResponse,
          signal,
          // A lookup that fails leaves the select empty: never a reason to leave the form.
          globalErrorHandling: false,
        })
      ).data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useMerchantChoices(search: string) {
  return useQuery(merchantChoicesQueryOptions(search));
}
