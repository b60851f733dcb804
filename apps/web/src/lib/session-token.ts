import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session as the page knows it (issue 26 §4): the session itself is an HttpOnly cookie no script can
 * read; the page keeps only the session's CSRF token, which it sends back on every request (`x-csrf-token`) and
 * which means nothing without the cookie. Kept in localStorage so a reload and other tabs stay signed in.
 */
const storageKey = 'waypost.session';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

let token: string | null = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionToken = {
  /** The session's CSRF token, or null when signed out. */
  get: (): string | null => token,
  set(next: string | null): void {
    if (next === token) return;
    token = next;
    try {
      if (next === null) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, next);
    } catch {
      // Storage unavailable: the session lasts for this page only.
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The client id this build sends with every call (spec §7 "a fixed API-token header"): the server's API_CLIENT_ID,
 * given to the build as VITE_API_CLIENT_ID when a deployment changes it. Not a secret: it names the client.
 */
export const apiClientId: string = (import.meta.env.VITE_API_CLIENT_ID as string | undefined) || defaultApiClientId;

/**
 * The headers of every API call: the client id, and the session's CSRF token, which proves a request comes from this
 * app's page (the cookie alone is sent by any site's form).
 */
export function sessionHeaders(): Record<string, string> {
  return token ? { [apiClientHeader]: apiClientId, 'x-csrf-token': token } : { [apiClientHeader]: apiClientId };
}

// Signing in or out in another tab signs this one in or out too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    token = read();
    emit();
  });
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(sessionToken.subscribe, sessionToken.get);
}
