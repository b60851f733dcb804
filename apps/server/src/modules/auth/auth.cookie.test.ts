import { describe, expect, it } from 'vitest';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** The session cookie a web sign-in set, as the browser sends it back. */
function sessionCookieOf(response: { headers: Headers }): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('wp_session='));
  expect(set).toMatch(/^wp_session=[^;]+; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Strict$/);
  return set!.split(';')[0]!;
}

async function webSignIn(app: TestApp, userName: string) {
  const response = await app.request('POST', '/api/login', {
    body: { user_name: userName, password: demoPassword, cookie: true },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { response, cookie: sessionCookieOf(response), csrf: response.body.csrf_token as string };
}

// Issue 26 §4: the web's session is an HttpOnly, SameSite=Strict cookie, its writes carry a CSRF token.
describe.each(databaseKinds)('the web’s cookie session on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('signs in to an HttpOnly cookie and answers the CSRF token, never the session token', async () => {
    const app = getApp();
    const { response, cookie, csrf } = await webSignIn(app, 'staff');
    expect(response.body).not.toHaveProperty('token');
    expect(response.body.user.user_name).toBe('staff');
    expect(csrf).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(response.body)).not.toContain(cookie.slice('wp_session='.length));
    const account = await app.request('GET', '/api/active_account', { headers: { cookie } });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ user: { user_name: 'staff' }, csrf_token: csrf });
    // API clients still sign in to a bearer token, as before.
    const bearer = await app.request('POST', '/api/login', { body: { user_name: 'staff', password: demoPassword } });
    expect(bearer.body.token).toEqual(expect.any(String));
    expect(bearer.headers.getSetCookie().some((set) => set.startsWith('wp_session='))).toBe(false);
  });

  it('refuses a cookie session’s write without its CSRF token (a forged form from another site)', async () => {
    const app = getApp();
    const { cookie, csrf } = await webSignIn(app, 'staff');
    const attempts: Record<string, string>[] = [
      {},
      { 'x-csrf-token': 'f'.repeat(64) },
      { 'x-csrf-token': csrf.slice(1) },
    ];
    for (const headers of attempts) {
      const forged = await app.request('POST', '/api/logout', { headers: { cookie, ...headers } });
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ message: 'This page is out of date. Reload it and try again.' });
    }
    // Reads need no token; the session is still alive after the refused writes.
    expect((await app.request('GET', '/api/active_account', { headers: { cookie } })).status).toBe(200);
    // Another session's token is no key to this one.
    const other = await webSignIn(app, 'staff');
    expect((await app.request('POST', '/api/logout', { headers: { cookie, 'x-csrf-token': other.csrf } })).status).toBe(
      403,
    );
    // A bearer client needs none (no browser sends its token by itself).
    const token = await signIn(app, 'staff');
    expect((await app.request('POST', '/api/logout', { token })).status).toBe(204);
  });

  it('signs out with the token: the cookie is cleared and no longer a session', async () => {
    const app = getApp();
    const { cookie, csrf } = await webSignIn(app, 'staff');
    const out = await app.request('POST', '/api/logout', { headers: { cookie, 'x-csrf-token': csrf } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().find((set) => set.startsWith('wp_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await app.request('GET', '/api/active_account', { headers: { cookie } })).status).toBe(401);
  });

  it('is no key to the merchants’ public API', async () => {
    const app = getApp();
    const { cookie } = await webSignIn(app, 'owner');
    expect((await app.request('GET', '/api/v1/labels', { headers: { cookie } })).status).toBe(401);
  });
});
