import type { LoginRequest, LoginResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';

/**
 * POST /api/login. Errors stay with the form: a wrong password is not a reason to redirect anywhere. The answer is not
 * parsed again here (the server sends it through the domain's `loginResponse`): the login page loads no zod.
 */
export function login(credentials: LoginRequest) {
  return apiClient.post<LoginResponse>('/api/login', { body: credentials, globalErrorHandling: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
