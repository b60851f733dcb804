import { defaultRateTable } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createBranch, createCompany, createUser, unique } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A group code no other test holds (codes are unique across the system). */
const freshCode = () => unique('G').toUpperCase().slice(0, 12);

interface Group {
  id: number;
  code: string;
  name_en: string;
  branches: { id: number; code: string }[];
  staff_count: number;
}

const groupsOf = async (app: TestApp, token: string): Promise<Group[]> =>
  (await app.request('GET', '/api/branch-collection', { token })).body.data;

const collectionOfBranch = async (app: TestApp, token: string, branchId: number) =>
  (
    (await app.request('GET', '/api/branch/all', { token })).body.data as {
      id: number;
      branch_collection_id: number | null;
    }[]
  ).find((branch) => branch.id === branchId)?.branch_collection_id;

describe.each(databaseKinds)('branch collections on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('groups the company’s branches: a branch is in one group at most, renamed and emptied by an edit', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const [east, west, north] = [await createBranch(app.db), await createBranch(app.db), await createBranch(app.db)];
    const code = freshCode();
    const created = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: {
        code: code.toLowerCase(),
        name_en: 'Yangon East',
        name_mm: 'ရန်ကုန် အရှေ့',
        branch_ids: [east.id, west.id, east.id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ code, name_en: 'Yangon East', name_mm: 'ရန်ကုန် အရှေ့', staff_count: 0 });
    expect(created.body.data.branches.map((branch: { id: number }) => branch.id).sort()).toEqual(
      [east.id, west.id].sort(),
    );
    const firstId: number = created.body.data.id;
    expect(await collectionOfBranch(app, admin, east.id)).toBe(firstId);

    // A second group taking `west` takes it out of the first.
    const second = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { code: freshCode(), name_en: 'Yangon West', name_mm: 'ရန်ကုန် အနောက်', branch_ids: [west.id, north.id] },
    });
    expect(second.status).toBe(201);
    const groups = await groupsOf(app, admin);
    expect(groups.find((group) => group.id === firstId)!.branches.map((branch) => branch.id)).toEqual([east.id]);
    expect(await collectionOfBranch(app, admin, west.id)).toBe(second.body.data.id);

    // An edit names exactly the branches it holds from now on.
    const edited = await app.request('PUT', `/api/branch-collection/${firstId}`, {
      token: admin,
      body: { code, name_en: 'Yangon East (Dagon)', name_mm: 'ရန်ကုန် အရှေ့', branch_ids: [] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name_en: 'Yangon East (Dagon)', branches: [] });
    expect(await collectionOfBranch(app, admin, east.id)).toBeNull();
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const branch = await createBranch(app.db);
    const other = await createCompany(app.db, defaultRateTable);
    const code = freshCode();
    const body = { code, name_en: 'Delta', name_mm: 'ဧရာဝတီ', branch_ids: [branch.id] };
    expect((await app.request('POST', '/api/branch-collection', { token: admin, body })).status).toBe(201);

    const taken = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { ...body, branch_ids: [] },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: ['This code is already in use.'] });
    const bad = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { code: 'a b', name_en: ' ', name_mm: 'x', branch_ids: ['x'] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['branch_ids.0', 'code', 'name_en']);
    expect(bad.body.errors.code).toEqual(['Use 2 to 12 capital letters, digits or dashes.']);
    // Another company's branch is refused as one that does not exist; nothing of the group is written.
    const foreignCode = freshCode();
    const foreign = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { ...body, code: foreignCode, branch_ids: [branch.id, other.branchId] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ branch_ids: ['Please choose one.'] });
    expect((await groupsOf(app, admin)).some((group) => group.code === foreignCode)).toBe(false);
    expect(await collectionOfBranch(app, admin, branch.id)).not.toBeNull();
  });

  it('is for super-admin and md only, and another company’s group is not found', async () => {
    const app = getApp();
    const md = await signIn(app, (await createUser(app.db, { role: 'md' })).userName);
    const created = await app.request('POST', '/api/branch-collection', {
      token: md,
      body: { code: freshCode(), name_en: 'Shan', name_mm: 'ရှမ်း', branch_ids: [] },
    });
    expect(created.status).toBe(201);
    const id: number = created.body.data.id;
    const headOfficeAdmin = (await createUser(app.db, { role: 'admin' })).userName;
    for (const userName of ['owner', 'manager', 'staff', headOfficeAdmin]) {
      const token = await signIn(app, userName);
      expect((await app.request('GET', '/api/branch-collection', { token })).status).toBe(403);
      expect((await app.request('DELETE', `/api/branch-collection/${id}`, { token })).status).toBe(403);
    }

    const other = await createCompany(app.db, defaultRateTable);
    const theirs = await signIn(
      app,
      (await createUser(app.db, { role: 'super-admin', companyId: other.companyId })).userName,
    );
    expect((await groupsOf(app, theirs)).some((group) => group.id === id)).toBe(false);
    const body = { code: freshCode(), name_en: 'x', name_mm: 'x', branch_ids: [] };
    expect((await app.request('PUT', `/api/branch-collection/${id}`, { token: theirs, body })).status).toBe(404);
    expect((await app.request('DELETE', `/api/branch-collection/${id}`, { token: theirs })).status).toBe(404);
    expect((await groupsOf(app, md)).some((group) => group.id === id)).toBe(true);
  });

  it('keeps a group staff work across until they are moved; then deletes it and frees its branches', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const branch = await createBranch(app.db);
    const created = await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { code: freshCode(), name_en: 'Bago', name_mm: 'ပဲခူး', branch_ids: [branch.id] },
    });
    const id: number = created.body.data.id;
    const regional = await createUser(app.db, { role: 'region-manager', branchId: branch.id, branchCollectionId: id });
    expect((await groupsOf(app, admin)).find((group) => group.id === id)!.staff_count).toBe(1);

    const refused = await app.request('DELETE', `/api/branch-collection/${id}`, {
      token: admin,
      headers: { 'accept-language': 'mm' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('ဤအုပ်စုတစ်ခုလုံးတွင် ဝန်ထမ်းများ တာဝန်ယူထားသည်။ ၎င်းတို့ကို အခြားအုပ်စုသို့ အရင်ရွှေ့ပါ။');
    expect(await collectionOfBranch(app, admin, branch.id)).toBe(id);

    await app.db.update(users).set({ branchCollectionId: null }).where(eq(users.id, regional.id));
    expect((await app.request('DELETE', `/api/branch-collection/${id}`, { token: admin })).status).toBe(204);
    expect((await groupsOf(app, admin)).some((group) => group.id === id)).toBe(false);
    expect(await collectionOfBranch(app, admin, branch.id)).toBeNull();
    expect((await app.request('DELETE', `/api/branch-collection/${id}`, { token: admin })).status).toBe(404);
  });

  it('answers one of two groups sent at once with the same code with a field error, never a 500', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const code = freshCode();
    const body = (name: string) => ({ code, name_en: name, name_mm: name, branch_ids: [] });
    const answers = await Promise.all([
      app.request('POST', '/api/branch-collection', { token: admin, body: body('First') }),
      app.request('POST', '/api/branch-collection', { token: admin, body: body('Second') }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect((await groupsOf(app, admin)).filter((group) => group.code === code)).toHaveLength(1);
  });
});
