import { labelTabCountsResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

/** GET /api/label/count: every list tab's counter, of both sides. */
export const labelTabCountsQueryOptions = () =>
  queryOptions({
    queryKey: labelKeys.tabCounts(),
    queryFn: ({ signal }) => apiClient.get('/api/label/count', { schema: labelTabCountsResponse, signal }),
    select: (response) => response.data,
    // The whole branch moves labels all day: every tab opened counts afresh (one light query).
    staleTime: 0,
  });

export function useLabelTabCounts() {
  return useQuery(labelTabCountsQueryOptions());
}
