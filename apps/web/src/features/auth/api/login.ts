import type { LoginRequest, LoginResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import { changeLocale } from '@/lib/i18n';

/**
 * POST /api/login. Errors stay with the form: a wrong password is not a reason to redirect anywhere. The answer is not
 * parsed again here (the server sends it through the domain's `loginResponse`): the login page loads no zod.
 */
export function login(credentials: Omit<LoginRequest, 'cookie'>) {
  // The session as an HttpOnly cookie (issue 26 §4): the page is given only the CSRF token to send back.
  return apiClient.post<LoginResponse>('/api/login', {
    body: { ...credentials, cookie: true },
    globalErrorHandling: false,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ csrf_token: csrfToken, user }) => {
      startSession(queryClient, csrfToken ?? '', user);
      // His profile's language, on whatever browser he signs in from (issue 26 §5).
      void changeLocale(user.locale);
    },
  });
}
