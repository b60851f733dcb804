import { sessionUserResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';

/** Spec §2: reload the page this long after a branch switch, so every screen starts over in the new branch. */
export const branchSwitchReloadDelayMs = 500;

interface SwitchBranchInput {
  userId: number;
  branchId: number;
}

/** POST /api/agent/switch_branch/{userId} to one of the user's jointed branches; refreshes the account. */
export function switchBranch({ userId, branchId }: SwitchBranchInput) {
  return apiClient.post(`/api/agent/switch_branch/${userId}`, {
    body: { branch_id: branchId },
    schema: sessionUserResponse,
    globalErrorHandling: false,
  });
}

export function useSwitchBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchBranch,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionKeys.account(), user);
      window.setTimeout(() => window.location.reload(), branchSwitchReloadDelayMs);
    },
  });
}
