import { clearanceDetailResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearanceKeys } from './clearance-keys';

/** GET /api/cod-clearance/{id}: the batch, its lines and the postings it made. */
export const clearanceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clearanceKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/api/cod-clearance/${id}`, { schema: clearanceDetailResponse, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export function useClearance(id: number) {
  return useQuery(clearanceQueryOptions(id));
}
