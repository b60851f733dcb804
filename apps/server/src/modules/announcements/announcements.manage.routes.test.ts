import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/index.js';
import { branchIdOf } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const titled = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function listed(app: TestApp, token: string): Promise<{ id: number; read: boolean; editable: boolean }[]> {
  const response = await app.request('GET', '/api/announcement?per_page=100', { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe.each(databaseKinds)('writing announcements on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('a branch head writes to his own branch only: its staff read it, another branch never sees it', async () => {
    const app = getApp();
    const manager = await signIn(app, 'manager');
    const mdy = await branchIdOf(app.db, 'MDY');
    const title = titled('Counter closes early');
    const created = await app.request('POST', '/api/announcement', {
      token: manager,
      body: { title, body: 'Today at 3 pm.\nPlease plan the pickups.', branch_id: mdy },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({ title, branch: { code: 'YGN' }, editable: true, read: false });

    const staff = await signIn(app, 'staff');
    expect((await listed(app, staff)).find((item) => item.id === id)).toMatchObject({ read: false, editable: false });
    // Other test files write announcements meanwhile on a shared database (the bell shows the newest five): the
    // list's read marks say it was unread; once read, the bell no longer holds it.
    const onBell = async () =>
      (await app.request('GET', '/api/announcement/nav/noti', { token: staff })).body.data.some(
        (item: { id: number }) => item.id === id,
      );
    const opened = await app.request('GET', `/api/announcement/${id}`, { token: staff });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ body: 'Today at 3 pm.\nPlease plan the pickups.', read: true });
    expect(await onBell()).toBe(false);
    expect((await listed(app, staff)).find((item) => item.id === id)?.read).toBe(true);

    const mdyStaff = await signIn(app, 'mdy-staff');
    expect((await app.request('GET', `/api/announcement/${id}`, { token: mdyStaff })).status).toBe(404);
    expect((await listed(app, mdyStaff)).some((item) => item.id === id)).toBe(false);
    expect((await app.request('POST', '/api/announcement', { token: staff, body: { title, body: 'x' } })).status).toBe(
      403,
    );
  });

  it('head office writes to everyone or one branch; a branch head may read but not change those', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const mdy = await branchIdOf(app.db, 'MDY');
    const everyone = await app.request('POST', '/api/announcement', {
      token: admin,
      body: { title: titled('New rates'), body: 'From Monday.' },
    });
    expect(everyone.status).toBe(201);
    expect(everyone.body.data.branch).toBeNull();
    const forMdy = await app.request('POST', '/api/announcement', {
      token: admin,
      body: { title: titled('MDY audit'), body: 'Thursday.', branch_id: mdy },
    });
    expect(forMdy.body.data.branch).toMatchObject({ id: mdy, code: 'MDY' });
    const unknown = await app.request('POST', '/api/announcement', {
      token: admin,
      body: { title: 'Nowhere', body: 'x', branch_id: 2_000_000_000 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('branch_id');

    const manager = await signIn(app, 'manager');
    const managerSees = await listed(app, manager);
    expect(managerSees.find((item) => item.id === everyone.body.data.id)?.editable).toBe(false);
    expect(managerSees.some((item) => item.id === forMdy.body.data.id)).toBe(false);
    const change = { title: 'Mine now', body: 'x' };
    expect(
      (await app.request('PUT', `/api/announcement/${everyone.body.data.id}`, { token: manager, body: change })).status,
    ).toBe(403);
    expect((await app.request('DELETE', `/api/announcement/${forMdy.body.data.id}`, { token: manager })).status).toBe(
      404,
    );
    const mdyStaff = await signIn(app, 'mdy-staff');
    const mdySees = (await listed(app, mdyStaff)).map((item) => item.id);
    expect(mdySees).toEqual(expect.arrayContaining([everyone.body.data.id, forMdy.body.data.id]));
  });

  it('edits keep the announcement and its readers; deleting takes it off every list and bell', async () => {
    const app = getApp();
    const manager = await signIn(app, 'manager');
    const created = await app.request('POST', '/api/announcement', {
      token: manager,
      body: { title: titled('Stock count'), body: 'Saturday.' },
    });
    const { id } = created.body.data;
    app.clock.advance(60_000);
    const edited = await app.request('PUT', `/api/announcement/${id}`, {
      token: manager,
      body: { title: 'Stock count moved', body: 'Sunday.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Stock count moved', body: 'Sunday.', branch: { code: 'YGN' } });
    expect(Date.parse(edited.body.data.updated_at)).toBeGreaterThan(Date.parse(edited.body.data.created_at));

    const staff = await signIn(app, 'staff');
    const onBell = async () =>
      (await app.request('GET', '/api/announcement/nav/noti', { token: staff })).body.data.some(
        (item: { id: number }) => item.id === id,
      );
    expect((await listed(app, staff)).some((item) => item.id === id)).toBe(true);
    expect((await app.request('DELETE', `/api/announcement/${id}`, { token: manager })).status).toBe(204);
    expect((await app.request('GET', `/api/announcement/${id}`, { token: staff })).status).toBe(404);
    expect(await onBell()).toBe(false);
    expect((await listed(app, staff)).some((item) => item.id === id)).toBe(false);
    expect((await app.request('DELETE', `/api/announcement/${id}`, { token: manager })).status).toBe(404);
  });

  it('asks for a title and a text', async () => {
    const app = getApp();
    const manager = await signIn(app, 'manager');
    const empty = await app.request('POST', '/api/announcement', { token: manager, body: { title: ' ', body: '' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['body', 'title']);
  });
});

describe.each(databaseKinds)('an announcement with an Idempotency-Key on %s (a double click writes one)', (kind) => {
  const getApp = useTestApp(kind);
  const write = async (body: unknown, key?: string) => {
    const app = getApp();
    return app.request('POST', '/api/announcement', {
      token: await signIn(app, 'admin'),
      body,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });
  };
  const rowsTitled = async (title: string) =>
    (await getApp().db.select().from(announcements).where(eq(announcements.title, title))).length;

  it('answers a retry with the same key as the first time, and writes one announcement', async () => {
    const body = { title: titled('Holiday'), body: 'Closed on Thursday.' };
    const key = `announcement-${randomUUID()}`;
    const first = await write(body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await write(body, key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(await rowsTitled(body.title)).toBe(1);
  });

  it('writes one of two requests sent at once with one key', async () => {
    const body = { title: titled('Holiday'), body: 'Closed on Friday.' };
    const key = `announcement-${randomUUID()}`;
    const answers = await Promise.all([write(body, key), write(body, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await rowsTitled(body.title)).toBe(1);
  });

  it('refuses the key with another text (409); without a key each request writes one, as before', async () => {
    const body = { title: titled('Holiday'), body: 'Closed on Saturday.' };
    const key = `announcement-${randomUUID()}`;
    expect((await write(body, key)).status).toBe(201);
    const reused = await write({ ...body, body: 'Open on Saturday.' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
    expect((await write(body)).status).toBe(201);
    expect((await write(body)).status).toBe(201);
    expect(await rowsTitled(body.title)).toBe(3);
  });
});
