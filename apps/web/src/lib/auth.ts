import type { SessionUser } from '@waypost/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { sessionToken } from './session-token';

export const sessionKeys = {
  all: ['session'] as const,
  account: () => [...sessionKeys.all, 'account'] as const,
};

/**
 * The signed-in user, fresh from GET /api/active_account (spec §7: refreshed at start-up and after a branch switch).
 * Not parsed again here: the server sends it through the domain's `activeAccountResponse` schema, and the first
 * screen does not load zod just for this.
 */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.account(),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ user: SessionUser; csrf_token: string }>('/api/active_account', { signal });
      // The session's CSRF token, as the server has it (a tab signed in before this version kept none).
      sessionToken.set(answer.csrf_token);
      return answer.user;
    },
    staleTime: 5 * 60_000,
    // Back at the tab, the account is asked for again (one small request): a suspension or an ended session sends
    // the page to the login page, a new role or branch shows, before the user acts on a stale screen.
    refetchOnWindowFocus: 'always',
    retry: false,
  });

export function useAccount() {
  return useQuery({ ...accountQueryOptions(), enabled: sessionToken.get() !== null });
}

/** The signed-in user; only below the sign-in guard, which waits for the account before rendering. */
export function useCurrentUser(): SessionUser {
  const { data } = useAccount();
  if (!data) throw new Error('useCurrentUser is used outside the signed-in part of the app');
  return data;
}

/** Starts a session with what POST /api/login answered: the user, and the session's CSRF token. */
export function startSession(queryClient: QueryClient, csrfToken: string, user: SessionUser): void {
  queryClient.setQueryData(sessionKeys.account(), user);
  sessionToken.set(csrfToken);
}

/** Forgets the session locally: its CSRF token and every cached answer (the next user must not see them). */
export function endSession(queryClient: QueryClient): void {
  sessionToken.set(null);
  queryClient.clear();
}
