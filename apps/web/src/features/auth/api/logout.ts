import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { endSession } from '@/lib/auth';
import { forgetDrafts } from '@/lib/form-draft';
import { forgetReturn } from '@/lib/return-to';
import { sessionToken } from '@/lib/session-token';

/**
 * Logout ends the session here at once (the login page shows whatever the network does), then POST /api/logout
 * revokes the token on the server with the token it had; a lost answer changes nothing on this screen. The request is
 * kept alive past the page: a user who logs out and at once opens another address or closes the tab still ends the
 * session on the server (without it the browser cancelled the request, and the token stayed valid).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = sessionToken.get();
      // Signing out on purpose: the next person at this counter PC finds no one's half-typed forms.
      forgetDrafts(localStorage);
      forgetReturn(localStorage);
      endSession(queryClient);
      if (token === null) return;
      await apiClient
        .post<void>('/api/logout', {
          // Sent after the page forgot the session: the CSRF header it had, with the cookie the browser still has.
          headers: { 'x-csrf-token': token },
          globalErrorHandling: false,
          keepalive: true,
        })
        .catch(() => undefined);
    },
  });
}
