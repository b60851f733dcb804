import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp } from '../../test/test-app.js';

/** POST /api/reauth and routes marked `freshAuth` (money design §5: approve, complete, void, limits, bank details). */
describe.each(databaseKinds)('re-authentication on %s', (kind) => {
  // Other test files sign in from the same address; only this file's own limits are under test.
  const getApp = useTestApp(kind, { testHooks: true, loginMaxFailuresPerIp: 10_000 });
  const sensitive = '/api/test-hooks/sensitive-action';

  async function freshUser() {
    const app = getApp();
    const user = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    return { user, token: await signIn(app, user.userName) };
  }

  it('asks for the password before a sensitive action, then lets it through for 5 minutes', async () => {
    const app = getApp();
    const { token } = await freshUser();
    const asked = await app.request('POST', sensitive, { token });
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ message: 'Please enter your password again to confirm this action.' });
    expect(asked.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_user_authentication", error_description="password required", max_age=300',
    );
    // Still signed in: only the action needs the password.
    expect((await app.request('GET', '/api/active_account', { token })).status).toBe(200);

    expect((await app.request('POST', '/api/reauth', { token, body: { password: demoPassword } })).status).toBe(204);
    expect((await app.request('POST', sensitive, { token })).status).toBe(204);
    app.clock.advance(5 * 60_000);
    expect((await app.request('POST', sensitive, { token })).status).toBe(204);
    app.clock.advance(1_000);
    expect((await app.request('POST', sensitive, { token })).status).toBe(401);
  });

  it('answers a wrong password with a field error in the user’s language, and stays signed in', async () => {
    const app = getApp();
    const { token } = await freshUser();
    const wrong = await app.request('POST', '/api/reauth', { token, body: { password: 'not-it' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['This is not your password.'] });
    const burmese = await app.request('POST', '/api/reauth', {
      token,
      body: { password: 'not-it' },
      headers: { 'accept-language': 'mm' },
    });
    expect(burmese.body.errors.password).toEqual(['ဤစကားဝှက်သည် သင့်စကားဝှက် မဟုတ်ပါ။']);
    expect((await app.request('POST', sensitive, { token })).status).toBe(401);
    expect((await app.request('GET', '/api/active_account', { token })).status).toBe(200);
    const empty = await app.request('POST', '/api/reauth', { token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['password']);
  });

  it('counts wrong passwords against the sign-in limits, so a stolen token cannot guess faster', async () => {
    const app = getApp();
    const { token } = await freshUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < app.config.loginMaxFailuresPerAccountAndIp + 1; attempt += 1) {
      statuses.push((await app.request('POST', '/api/reauth', { token, body: { password: 'guess' } })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The right password is refused too while the limit holds: the counting comes before any hashing.
    expect((await app.request('POST', '/api/reauth', { token, body: { password: demoPassword } })).status).toBe(429);
  });

  it('makes only the session that typed the password fresh', async () => {
    const app = getApp();
    const { user, token } = await freshUser();
    const other = await signIn(app, user.userName);
    expect((await app.request('POST', '/api/reauth', { token, body: { password: demoPassword } })).status).toBe(204);
    expect((await app.request('POST', sensitive, { token })).status).toBe(204);
    expect((await app.request('POST', sensitive, { token: other })).status).toBe(401);
  });

  it('needs a signed-in session', async () => {
    const app = getApp();
    expect((await app.request('POST', '/api/reauth', { body: { password: demoPassword } })).status).toBe(401);
    expect((await app.request('POST', sensitive)).status).toBe(401);
  });
});
