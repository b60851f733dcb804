import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endSession } from '../../../lib/auth';

/** POST /api/logout revokes the token; the session ends locally whatever the server answers. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<void>('/api/logout', { globalErrorHandling: false }).catch(() => undefined),
    onSettled: () => endSession(queryClient),
  });
}
