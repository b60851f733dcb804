import { branchResponse, type BranchCreateRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { branchListKey } from '@/components/search-bar/branch-options';
import { apiClient } from '@/lib/api-client';
import { recheckReferenceCacheKey } from '@/lib/use-reference-cache-check';

/**
 * POST /api/branch → 201 the branch; 422 with field errors (a code in use among them). The branch list is reference
 * data cached for a day under the server's key, which the new branch moves: the key is read again and the list
 * fetched again at once, so every picker offers the new branch.
 */
export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Partial<BranchCreateRequest>) =>
      (await apiClient.post('/api/branch', { body, schema: branchResponse })).data,
    onSuccess: async () => {
      await recheckReferenceCacheKey(queryClient);
      // A refetch the new key already started is awaited rather than started again.
      await queryClient.invalidateQueries({ queryKey: branchListKey }, { cancelRefetch: false });
    },
  });
}
