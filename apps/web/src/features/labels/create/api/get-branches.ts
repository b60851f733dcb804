import { branchListResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { referenceQueryOptions } from '../../../../lib/reference-cache';

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches', 'all'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/branch/all', { schema: branchListResponse, signal })).data,
    // Spec §9: branch lists are cached for a day, across reloads.
    ...referenceQueryOptions('branchesAndTownships'),
  });

/** GET /api/branch/all: every branch, for the deliver-branch select and forward/redirect targets. */
export function useBranches() {
  return useQuery(branchesQueryOptions());
}
