import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of a session (issue 26 §4): a hash of the session token under its own label, so it is bound to the
 * session, needs no storage, and reveals nothing of the token (nor of the hash the sessions table keeps). The web's
 * cookie session sends it back in the `x-csrf-token` header on every write; a page of another site can read neither
 * the HttpOnly cookie nor this token, nor set that header on a request it forges.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`waypost-csrf:${sessionToken}`).digest('hex');
}

/** Whether `sent` is the session's CSRF token (compared in constant time). */
export function isSessionCsrfToken(sessionToken: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
