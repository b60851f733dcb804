import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RoleSlug } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema/index.js';
import { branchIdOf, createBranch, createUser } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('staff administration on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let roleIds: Map<string, number>;
  let ygn: number;
  let mdy: number;
  const tokens = new Map<string, string>();
  const tokenOf = async (userName: string) => {
    if (!tokens.has(userName)) tokens.set(userName, await signIn(app, userName));
    return tokens.get(userName)!;
  };

  beforeAll(async () => {
    app = getApp();
    roleIds = new Map(
      (await app.db.select({ id: roles.id, slug: roles.slug }).from(roles)).map((row) => [row.slug, row.id]),
    );
    [ygn, mdy] = [await branchIdOf(app.db, 'YGN'), await branchIdOf(app.db, 'MDY')];
  });

  const form = (role: RoleSlug, overrides: Record<string, unknown> = {}) => ({
    name: 'Ko Nay Lin',
    user_name: `nay.lin.${randomUUID().slice(0, 8)}`,
    phone: '09421234567',
    email: 'naylin@example.com',
    gender: 'male',
    password: 'counter1',
    confirm_password: 'counter1',
    role_id: roleIds.get(role),
    branch_id: ygn,
    sms_active: true,
    ...overrides,
  });
  const create = async (by: string, role: RoleSlug, overrides: Record<string, unknown> = {}) =>
    app.request('POST', '/api/staff', { token: await tokenOf(by), body: form(role, overrides) });
  const editBody = (member: { name: string; phone: string | null; email: string | null; gender: string | null }) => ({
    name: member.name,
    phone: member.phone ?? '09421234567',
    email: member.email ?? 'x@example.com',
    gender: member.gender ?? 'female',
    sms_active: false,
  });

  // Every demo role against every staff action: who may list, open the form's choices, create, edit and suspend.
  const matrix: [string, { list: number; manage: number }][] = [
    ['owner', { list: 200, manage: 201 }],
    ['manager', { list: 200, manage: 201 }],
    ['admin', { list: 200, manage: 201 }],
    ['supervisor', { list: 403, manage: 403 }],
    ['staff', { list: 403, manage: 403 }],
    ['cs', { list: 403, manage: 403 }],
    ['accountant', { list: 403, manage: 403 }],
    ['finance-manager', { list: 403, manage: 403 }],
  ];
  it.each(matrix)('%s: list %j', async (userName, expected) => {
    const token = await tokenOf(userName);
    expect((await app.request('GET', '/api/staff', { token })).status).toBe(expected.list);
    const created = await create(userName, 'staff');
    expect(created.status, JSON.stringify(created.body)).toBe(expected.manage);
    const target = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const edit = await app.request('PUT', `/api/staff/${target.id}`, {
      token,
      body: {
        ...editBody({ name: 'Renamed', phone: null, email: null, gender: null }),
        role_id: roleIds.get('staff'),
        branch_id: ygn,
      },
    });
    expect(edit.status).toBe(expected.manage === 201 ? 200 : 403);
    const status = await app.request('POST', `/api/staff/${target.id}/status`, { token, body: { status: 'suspend' } });
    expect(status.status).toBe(expected.manage === 201 ? 200 : 403);
    expect((await app.request('GET', '/api/staff/options', { token })).status).toBe(
      expected.manage === 201 ? 200 : 403,
    );
  });

  it('creates a member who signs in, and never shows a password or its hash', async () => {
    const body = form('staff', { user_name: `New.Counter.${randomUUID().slice(0, 6)}` });
    const created = await app.request('POST', '/api/staff', { token: await tokenOf('manager'), body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Ko Nay Lin',
      user_name: body.user_name,
      gender: 'male',
      status: 'active',
      sms_active: true,
      role: { slug: 'staff', name: 'Staff' },
      branch: { id: ygn },
      editable: true,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon2/i);
    const login = await app.request('POST', '/api/login', {
      body: { user_name: body.user_name, password: 'counter1' },
    });
    expect(login.status).toBe(200);
    const account = await app.request('GET', '/api/active_account', { token: login.body.token });
    expect(account.body.user).toMatchObject({ user_name: body.user_name, role: { slug: 'staff' } });
    const [stored] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, created.body.data.id));
    expect(stored!.hash).toMatch(/^\$argon2id\$/);

    // The same user name in another letter case is taken.
    const again = await create('owner', 'staff', { user_name: body.user_name.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.errors.user_name).toEqual(['This user name is already taken.']);
  });

  it('takes a new member without an email (a courier often has none), and refuses a wrong one', async () => {
    const created = await create('manager', 'courier', { email: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.email).toBeNull();
    const { email: _email, ...withoutEmail } = form('staff');
    const absent = await app.request('POST', '/api/staff', { token: await tokenOf('manager'), body: withoutEmail });
    expect(absent.status, JSON.stringify(absent.body)).toBe(201);
  });

  it('checks the form as the spec says, in the user’s language', async () => {
    const token = await tokenOf('manager');
    const { gender: _gender, ...withoutGender } = form('staff');
    const refused = await app.request('POST', '/api/staff', {
      token,
      body: { ...withoutGender, password: '12345', confirm_password: '12345', phone: '123', email: 'x@y' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      gender: ['Gender must be selected!'],
      password: ['Must be at least 6 characters.'],
      phone: [expect.stringContaining('phone number')],
      email: ['Invalid!'],
    });
    const mm = await app.request('POST', '/api/staff', {
      token,
      headers: { 'accept-language': 'mm' },
      body: { ...form('staff'), confirm_password: 'other1' },
    });
    expect(mm.status).toBe(422);
    expect(mm.body.errors.confirm_password[0]).toMatch(/[\u1000-\u109f]/);
  });

  it('refuses a manager giving the owner’s role, and a staff making himself a manager', async () => {
    const owner = await create('manager', 'owner');
    expect(owner.status).toBe(422);
    expect(owner.body.errors.role_id).toEqual(['You can only give roles below your own.']);
    expect((await create('manager', 'manager')).status).toBe(422);
    // A head-office role would see every branch: a branch's head cannot give one.
    expect((await create('manager', 'customer-service')).status).toBe(422);

    const member = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const self = await app.request('PUT', `/api/staff/${member.id}`, {
      token: await signIn(app, member.userName),
      body: {
        ...editBody({ name: 'Me', phone: null, email: null, gender: null }),
        role_id: roleIds.get('manager'),
        branch_id: ygn,
      },
    });
    expect(self.status).toBe(403);
    const [stored] = await app.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, member.id));
    expect(stored!.roleId).toBe(roleIds.get('staff'));

    // A manager cannot change the owner, nor another manager, nor himself.
    const ownerId = (await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'owner')))[0]!.id;
    const managerId = (await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'manager')))[0]!.id;
    for (const id of [ownerId, managerId]) {
      const suspend = await app.request('POST', `/api/staff/${id}/status`, {
        token: await tokenOf('manager'),
        body: { status: 'suspend' },
      });
      expect(suspend.status).toBe(403);
      expect(suspend.body.message).toBe('You can only give roles below your own.');
    }
    const list = await app.request('GET', '/api/staff?search=owner', { token: await tokenOf('manager') });
    expect(list.body.data.find((item: { id: number }) => item.id === ownerId)).toMatchObject({ editable: false });
  });

  it('keeps a branch’s head to his branch: another branch’s member is not found, nor can he place one there', async () => {
    const away = await createUser(app.db, { role: 'staff', branch: 'MDY' });
    const token = await tokenOf('manager');
    expect((await app.request('GET', `/api/staff/${away.id}`, { token })).status).toBe(404);
    expect((await app.request('POST', `/api/staff/${away.id}/status`, { token, body: { status: 'ban' } })).status).toBe(
      404,
    );
    const list = await app.request('GET', `/api/staff?search=${away.userName}`, { token });
    expect(list.body.data).toEqual([]);
    const there = await create('manager', 'staff', { branch_id: mdy });
    expect(there.status).toBe(422);
    expect(there.body.errors.branch_id).toEqual(['You can only add staff to your own branch.']);
    const options = await app.request('GET', '/api/staff/options', { token });
    expect(options.body.branches.map((branch: { id: number }) => branch.id)).toEqual([ygn]);
    expect(options.body.roles.map((role: { slug: string }) => role.slug)).toEqual(
      expect.arrayContaining(['supervisor', 'staff', 'postman', 'courier']),
    );
    expect(options.body.roles.map((role: { slug: string }) => role.slug)).not.toContain('manager');

    // Head office places anyone anywhere below its rank; a branch role needs a branch, a head-office role none.
    const admin = await tokenOf('admin');
    expect((await app.request('GET', `/api/staff/${away.id}`, { token: admin })).status).toBe(200);
    const accountant = await create('admin', 'accountant', { branch_id: null });
    expect(accountant.status, JSON.stringify(accountant.body)).toBe(201);
    expect(accountant.body.data.branch).toBeNull();
    const noBranch = await create('admin', 'staff', { branch_id: null });
    expect(noBranch.body.errors.branch_id).toEqual(['This role works at a branch: choose one.']);
    expect((await create('admin', 'staff', { branch_id: mdy })).status).toBe(201);
  });

  it('suspends a member: his next request is a 401, he cannot sign in, and reactivating him needs a new sign-in', async () => {
    const member = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const his = await signIn(app, member.userName);
    expect((await app.request('GET', '/api/active_account', { token: his })).status).toBe(200);
    const token = await tokenOf('owner');
    const suspended = await app.request('POST', `/api/staff/${member.id}/status`, {
      token,
      body: { status: 'suspend' },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.status).toBe('suspend');
    expect((await app.request('GET', '/api/label?tab=search', { token: his })).status).toBe(401);
    const login = await app.request('POST', '/api/login', {
      body: { user_name: member.userName, password: demoPassword },
    });
    expect(login.status).toBe(403);

    const tab = await app.request('GET', `/api/staff?tab=suspend&search=${member.userName}`, { token });
    expect(tab.body.data.map((item: { id: number }) => item.id)).toEqual([member.id]);
    expect(tab.body.counts.suspend).toBe(1);
    expect(tab.body.counts.active).toBe(0);

    expect(
      (await app.request('POST', `/api/staff/${member.id}/status`, { token, body: { status: 'active' } })).status,
    ).toBe(200);
    expect((await app.request('GET', '/api/active_account', { token: his })).status).toBe(401);
    expect((await signIn(app, member.userName)).length).toBeGreaterThan(0);
  });

  it('ends his sessions when his role, branch or password changes, not when his phone does', async () => {
    const member = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const token = await tokenOf('owner');
    const detail = (await app.request('GET', `/api/staff/${member.id}`, { token })).body.data;
    const base = { ...editBody(detail), role_id: roleIds.get('staff'), branch_id: ygn };
    const put = (body: Record<string, unknown>) => app.request('PUT', `/api/staff/${member.id}`, { token, body });
    const still = async (his: string) => (await app.request('GET', '/api/active_account', { token: his })).status;

    let his = await signIn(app, member.userName);
    expect((await put({ ...base, phone: '09798765432' })).body.data.phone).toBe('09798765432');
    expect(await still(his)).toBe(200);
    expect((await put({ ...base, role_id: roleIds.get('supervisor') })).body.data.role.slug).toBe('supervisor');
    expect(await still(his)).toBe(401);

    his = await signIn(app, member.userName);
    expect(
      (await put({ ...base, role_id: roleIds.get('supervisor'), password: 'newpass1', confirm_password: 'newpass1' }))
        .status,
    ).toBe(200);
    expect(await still(his)).toBe(401);
    his = await signIn(app, member.userName, 'newpass1');

    // The owner moves him from YGN to NPT, one of the owner's branches: he signs in again, and works at NPT.
    const admin = await tokenOf('admin');
    const npt = await branchIdOf(app.db, 'NPT');
    const moved = await app.request('PUT', `/api/staff/${member.id}`, {
      token: admin,
      body: { ...base, role_id: roleIds.get('supervisor'), branch_id: npt },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await still(his)).toBe(401);
    const account = await app.request('GET', '/api/active_account', {
      token: await signIn(app, member.userName, 'newpass1'),
    });
    expect(account.body.user.branch.id).toBe(npt);
    expect(account.body.user.jointed_branches.map((branch: { id: number }) => branch.id)).toEqual([npt]);
    // And out of the YGN manager's reach now.
    expect((await app.request('GET', `/api/staff/${member.id}`, { token: await tokenOf('manager') })).status).toBe(404);
  });

  it('lets head office place a regional manager across a branch group, kept by edits that do not name it', async () => {
    const admin = await tokenOf('admin');
    // A branch and a group of the test's own: the demo branches' groups are what report tests read.
    const branch = await createBranch(app.db);
    const group = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { code: `G${randomUUID().slice(0, 8)}`, name_en: 'Lower', name_mm: 'အောက်', branch_ids: [branch.id] },
    });
    const groupId: number = group.body.data.id;
    const created = await create('admin', 'region-manager', { branch_id: branch.id, branch_collection_id: groupId });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.branch_collection_id).toBe(groupId);
    const member = created.body.data as { id: number; user_name: string; name: string };
    const his = await signIn(app, member.user_name, 'counter1');
    expect((await app.request('GET', '/api/active_account', { token: his })).body.user.branch_collection_id).toBe(
      groupId,
    );

    // A branch's head places staff at his branch only; an unknown group is refused.
    const byOwner = await create('owner', 'staff', { branch_collection_id: groupId });
    expect(byOwner.status).toBe(422);
    expect(byOwner.body.errors).toEqual({
      branch_collection_id: ['Only head office places staff across a branch group.'],
    });
    expect((await create('admin', 'region-manager', { branch_collection_id: 2 ** 31 - 1 })).body.errors).toEqual({
      branch_collection_id: ['Please choose one.'],
    });

    const body = {
      ...editBody({ name: 'U Kyaw', phone: null, email: null, gender: null }),
      role_id: roleIds.get('region-manager'),
      branch_id: branch.id,
    };
    const kept = await app.request('PUT', `/api/staff/${member.id}`, { token: admin, body });
    expect(kept.body.data.branch_collection_id).toBe(groupId);
    expect((await app.request('GET', '/api/active_account', { token: his })).status).toBe(200);
    const cleared = await app.request('PUT', `/api/staff/${member.id}`, {
      token: admin,
      body: { ...body, branch_collection_id: null },
    });
    expect(cleared.body.data.branch_collection_id).toBeNull();
    // His reach changed: he signs in again.
    expect((await app.request('GET', '/api/active_account', { token: his })).status).toBe(401);
  });

  it('lists one tab a page at a time, searching name, user name and phone', async () => {
    const token = await tokenOf('admin');
    const tag = randomUUID().slice(0, 6);
    for (let index = 0; index < 11; index += 1) {
      expect((await create('admin', 'courier', { name: `Courier ${tag} ${index}`, branch_id: mdy })).status).toBe(201);
    }
    const first = await app.request('GET', `/api/staff?search=${tag}`, { token });
    expect(first.body).toMatchObject({ current_page: 1, meta: { total: 11, per_page: 9, last_page: 2 } });
    expect(first.body.data).toHaveLength(9);
    const second = await app.request('GET', `/api/staff?search=${tag}&page=2`, { token });
    expect(second.body.data.map((item: { name: string }) => item.name)).toEqual([
      `Courier ${tag} 8`,
      `Courier ${tag} 9`,
    ]);
    expect((await app.request('GET', `/api/staff?tab=ban&search=${tag}`, { token })).body.data).toEqual([]);
    expect((await app.request('GET', '/api/staff?tab=gone', { token })).status).toBe(422);
  });
});
