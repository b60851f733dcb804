/**
 * Where a clerk was when his session ended (issue 26 §5): the login page says why it asks him to sign in, and after
 * he signs in again he is back on that screen — with his form's draft (form-draft.ts). Kept in this browser only;
 * a different user signing in goes to his own home instead.
 */
const storageKey = 'waypost.returnTo';

export const returnReasons = ['expired', 'ended'] as const;
export type ReturnReason = (typeof returnReasons)[number];

export interface ReturnTo {
  path: string;
  userId: number | null;
  reason: ReturnReason;
}

export function rememberReturn(storage: Pick<Storage, 'setItem'>, returnTo: ReturnTo): void {
  // Only a screen of this app: never an address from outside, never the login page itself.
  if (!returnTo.path.startsWith('/') || returnTo.path.startsWith('//') || returnTo.path.startsWith('/login')) return;
  storage.setItem(storageKey, JSON.stringify(returnTo));
}

export function peekReturn(storage: Pick<Storage, 'getItem'>): ReturnTo | null {
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<ReturnTo> | null;
    if (!stored || typeof stored.path !== 'string' || !stored.path.startsWith('/') || stored.path.startsWith('//')) {
      return null;
    }
    return {
      path: stored.path,
      userId: typeof stored.userId === 'number' ? stored.userId : null,
      reason: stored.reason === 'expired' ? 'expired' : 'ended',
    };
  } catch {
    return null;
  }
}

/** The screen to go back to for the user now signed in (and forgotten either way). */
export function takeReturn(storage: Pick<Storage, 'getItem' | 'removeItem'>, userId: number): string | null {
  const returnTo = peekReturn(storage);
  storage.removeItem(storageKey);
  return returnTo && (returnTo.userId === null || returnTo.userId === userId) ? returnTo.path : null;
}

export function forgetReturn(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(storageKey);
}
