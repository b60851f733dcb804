import { clearanceListResponse, type ClearanceListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearanceKeys } from './clearance-keys';

/** GET /api/cod-clearance: one page of batches, newest first. */
export function useClearances(query: ClearanceListQuery) {
  return useQuery(
    queryOptions({
      queryKey: clearanceKeys.list(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/cod-clearance', { query: { ...query }, schema: clearanceListResponse, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
