import { roleResponse, type Permission } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './get-roles';

/** PUT /api/role/{id}/permissions: the role's whole permission list. */
export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, permissions }: { id: number; permissions: readonly Permission[] }) =>
      (
        await apiClient.put(`/api/role/${id}/permissions`, {
          body: { permissions },
          schema: roleResponse,
        })
      ).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: roleKeys.list }),
  });
}
