import { loginResponse, type LoginRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';

/** POST /api/login. Errors stay with the form: a wrong password is not a reason to redirect anywhere. */
export function login(credentials: LoginRequest) {
  return apiClient.post('/api/login', { body: credentials, schema: loginResponse, globalErrorHandling: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
