import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements, branches } from '../../db/schema/index.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

async function branchId(app: TestApp, code: string): Promise<number> {
  const [row] = await app.db.select({ id: branches.id }).from(branches).where(eq(branches.code, code));
  if (!row) throw new Error(`no branch ${code}`);
  return row.id;
}

async function addAnnouncement(app: TestApp, title: string, branchCode: string | null = null): Promise<number> {
  const [row] = await app.db
    .insert(announcements)
    .values({ title, body: 'test', branchId: branchCode === null ? null : await branchId(app, branchCode) })
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

  it('needs a signed-in user', async () => {
    const id = await addAnnouncement(getApp(), `Anonymous ${kind}`);
    expect((await getApp().request('POST', `/api/announcement/${id}/read`)).status).toBe(401);
  });
});
