import { branchListResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';

/** Spec §9: branch lists are cached for a day. */
const oneDay = 24 * 60 * 60_000;

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches', 'all'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/branch/all', { schema: branchListResponse, signal })).data,
    staleTime: oneDay,
    gcTime: oneDay,
  });

/** GET /api/branch/all: every branch, for the deliver-branch select and forward/redirect targets. */
export function useBranches() {
  return useQuery(branchesQueryOptions());
}
