import { branchCollectionResponse, type BranchCollectionRequest } from '@waypost/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { branchCollectionKeys } from '@/components/branch-collections/get-branch-collections';
import { branchListKey } from '@/components/search-bar/branch-options';
import { apiClient } from '@/lib/api-client';
import { recheckReferenceCacheKey } from '@/lib/use-reference-cache-check';

/**
 * After a group changed: the groups again, and the branch list (reference data: each branch names its group), whose
 * server key moved with it.
 */
async function refreshGroups(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: branchCollectionKeys.all }),
    recheckReferenceCacheKey(queryClient).then(() =>
      queryClient.invalidateQueries({ queryKey: branchListKey }, { cancelRefetch: false }),
    ),
  ]);
}

export interface SaveBranchCollectionVariables {
  /** Absent: a new group. */
  id?: number;
  body: Partial<BranchCollectionRequest>;
}

/**
 * POST /api/branch-collection (201) or PUT /api/branch-collection/{id} (200): the group as saved; its branches leave
 * the groups they were in. 422 with field errors.
 */
export function useSaveBranchCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveBranchCollectionVariables) =>
      (id === undefined
        ? await apiClient.post('/api/branch-collection', { body, schema: branchCollectionResponse })
        : await apiClient.put(`/api/branch-collection/${id}`, { body, schema: branchCollectionResponse })
      ).data,
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** DELETE /api/branch-collection/{id} → 204; 409 (a message) while staff work across the group. */
export function useDeleteBranchCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/api/branch-collection/${id}`);
    },
    onSuccess: () => refreshGroups(queryClient),
  });
}
