import {
  twoStepSetupResponse,
  twoStepVerifyResponse,
  type TwoStepSetupResponse,
  type TwoStepVerifyResponse,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';

/** POST /api/auth/totp/setup: a new secret for the app to scan. */
export function useStartTwoStep() {
  return useMutation({
    mutationFn: (): Promise<TwoStepSetupResponse> =>
      apiClient.post('/api/auth/totp/setup', { schema: twoStepSetupResponse }),
  });
}

/**
 * POST /api/auth/totp/verify: the app's first code turns it on; the account is read again once the recovery codes
 * have been seen (reading it at once would take the set-up screen away before they are).
 */
export function useVerifyTwoStep() {
  return useMutation({
    mutationFn: (code: string): Promise<TwoStepVerifyResponse> =>
      apiClient.post('/api/auth/totp/verify', {
        body: { code },
        schema: twoStepVerifyResponse,
        globalErrorHandling: false,
      }),
  });
}

export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.account() });
}

/** POST /api/auth/totp/disable: the password and a code. */
export function useDisableTwoStep() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (request: { password: string; code: string }) =>
      apiClient.post<void>('/api/auth/totp/disable', { body: request, globalErrorHandling: false }),
    onSuccess: () => void refresh(),
  });
}
