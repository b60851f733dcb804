import { branchListResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { referenceQueryOptions } from '@/lib/reference-cache';

/** The cache key of the company's branch list (every branch picker's, and the labels form's). */
export const branchListKey = ['branches', 'all'] as const;

/** GET /api/branch/all (the same cache entry as every other branch picker). */
export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: branchListKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/branch/all', { schema: branchListResponse, signal })).data,
    // Spec §9: branch lists are cached for a day, across reloads.
    ...referenceQueryOptions('branchesAndTownships'),
  });

export function useBranchList() {
  return useQuery(branchesQueryOptions());
}

/** Spec §2: the search bar's branch select offers YGN (49th Street, Yangon) and MDY (Mandalay). */
export const searchBarBranchCodes = ['YGN', 'MDY'] as const;
