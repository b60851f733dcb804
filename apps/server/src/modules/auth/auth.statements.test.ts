import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches, roles, sessions, userBranches, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { createUser, unique } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('authentication statements on %s', (kind) => {
  const statements: string[] = [];
  // No export worker: its idle poll (once a second) would land among a slow request's statements.
  const getApp = useTestApp(
    kind,
    { loginMaxFailuresPerIp: 10_000, exportWorkers: 0 },
    { onQuery: (query) => statements.push(query) },
  );

  /** The request's answer and the statements the app sent the database while answering it. */
  async function counted(app: TestApp, url: string, token: string) {
    statements.length = 0;
    const response = await app.request('GET', url, { token });
    return { response, statements: [...statements] };
  }

  const lastUsedAt = async (app: TestApp, token: string) =>
    (
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0]!.lastUsedAt.getTime();

  it('answers GET /api/active_account with one statement, and slides the expiry with one more once a minute', async () => {
    const app = getApp();
    const token = await signIn(app, 'supervisor');
    const atLogin = await lastUsedAt(app, token);

    const first = await counted(app, '/api/active_account', token);
    expect(first.response.status).toBe(200);
    expect(first.response.body.user).toMatchObject({
      user_name: 'supervisor',
      role: { slug: 'supervisor', name: 'Supervisor' },
      branch: { code: 'YGN' },
    });
    expect(first.statements).toHaveLength(1);
    expect(first.statements[0]).not.toMatch(/^\s*update/i);

    // A minute on, the read is followed by the write that slides the session's expiry (the answer does not wait
    // for it), once: the next request within the minute is one statement again.
    app.clock.advance(61_000);
    const later = await counted(app, '/api/active_account', token);
    expect(later.response.status).toBe(200);
    expect(later.statements).toHaveLength(2);
    expect(later.statements[1]).toMatch(/^\s*update "?sessions"?/i);
    await expect.poll(() => lastUsedAt(app, token)).toBe(atLogin + 61_000);
    app.clock.advance(30_000);
    expect((await counted(app, '/api/active_account', token)).statements).toHaveLength(1);
    expect(await lastUsedAt(app, token)).toBe(atLogin + 61_000);
  });

  it('authenticates any other route with that one statement too', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const { response, statements: sent } = await counted(app, '/api/cache_config', token);
    expect(response.status).toBe(200);
    // Authentication plus the route's own read.
    expect(sent).toHaveLength(2);
    expect(sent.filter((query) => query.includes('sessions'))).toHaveLength(1);
  });

  it('still refuses a session on the very next request after logout or suspension', async () => {
    const app = getApp();
    const user = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const loggedOut = await signIn(app, user.userName);
    const suspended = await signIn(app, user.userName);
    expect((await app.request('GET', '/api/active_account', { token: loggedOut })).status).toBe(200);
    expect((await app.request('GET', '/api/active_account', { token: suspended })).status).toBe(200);

    expect((await app.request('POST', '/api/logout', { token: loggedOut })).status).toBe(204);
    expect((await app.request('GET', '/api/active_account', { token: loggedOut })).status).toBe(401);

    await app.db.update(users).set({ status: 'suspend' }).where(eq(users.id, user.id));
    const refused = await counted(app, '/api/active_account', suspended);
    expect(refused.response.status).toBe(401);
    expect(refused.response.body).toEqual({ message: 'Unauthorized' });
    expect(refused.statements).toHaveLength(1);
  });

  it('shows a change to the role, the branch or the jointed branches on the next request', async () => {
    const app = getApp();
    const [ygn] = await app.db.select().from(branches).where(eq(branches.code, 'YGN'));
    const [staffRole] = await app.db.select().from(roles).where(eq(roles.slug, 'staff'));
    // A role and a branch of the test's own: other tests' accounts are not touched.
    const suffix = unique('kept').replace('-', '_');
    const [role] = await app.db
      .insert(roles)
      .values({
        slug: suffix,
        level: staffRole!.level,
        nameEn: 'Counter clerk',
        nameMm: staffRole!.nameMm,
        nameZh: staffRole!.nameZh,
        permissions: staffRole!.permissions,
      })
      .returning();
    const code = suffix.toUpperCase().slice(0, 10);
    const [branch] = await app.db
      .insert(branches)
      .values({
        companyId: ygn!.companyId,
        code,
        nameEn: 'Kept Branch',
        nameMm: 'Kept Branch',
        type: ygn!.type,
        town: `Town ${code}`,
        townshipId: ygn!.townshipId,
        regionId: ygn!.regionId,
      })
      .returning();
    const user = await createUser(app.db, { role: 'staff', branch: code });
    await app.db.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
    const token = await signIn(app, user.userName);
    const account = async () => {
      const { response, statements: sent } = await counted(app, '/api/active_account', token);
      expect(response.status).toBe(200);
      expect(sent).toHaveLength(1);
      return response.body.user;
    };
    expect(await account()).toMatchObject({ role: { name: 'Counter clerk' }, branch: { name_en: 'Kept Branch' } });
    expect((await account()).jointed_branches).toEqual([
      { id: branch!.id, name_en: 'Kept Branch', name_mm: 'Kept Branch' },
    ]);

    await app.db.update(roles).set({ nameEn: 'Counter lead' }).where(eq(roles.id, role!.id));
    expect((await account()).role.name).toBe('Counter lead');

    await app.db.update(branches).set({ nameEn: 'Renamed Branch' }).where(eq(branches.id, branch!.id));
    expect((await account()).branch.name_en).toBe('Renamed Branch');

    await app.db.insert(userBranches).values({ userId: user.id, branchId: ygn!.id });
    expect((await account()).jointed_branches).toEqual([
      { id: ygn!.id, name_en: ygn!.nameEn, name_mm: ygn!.nameMm },
      { id: branch!.id, name_en: 'Renamed Branch', name_mm: 'Kept Branch' },
    ]);

    await app.db.update(roles).set({ permissions: [] }).where(eq(roles.id, role!.id));
    expect((await app.request('GET', '/api/label', { token })).status).toBe(403);
  });
});
