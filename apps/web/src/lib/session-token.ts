import { useSyncExternalStore } from 'react';

/** The bearer token of the signed-in session, kept in localStorage so a reload and other tabs stay signed in. */
const storageKey = 'waypost.token';
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
  get: (): string | null => token,
  set(next: string | null): void {
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
