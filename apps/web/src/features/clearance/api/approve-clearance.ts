import { clearanceResponse } from '@waypost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useBatchChanged } from './use-batch-changed';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

/**
 * POST /api/cod-clearance/{id}/approve (password typed again). Its 403 — the issuer approving their own batch — is
 * the screen's to say, not a reason to leave for /403.
 */
async function approveClearance(id: number) {
  return (
    await apiClient.post(`/api/cod-clearance/${id}/approve`, { schema: clearanceResponse, globalErrorHandling: false })
  ).data;
}

export function useApproveClearance(withReauth: WithReauth) {
  const changed = useBatchChanged();
  return useMutation({ mutationFn: (id: number) => withReauth(() => approveClearance(id)), onSuccess: changed });
}
