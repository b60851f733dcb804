import { branchCollectionListResponse } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Cache keys of the company's branch groups; saving or deleting a group invalidates them. */
export const branchCollectionKeys = {
  all: ['branch-collections'] as const,
  list: () => [...branchCollectionKeys.all, 'list'] as const,
};

/**
 * GET /api/branch-collection: the company's groups of branches with their branches and staff counts (super-admin and
 * md only: `enabled` is false for anyone else, who is refused it).
 */
export function useBranchCollections(enabled = true) {
  return useQuery({
    queryKey: branchCollectionKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/branch-collection', { schema: branchCollectionListResponse, signal })).data,
    enabled,
  });
}
