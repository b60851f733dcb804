import { staffResponse, type AccountStatus } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export interface ChangeStaffStatusVariables {
  id: number;
  status: AccountStatus;
}

/**
 * POST /api/staff/{id}/status: the member moves to another tab (suspending or banning him also ends his sessions on
 * the server), so every list and its counts are stale after.
 */
export function useChangeStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: ChangeStaffStatusVariables) =>
      (await apiClient.post(`/api/staff/${id}/status`, { body: { status }, schema: staffResponse })).data,
    onSuccess: (member) => {
      queryClient.setQueryData(staffKeys.detail(member.id), member);
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    },
  });
}
