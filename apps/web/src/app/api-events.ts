import type { QueryClient } from '@tanstack/react-query';
import { setApiEventListener, type ApiEvent } from '@/lib/api-client';
import { endSession, sessionKeys } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { rememberReturn } from '@/lib/return-to';
import { sessionToken } from '@/lib/session-token';
import { toast } from '@/lib/toast';

function assertNever(value: never): never {
  throw new Error(`Unhandled API event ${JSON.stringify(value)}`);
}

/**
 * Spec §8, for every request: 401 → log out (the guard then shows /login), with the "inactive for too long" message
 * first when the session expired; 403 → /403; 405 → /404; ≥ 500 → toast "Something Went Wrong!".
 */
export function installApiEventHandling(queryClient: QueryClient, navigate: (path: string) => void): () => void {
  return setApiEventListener((event: ApiEvent) => {
    switch (event.type) {
      case 'unauthorized':
        // Several requests can fail together; the session ends once.
        if (sessionToken.get() === null) return;
        if (event.sessionExpired) toast.warning(i18n.t('errors.sessionExpired'));
        // Back to this screen after the next sign-in, and the login page says why it asks (issue 26 §5).
        rememberReturn(localStorage, {
          path: `${window.location.pathname}${window.location.search}`,
          userId: queryClient.getQueryData<{ id: number }>(sessionKeys.account())?.id ?? null,
          reason: event.sessionExpired ? 'expired' : 'ended',
        });
        endSession(queryClient);
        return;
      case 'forbidden':
        navigate('/403');
        return;
      case 'method-not-allowed':
        navigate('/404');
        return;
      case 'server-error':
        toast.error(i18n.t('errors.somethingWentWrong'));
        return;
      case 'network-error':
        toast.error(i18n.t('errors.networkError'));
        return;
      default:
        assertNever(event);
    }
  });
}
