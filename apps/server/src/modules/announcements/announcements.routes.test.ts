import { defaultRateTable } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements, branches } from '../../db/schema/index.js';
import { createCompany } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

async function branchOf(app: TestApp, code: string): Promise<{ id: number; companyId: number }> {
  const [row] = await app.db
    .select({ id: branches.id, companyId: branches.companyId })
    .from(branches)
    .where(eq(branches.code, code));
  if (!row) throw new Error(`no branch ${code}`);
  return row;
}

/** An announcement of the demo company (YGN's), for everyone or for one of its branches. */
async function addAnnouncement(app: TestApp, title: string, branchCode: string | null = null): Promise<number> {
  const ygn = await branchOf(app, 'YGN');
  const [row] = await app.db
    .insert(announcements)
    .values({
      companyId: ygn.companyId,
      title,
      body: 'test',
      branchId: branchCode === null ? null : (await branchOf(app, branchCode)).id,
    })
    .returning({ id: announcements.id });
  if (!row) throw new Error('no announcement inserted');
  return row.id;
}

describe.each(databaseKinds)('marking announcements read on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('POST /api/announcement/{id}/read takes it off the bell, and reading again changes nothing', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const id = await addAnnouncement(app, `For everyone ${kind}`);
    const before = await app.request('GET', '/api/announcement/nav/noti', { token });
    expect(before.body.data.map((item: { id: number }) => item.id)).toContain(id);

    const read = await app.request('POST', `/api/announcement/${id}/read`, { token });
    expect(read.status).toBe(204);
    const after = await app.request('GET', '/api/announcement/nav/noti', { token });
    expect(after.body.data.map((item: { id: number }) => item.id)).not.toContain(id);
    expect(after.body.total).toBe(before.body.total - 1);

    expect((await app.request('POST', `/api/announcement/${id}/read`, { token })).status).toBe(204);
    expect((await app.request('GET', '/api/announcement/nav/noti', { token })).body.total).toBe(after.body.total);
  });

  it("one user's reading leaves the others' bells as they were", async () => {
    const app = getApp();
    const id = await addAnnouncement(app, `Shared ${kind}`, 'YGN');
    const staff = await signIn(app, 'staff');
    const manager = await signIn(app, 'manager');
    expect((await app.request('POST', `/api/announcement/${id}/read`, { token: staff })).status).toBe(204);
    const managerBell = await app.request('GET', '/api/announcement/nav/noti', { token: manager });
    expect(managerBell.body.data.map((item: { id: number }) => item.id)).toContain(id);
  });

  it("answers 404 for another branch's announcement or one that does not exist, 422 for a bad id", async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const mandalayOnly = await addAnnouncement(app, `Mandalay only ${kind}`, 'MDY');
    const hidden = await app.request('POST', `/api/announcement/${mandalayOnly}/read`, { token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: expect.any(String) });
    expect((await app.request('POST', '/api/announcement/2147483000/read', { token })).status).toBe(404);
    expect((await app.request('POST', '/api/announcement/abc/read', { token })).status).toBe(422);
  });

  it('never shows, marks read, edits or deletes another company’s announcement, even for its super-admin', async () => {
    const app = getApp();
    const everyone = await addAnnouncement(app, `Company one, everyone ${kind}`);
    const other = await createCompany(app.db, defaultRateTable);
    const [staff, headOffice] = await Promise.all([
      signIn(app, other.userNames.staff),
      signIn(app, other.userNames.financeManager),
    ]);
    for (const token of [staff, headOffice]) {
      const bell = await app.request('GET', '/api/announcement/nav/noti', { token });
      expect(bell.body.data.map((item: { id: number }) => item.id)).not.toContain(everyone);
      const list = await app.request('GET', '/api/announcement?per_page=100', { token });
      expect(list.body.data.map((item: { id: number }) => item.id)).not.toContain(everyone);
      expect((await app.request('GET', `/api/announcement/${everyone}`, { token })).status).toBe(404);
      expect((await app.request('POST', `/api/announcement/${everyone}/read`, { token })).status).toBe(404);
    }
    // The demo super-admin works in his own company: another company's are not his to read or change.
    const [theirs] = await app.db
      .insert(announcements)
      .values({ companyId: other.companyId, title: `Company two ${kind}`, body: 'theirs' })
      .returning({ id: announcements.id });
    const admin = await signIn(app, 'admin');
    const edit = await app.request('PUT', `/api/announcement/${theirs!.id}`, {
      token: admin,
      body: { title: 'x', body: 'y' },
    });
    expect(edit.status).toBe(404);
    expect((await app.request('DELETE', `/api/announcement/${theirs!.id}`, { token: admin })).status).toBe(404);
    const [kept] = await app.db.select().from(announcements).where(eq(announcements.id, theirs!.id));
    expect(kept).toMatchObject({ title: `Company two ${kind}`, body: 'theirs' });
    const adminList = await app.request('GET', '/api/announcement?per_page=100', { token: admin });
    expect(adminList.body.data.map((item: { id: number }) => item.id)).toContain(everyone);
  });

  it('needs a signed-in user', async () => {
    const id = await addAnnouncement(getApp(), `Anonymous ${kind}`);
    expect((await getApp().request('POST', `/api/announcement/${id}/read`)).status).toBe(401);
  });
});
