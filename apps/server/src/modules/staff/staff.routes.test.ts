import { describe, expect, it } from 'vitest';
import { branchIdOf, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('GET /api/staff/assignable on %s', (kind) => {
  const getApp = useTestApp(kind);
  const assignable = async (userName: string, query: string) =>
    getApp().request('GET', `/api/staff/assignable?${query}`, { token: await signIn(getApp(), userName) });

  it('lists the active postmen of the supervisor’s branch, and no one else', async () => {
    const app = getApp();
    const extra = await createUser(app.db, { role: 'postman', branch: 'YGN' });
    const away = await createUser(app.db, { role: 'postman', branch: 'MDY' });
    const suspended = await createUser(app.db, { role: 'postman', branch: 'YGN', status: 'suspend' });
    const response = await assignable('supervisor', 'role=postman');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const names = response.body.data.map((user: { name: string }) => user.name);
    expect(names).toContain('Ko Thet Naing');
    const ids = response.body.data.map((user: { id: number }) => user.id);
    expect(ids).toContain(extra.id);
    expect(ids).not.toContain(away.id);
    expect(ids).not.toContain(suspended.id);
    expect(names).not.toContain('Ko Phyo Wai');
  });

  it('lets the counter list its couriers, but not postmen, and never another branch’s', async () => {
    const app = getApp();
    const courier = await createUser(app.db, { role: 'courier', branch: 'YGN' });
    const couriers = await assignable('staff', 'role=courier');
    expect(couriers.status).toBe(200);
    expect(couriers.body.data.map((user: { id: number }) => user.id)).toContain(courier.id);
    expect((await assignable('staff', 'role=postman')).status).toBe(403);
    const mdy = await branchIdOf(app.db, 'MDY');
    expect((await assignable('staff', `role=courier&branch_id=${mdy}`)).status).toBe(404);
  });

  it('lets head office name the branch', async () => {
    const mdy = await branchIdOf(getApp().db, 'MDY');
    const response = await assignable('admin', `role=courier&branch_id=${mdy}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((user: { name: string }) => user.name)).toContain('Ko Phyo Wai');
    expect((await assignable('admin', 'role=courier&branch_id=999999')).status).toBe(404);
  });

  it('refuses the field roles themselves and a role that is not a field role', async () => {
    expect((await assignable('courier', 'role=courier')).status).toBe(403);
    expect((await assignable('postman', 'role=postman')).status).toBe(403);
    const wrong = await assignable('supervisor', 'role=manager');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.role).toEqual(['Please choose one.']);
  });
});
