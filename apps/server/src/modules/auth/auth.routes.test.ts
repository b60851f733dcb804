import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { pruneExpiredSessions } from './auth.service.js';
import { branchIdOf, createUser, unique } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const hour = 3_600_000;

/** When the session behind `token` was last written (its idle expiry slid). */
const lastUsedAt = async (app: TestApp, token: string) =>
  (
    await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.lastUsedAt.getTime();

describe.each(databaseKinds)('auth on %s', (kind) => {
  // A high per-IP limit: every test signs in from 127.0.0.1; the throttle has its own tests (auth.throttle.test.ts).
  const getApp = useTestApp(kind, { loginMaxFailuresPerIp: 10_000 });

  describe('POST /api/login', () => {
    it('returns a token and the spec User shape for a demo account', async () => {
      const { request } = getApp();
      const response = await request('POST', '/api/login', { body: { user_name: 'owner', password: demoPassword } });
      expect(response.status).toBe(200);
      expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { user } = response.body;
      expect(user).toMatchObject({
        name: 'U Kyaw Zin',
        user_name: 'owner',
        role: { slug: 'owner', name: 'Owner', level: 20 },
        business_name: 'Waypost Express',
        branch: { code: 'YGN', name_en: '49th Street Branch, Yangon', town: 'Yangon', international_mail: true },
        locale: 'mm',
      });
      expect(user.hashid).toMatch(/^[A-Za-z0-9]{8,}$/);
      expect(user.role.permissions).toContain('dashboard-view');
      expect(user.jointed_branches.map((b: { name_en: string }) => b.name_en)).toEqual([
        '49th Street Branch, Yangon',
        'Mandalay Branch',
        'Nay Pyi Taw Branch',
      ]);
      expect(user).not.toHaveProperty('password_hash');
      expect(JSON.stringify(response.body)).not.toMatch(/argon2/);
    });

    it('names the role in the request language', async () => {
      const { request } = getApp();
      const body = { user_name: 'staff', password: demoPassword };
      const mm = await request('POST', '/api/login', { body, headers: { 'accept-language': 'mm' } });
      const zh = await request('POST', '/api/login', { body, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
      expect(mm.body.user.role.name).toBe('ဝန်ထမ်း');
      expect(zh.body.user.role.name).toBe('员工');
    });

    it('gives roles that need no branch no branch', async () => {
      const { request } = getApp();
      for (const userName of ['cs', 'admin']) {
        const response = await request('POST', '/api/login', { body: { user_name: userName, password: demoPassword } });
        expect(response.status).toBe(200);
        expect(response.body.user.branch).toBeNull();
      }
    });

    it('accepts the user name in any letter case', async () => {
      const response = await getApp().request('POST', '/api/login', {
        body: { user_name: 'Owner', password: demoPassword },
      });
      expect(response.status).toBe(200);
    });

    it('stores only a hash of the token, and issues a new token per login', async () => {
      const app = getApp();
      const first = await signIn(app, 'supervisor');
      const second = await signIn(app, 'supervisor');
      expect(first).not.toBe(second);
      const stored = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(first)));
      expect(stored).toHaveLength(1);
      const leaked = await app.db.select().from(sessions).where(eq(sessions.tokenHash, first));
      expect(leaked).toHaveLength(0);
    });

    it('answers a wrong password or an unknown user with 401 Invalid Credential', async () => {
      const { request } = getApp();
      const wrong = await request('POST', '/api/login', { body: { user_name: 'manager', password: 'nope-nope' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid Credential' });
      const unknown = await request('POST', '/api/login', { body: { user_name: unique('ghost'), password: 'x' } });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ message: 'Invalid Credential' });
    });

    it('refuses a suspended or banned account with 403 and a clear message', async () => {
      const app = getApp();
      const suspended = await app.request('POST', '/api/login', {
        body: { user_name: 'suspended', password: demoPassword },
      });
      expect(suspended.status).toBe(403);
      expect(suspended.body.message).toBe('This account is suspended. Please contact your manager.');
      expect(suspended.body).not.toHaveProperty('token');
      const banned = await createUser(app.db, { role: 'staff', branch: 'YGN', status: 'ban' });
      const response = await app.request('POST', '/api/login', {
        body: { user_name: banned.userName, password: demoPassword },
        headers: { 'accept-language': 'mm' },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('ဤအကောင့်ကို ပိတ်ပင်ထားပါသည်။ မန်နေဂျာထံ ဆက်သွယ်ပါ။');
    });

    it('does not reveal a suspension to someone without the password', async () => {
      const response = await getApp().request('POST', '/api/login', {
        body: { user_name: 'suspended', password: 'guess' },
      });
      expect(response.status).toBe(401);
    });

    it('answers missing fields with 422 and localized field errors', async () => {
      const { request } = getApp();
      const en = await request('POST', '/api/login', { body: { user_name: '' } });
      expect(en.status).toBe(422);
      expect(en.body).toEqual({
        message: 'Some fields are not valid.',
        errors: { user_name: ['This field is required.'], password: ['This field is required.'] },
      });
      const mm = await request('POST', '/api/login', { body: {}, headers: { 'accept-language': 'mm' } });
      expect(mm.body.errors.user_name).toEqual(['ဤအကွက်ကို ဖြည့်ရန် လိုအပ်ပါသည်။']);
    });

    it('answers malformed JSON with 422, not 500', async () => {
      const response = await getApp().request('POST', '/api/login', { rawBody: '{"user_name":' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ body: ['Invalid!'] });
    });
  });

  describe('sessions', () => {
    it('GET /api/active_account answers with the token and 401 Unauthorized without', async () => {
      const app = getApp();
      const token = await signIn(app, 'owner');
      const me = await app.request('GET', '/api/active_account', { token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ user_name: 'owner', role: { slug: 'owner' } });
      const anonymous = await app.request('GET', '/api/active_account');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Unauthorized' });
      const forged = await app.request('GET', '/api/active_account', { token: 'A'.repeat(43) });
      expect(forged.status).toBe(401);
    });

    it('POST /api/logout revokes only that session', async () => {
      const app = getApp();
      const first = await signIn(app, 'manager');
      const second = await signIn(app, 'manager');
      const logout = await app.request('POST', '/api/logout', { token: first });
      expect(logout.status).toBe(204);
      expect((await app.request('GET', '/api/active_account', { token: first })).status).toBe(401);
      expect((await app.request('GET', '/api/active_account', { token: second })).status).toBe(200);
    });

    it('expires after the idle lifetime, telling the client the session expired', async () => {
      const app = getApp();
      const token = await signIn(app, 'supervisor');
      app.clock.advance(app.config.tokenTtlHours * hour + 1_000);
      const response = await app.request('GET', '/api/active_account', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
      expect(response.headers.get('www-authenticate')).toContain('session expired');
    });

    it('is kept alive by use, up to the absolute lifetime of 7 days', async () => {
      const app = getApp();
      const token = await signIn(app, 'supervisor');
      let days = 0;
      for (let step = 0; step < 17; step += 1) {
        app.clock.advance(11 * hour);
        days += 11 / 24;
        const response = await app.request('GET', '/api/active_account', { token });
        expect(response.status, `after ${days.toFixed(1)} days`).toBe(days < 7 ? 200 : 401);
        // The answer does not wait for the expiry to slide; the next step is 11 hours on, long after it has.
        if (response.status === 200) await expect.poll(() => lastUsedAt(app, token)).toBe(app.clock.now().getTime());
      }
      expect(days).toBeGreaterThan(7);
    });

    it('writes the session at most once a minute', async () => {
      const app = getApp();
      const token = await signIn(app, 'staff');
      const atLogin = await lastUsedAt(app, token);
      app.clock.advance(30_000);
      await app.request('GET', '/api/active_account', { token });
      expect(await lastUsedAt(app, token)).toBe(atLogin);
      app.clock.advance(31_000);
      await app.request('GET', '/api/active_account', { token });
      // Written after the answer, without holding it up.
      await expect.poll(() => lastUsedAt(app, token)).toBe(atLogin + 61_000);
    });

    it('prunes sessions that can no longer be used, and keeps live ones', async () => {
      const app = getApp();
      const live = await signIn(app, 'staff');
      const revoked = await signIn(app, 'staff');
      await app.request('POST', '/api/logout', { token: revoked });
      const removed = await pruneExpiredSessions(app);
      expect(removed).toBeGreaterThanOrEqual(1);
      const remaining = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(revoked)));
      expect(remaining).toHaveLength(0);
      expect((await app.request('GET', '/api/active_account', { token: live })).status).toBe(200);
    });

    it("ends a user's sessions when the account is suspended or banned", async () => {
      const app = getApp();
      for (const status of ['suspend', 'ban'] as const) {
        const user = await createUser(app.db, { role: 'staff', branch: 'YGN' });
        const token = await signIn(app, user.userName);
        await app.db.update(users).set({ status }).where(eq(users.id, user.id));
        expect((await app.request('GET', '/api/active_account', { token })).status).toBe(401);
      }
    });
  });

  describe('POST /api/agent/switch_branch/{userId}', () => {
    it('moves the user to one of their jointed branches and records it in the audit log', async () => {
      const app = getApp();
      const user = await createUser(app.db, { role: 'manager', branch: 'YGN', jointed: ['YGN', 'MDY'] });
      const token = await signIn(app, user.userName);
      const mandalay = await branchIdOf(app.db, 'MDY');
      const response = await app.request('POST', `/api/agent/switch_branch/${user.id}`, {
        token,
        body: { branch_id: mandalay },
      });
      expect(response.status).toBe(200);
      expect(response.body.user.branch).toMatchObject({ code: 'MDY', name_en: 'Mandalay Branch' });
      const me = await app.request('GET', '/api/active_account', { token });
      expect(me.body.user.branch.code).toBe('MDY');
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))));
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: user.id,
          action: 'user.switch-branch',
          entity: 'user',
          after: { branch_id: mandalay },
        }),
      ]);
    });

    it('refuses a branch that is not jointed, and another user', async () => {
      const app = getApp();
      const user = await createUser(app.db, { role: 'manager', branch: 'YGN', jointed: ['YGN'] });
      const other = await createUser(app.db, { role: 'staff', branch: 'YGN', jointed: ['YGN', 'MDY'] });
      const token = await signIn(app, user.userName);
      const notJointed = await app.request('POST', `/api/agent/switch_branch/${user.id}`, {
        token,
        body: { branch_id: await branchIdOf(app.db, 'TGI') },
      });
      expect(notJointed.status).toBe(403);
      expect(notJointed.body.message).toBe('You can only switch to one of your own branches.');
      const someoneElse = await app.request('POST', `/api/agent/switch_branch/${other.id}`, {
        token,
        body: { branch_id: await branchIdOf(app.db, 'MDY') },
      });
      expect(someoneElse.status).toBe(403);
      const invalid = await app.request('POST', `/api/agent/switch_branch/${user.id}`, {
        token,
        body: { branch_id: 'x' },
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors.branch_id).toBeDefined();
    });
  });

  describe('audit log', () => {
    it('refuses UPDATE and DELETE in the database itself', async () => {
      const app = getApp();
      const user = await createUser(app.db, { role: 'manager', branch: 'YGN', jointed: ['YGN', 'MDY'] });
      const token = await signIn(app, user.userName);
      await app.request('POST', `/api/agent/switch_branch/${user.id}`, {
        token,
        body: { branch_id: await branchIdOf(app.db, 'MDY') },
      });
      await expect(
        app.db.execute(sql`UPDATE audit_log SET action = 'forged' WHERE entity_id = ${String(user.id)}`),
      ).rejects.toThrow();
      await expect(app.db.execute(sql`DELETE FROM audit_log WHERE entity_id = ${String(user.id)}`)).rejects.toThrow();
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))));
      expect(rows.map((row) => row.action)).toEqual(['user.switch-branch']);
    });
  });
});
