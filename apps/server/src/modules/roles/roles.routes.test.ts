import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultRateTable, permissions } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('roles and permissions on %s', (kind) => {
  const getApp = useTestApp(kind);

  /** A role of the test's own (roles are shared by every test file), held by a new staff member at YGN. */
  async function roleWithHolder(app: TestApp, granted: string[]) {
    const [role] = await app.db
      .insert(roles)
      .values({
        slug: `test-${randomUUID().slice(0, 8)}`,
        level: 50,
        nameEn: 'Test desk',
        nameMm: 'စမ်းသပ်',
        nameZh: '测试',
        permissions: granted,
      })
      .returning({ id: roles.id });
    const holder = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    await app.db.update(users).set({ roleId: role!.id }).where(eq(users.id, holder.id));
    return { roleId: role!.id, holder };
  }

  it('lets super-admin and md see every role and the one permission list; nobody else', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const listed = await app.request('GET', '/api/role', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.permissions).toEqual([...permissions]);
    expect(listed.body.data.find((role: { slug: string }) => role.slug === 'staff')).toMatchObject({
      name: 'Staff',
      level: 40,
      editable: true,
      permissions: expect.arrayContaining(['label.create']),
    });
    expect(listed.body.data.find((role: { slug: string }) => role.slug === 'super-admin').editable).toBe(false);
    const md = await createUser(app.db, { role: 'md' });
    expect((await app.request('GET', '/api/role', { token: await signIn(app, md.userName) })).status).toBe(200);
    for (const userName of ['manager', 'accountant', 'staff']) {
      expect((await app.request('GET', '/api/role', { token: await signIn(app, userName) })).status).toBe(403);
    }
  });

  it('lets a branch’s owner read the roles, never change them', async () => {
    const app = getApp();
    const owner = await signIn(app, 'owner');
    const listed = await app.request('GET', '/api/role', { token: owner });
    expect(listed.status).toBe(200);
    const staffRole = listed.body.data.find((role: { slug: string }) => role.slug === 'staff');
    expect(staffRole).toMatchObject({ level: 40, permissions: expect.arrayContaining(['label.create']) });
    expect(listed.body.data.every((role: { editable: boolean }) => !role.editable)).toBe(true);
    const put = await app.request('PUT', `/api/role/${staffRole.id}/permissions`, {
      token: owner,
      body: { permissions: ['label.view'] },
    });
    expect(put.status).toBe(403);
    const after = await app.request('GET', '/api/role', { token: owner });
    expect(after.body.data.find((role: { slug: string }) => role.slug === 'staff').permissions).toEqual(
      staffRole.permissions,
    );
  });

  it('changes a role’s permissions: its holders gain and lose screens on their next request', async () => {
    const app = getApp();
    const { roleId, holder } = await roleWithHolder(app, ['label.view', 'announcement.view']);
    const his = await signIn(app, holder.userName);
    expect((await app.request('GET', '/api/customers?phone=09421234567', { token: his })).status).toBe(403);

    const admin = await signIn(app, 'admin');
    const put = (body: unknown) => app.request('PUT', `/api/role/${roleId}/permissions`, { token: admin, body });
    const granted = await put({ permissions: ['label.view', 'label.create', 'label.create'] });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data.permissions).toEqual(['label.create', 'label.view']);
    expect((await app.request('GET', '/api/customers?phone=09421234567', { token: his })).status).toBe(200);

    expect((await put({ permissions: ['label.view'] })).status).toBe(200);
    expect((await app.request('GET', '/api/customers?phone=09421234567', { token: his })).status).toBe(403);

    const unknown = await put({ permissions: ['label.view', 'rule.the-world'] });
    expect(unknown.status).toBe(422);
    expect(
      (await app.request('GET', '/api/role', { token: admin })).body.data.find(
        (role: { id: number }) => role.id === roleId,
      ).permissions,
    ).toEqual(['label.view']);
  });

  it('keeps a company’s changes to its own people: another company’s holders keep the role’s permissions', async () => {
    const app = getApp();
    const { roleId, holder } = await roleWithHolder(app, ['label.view', 'announcement.view']);
    const other = await createCompany(app.db, defaultRateTable);
    const theirs = await createUser(app.db, { role: 'staff', companyId: other.companyId, branchId: other.branchId });
    await app.db.update(users).set({ roleId }).where(eq(users.id, theirs.id));
    const [his, their] = [await signIn(app, holder.userName), await signIn(app, theirs.userName)];
    const probe = (token: string) => app.request('GET', '/api/customers?phone=09421234567', { token });
    const permissionsSeenBy = async (token: string) =>
      (await app.request('GET', '/api/role', { token })).body.data.find((role: { id: number }) => role.id === roleId)
        .permissions;

    const admin = await signIn(app, 'admin');
    const granted = await app.request('PUT', `/api/role/${roleId}/permissions`, {
      token: admin,
      body: { permissions: ['label.view', 'label.create'] },
    });
    expect(granted.status).toBe(200);
    expect((await probe(his)).status).toBe(200);
    expect((await probe(their)).status).toBe(403);

    // The other company's md sees and changes the role as his company has it; ours is untouched.
    const theirMd = await createUser(app.db, { role: 'md', companyId: other.companyId });
    const mdToken = await signIn(app, theirMd.userName);
    expect(await permissionsSeenBy(mdToken)).toEqual(['label.view', 'announcement.view']);
    const theirChange = await app.request('PUT', `/api/role/${roleId}/permissions`, {
      token: mdToken,
      body: { permissions: ['label.create', 'label.view'] },
    });
    expect(theirChange.status).toBe(200);
    expect((await probe(their)).status).toBe(200);
    expect(await permissionsSeenBy(admin)).toEqual(['label.create', 'label.view']);
    await app.request('PUT', `/api/role/${roleId}/permissions`, { token: mdToken, body: { permissions: [] } });
    expect((await probe(their)).status).toBe(403);
    expect((await probe(his)).status).toBe(200);
    const [defaults] = await app.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
    expect(defaults!.permissions).toEqual(['label.view', 'announcement.view']);
  });

  it('refuses md a role at or above his own, and owners any role', async () => {
    const app = getApp();
    const md = await signIn(app, (await createUser(app.db, { role: 'md' })).userName);
    const roleIds = new Map(
      (await app.db.select({ id: roles.id, slug: roles.slug }).from(roles)).map((row) => [row.slug, row.id]),
    );
    const body = { permissions: [...permissions] };
    expect((await app.request('PUT', `/api/role/${roleIds.get('md')}/permissions`, { token: md, body })).status).toBe(
      403,
    );
    expect(
      (await app.request('PUT', `/api/role/${roleIds.get('admin')}/permissions`, { token: md, body })).status,
    ).toBe(403);
    const owner = await signIn(app, 'owner');
    expect(
      (await app.request('PUT', `/api/role/${roleIds.get('staff')}/permissions`, { token: owner, body })).status,
    ).toBe(403);
    expect((await app.request('PUT', '/api/role/999999/permissions', { token: md, body })).status).toBe(404);
  });
});
