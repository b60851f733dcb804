import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('the profile on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('keeps the header switch’s language for the next sign-in, and refuses one it does not know', async () => {
    const app = getApp();
    const user = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const token = await signIn(app, user.userName);
    expect((await app.request('PUT', '/api/profile/locale', { token, body: { locale: 'zh' } })).status).toBe(204);
    const signedIn = await app.request('POST', '/api/login', {
      body: { user_name: user.userName, password: demoPassword },
    });
    expect(signedIn.body.user.locale).toBe('zh');
    expect((await app.request('PUT', '/api/profile/locale', { token, body: { locale: 'fr' } })).status).toBe(422);
  });

  it('changes his own name, phone and language, and nothing else', async () => {
    const app = getApp();
    const member = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const token = await signIn(app, member.userName);
    const saved = await app.request('PUT', '/api/profile', {
      token,
      body: { name: 'Ma Thiri', phone: '၀၉၄၂၁၂၃၄၅၆၇', locale: 'zh', role_id: 1 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({
      name: 'Ma Thiri',
      user_name: member.userName,
      phone: '09421234567',
      locale: 'zh',
    });
    const account = await app.request('GET', '/api/active_account', { token });
    expect(account.body.user).toMatchObject({ name: 'Ma Thiri', locale: 'zh', role: { slug: 'staff' } });
    const bad = await app.request('PUT', '/api/profile', { token, body: { name: ' ', phone: '12', locale: 'fr' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['locale', 'name', 'phone']);
  });

  it('changes his password with the current one, ending his other sessions but not this one', async () => {
    const app = getApp();
    const member = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const here = await signIn(app, member.userName);
    const elsewhere = await signIn(app, member.userName);

    const sessions = await app.request('GET', '/api/profile/sessions', { token: here });
    expect(sessions.body.data).toHaveLength(2);
    expect(sessions.body.data.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(JSON.stringify(sessions.body)).not.toMatch(/token/);

    const wrong = await app.request('POST', '/api/profile/password', {
      token: here,
      body: { current_password: 'not-mine', password: 'newpass1', confirm_password: 'newpass1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['This is not your password.']);
    const mismatch = await app.request('POST', '/api/profile/password', {
      token: here,
      body: { current_password: demoPassword, password: 'newpass1', confirm_password: 'newpass2' },
    });
    expect(mismatch.body.errors.confirm_password).toEqual(['The passwords do not match.']);

    const changed = await app.request('POST', '/api/profile/password', {
      token: here,
      body: { current_password: demoPassword, password: 'newpass1', confirm_password: 'newpass1' },
    });
    expect(changed.status).toBe(204);
    expect((await app.request('GET', '/api/active_account', { token: here })).status).toBe(200);
    expect((await app.request('GET', '/api/active_account', { token: elsewhere })).status).toBe(401);
    const login = await app.request('POST', '/api/login', {
      body: { user_name: member.userName, password: demoPassword },
    });
    expect(login.status).toBe(401);
    expect((await signIn(app, member.userName, 'newpass1')).length).toBeGreaterThan(0);
  });

  it('ends one of his own sessions; another user’s session is not found', async () => {
    const app = getApp();
    const member = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const other = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const here = await signIn(app, member.userName);
    const phone = await signIn(app, member.userName);
    const theirs = await signIn(app, other.userName);
    const listed = (await app.request('GET', '/api/profile/sessions', { token: here })).body.data as {
      id: number;
      current: boolean;
    }[];
    const phoneSession = listed.find((session) => !session.current)!;
    const theirSession = (await app.request('GET', '/api/profile/sessions', { token: theirs })).body.data[0].id;

    expect((await app.request('DELETE', `/api/profile/sessions/${theirSession}`, { token: here })).status).toBe(404);
    expect((await app.request('GET', '/api/active_account', { token: theirs })).status).toBe(200);
    expect((await app.request('DELETE', `/api/profile/sessions/${phoneSession.id}`, { token: here })).status).toBe(204);
    expect((await app.request('GET', '/api/active_account', { token: phone })).status).toBe(401);
    const left = (await app.request('GET', '/api/profile/sessions', { token: here })).body.data;
    expect(left.map((session: { current: boolean }) => session.current)).toEqual([true]);
  });
});
