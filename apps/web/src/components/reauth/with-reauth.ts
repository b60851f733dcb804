import { ApiError } from '@/lib/api-client';

/** The password prompt was closed without a password: the request is dropped and the screen stays as it was. */
export class ReauthCancelled extends Error {
  constructor() {
    super('re-authentication cancelled');
    this.name = 'ReauthCancelled';
  }
}

export const isReauthCancelled = (error: unknown): boolean => error instanceof ReauthCancelled;

/**
 * Sends `request`; when the server asks for the password again before this sensitive action (401
 * insufficient_user_authentication), waits for `askPassword` — which resolves once POST /api/reauth took the
 * password, or rejects with ReauthCancelled — and sends the same request again, so the caller sees only its answer.
 */
export async function withReauth<T>(request: () => Promise<T>, askPassword: () => Promise<void>): Promise<T> {
  for (;;) {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.reauthRequired) throw error;
      await askPassword();
    }
  }
}
