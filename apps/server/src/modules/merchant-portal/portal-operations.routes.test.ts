import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantMembers, pickupRequestLogs, pickupRequests, users } from '../../db/schema/index.js';
import { branchIdOf, createMerchant, unique } from '../../test/fixtures.js';
import { createPickup, samplePickup } from '../../test/pickup-flow.js';
import { demoTownships } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A member of `merchantId` who has set his password (invited by the branch owner): his token and id. */
async function memberOf(app: TestApp, merchantId: number, role = 'merchant-clerk') {
  // Head office invites any branch's merchant's members.
  const owner = await signIn(app, 'admin');
  const userName = unique('member');
  const invited = await app.request('POST', `/api/merchant/${merchantId}/users`, {
    token: owner,
    body: { name: 'Ma Su', user_name: userName, phone: '09421234567', role },
  });
  const token = (invited.body.invite_url as string).split('/').pop()!;
  await app.request('POST', `/api/invite/${token}`, { body: { password: 'member-pass-1' } });
  return { id: invited.body.id as number, userName, token: await signIn(app, userName, 'member-pass-1') };
}

const portalPickup = (overrides: Record<string, unknown> = {}) => ({
  counts: 4,
  include_products: 'Shoes',
  time_request: { from: '2026-11-29T09:00:00+06:30', to: '2026-11-29T12:00:00+06:30' },
  vehicle: 'motor_bike',
  ...overrides,
});

describe.each(databaseKinds)('merchant portal operations on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('asks the home branch for a pickup once per key, in the merchant’s name, and the branch sees it', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db, { homeBranch: 'MDY' });
    const other = await createMerchant(app.db);
    const clerk = await memberOf(app, shop.id);
    const headers = { 'Idempotency-Key': randomUUID() };
    // The body's merchant is ignored: his membership's is used.
    const body = portalPickup({ merchant_id: other.id });

    const created = await app.request('POST', '/api/merchant-portal/pickup', { token: clerk.token, headers, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'unassigned',
      name: shop.name,
      phone: '09420000001',
      address: 'No. 12, 49th Street',
      counts: 4,
      include_products: 'Shoes',
    });
    const again = await app.request('POST', '/api/merchant-portal/pickup', { token: clerk.token, headers, body });
    expect(again.body.data.id).toBe(created.body.data.id);

    const [row] = await app.db.select().from(pickupRequests).where(eq(pickupRequests.id, created.body.data.id));
    expect(row).toMatchObject({
      merchantId: shop.id,
      branchId: await branchIdOf(app.db, 'MDY'),
      createdBy: clerk.id,
      townshipId: 'MMR013016',
    });
    const logs = await app.db.select().from(pickupRequestLogs).where(eq(pickupRequestLogs.pickupRequestId, row!.id));
    expect(logs).toEqual([expect.objectContaining({ state: 'unassigned', actorId: clerk.id })]);

    // The home branch's staff see it in their list like any other; another branch's do not.
    const mdy = await signIn(app, 'mdy-staff');
    const branchList = await app.request('GET', '/api/pickup-request?status=unassigned&per_page=100', { token: mdy });
    expect(branchList.body.data.map((pickup: { id: number }) => pickup.id)).toContain(row!.id);
    const ygn = await signIn(app, 'staff');
    expect((await app.request('GET', `/api/pickup-request/${row!.id}`, { token: ygn })).status).toBe(404);

    // He names another address and phone.
    const elsewhere = await app.request('POST', '/api/merchant-portal/pickup', {
      token: clerk.token,
      body: portalPickup({ address: 'Warehouse 3', phone: '09 450 111 222', township_id: demoTownships.pazundaung }),
    });
    expect(elsewhere.body.data).toMatchObject({ address: 'Warehouse 3', phone: '09450111222' });

    // His list: his merchant's only, newest first, nine to a page; another merchant's pickup is not found.
    const staff = await signIn(app, 'owner');
    const foreign = await createPickup(app, staff, { merchant_id: other.id });
    const list = await app.request('GET', '/api/merchant-portal/pickup', { token: clerk.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((pickup: { id: number }) => pickup.id)).toEqual([elsewhere.body.data.id, row!.id]);
    expect(list.body.meta).toEqual({ total: 2, per_page: 9, last_page: 1 });
    const detail = await app.request('GET', `/api/merchant-portal/pickup/${row!.id}`, { token: clerk.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.history).toEqual([{ state: 'unassigned', at: expect.any(String) }]);
    expect(detail.body.data).not.toHaveProperty('postman');
    expect((await app.request('GET', `/api/merchant-portal/pickup/${foreign}`, { token: clerk.token })).status).toBe(
      404,
    );

    // Staff have no portal; the member has no staff pickup routes.
    expect((await app.request('GET', '/api/merchant-portal/pickup', { token: staff })).status).toBe(403);
    const staffPost = await app.request('POST', '/api/pickup-request', { token: clerk.token, body: samplePickup() });
    expect(staffPost.status).toBe(403);
    expect((await app.request('GET', '/api/pickup-request', { token: clerk.token })).status).toBe(403);
  });

  it('refuses bad input as field errors and writes nothing', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const clerk = await memberOf(app, shop.id);
    const before = await app.db.select({ n: count() }).from(pickupRequests);
    const bad = await app.request('POST', '/api/merchant-portal/pickup', {
      token: clerk.token,
      body: portalPickup({
        counts: 0,
        time_request: { from: '2026-11-29T12:00:00+06:30', to: '2026-11-29T09:00:00+06:30' },
      }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['counts', 'time_request.to']);
    const township = await app.request('POST', '/api/merchant-portal/pickup', {
      token: clerk.token,
      body: portalPickup({ township_id: 'MMR999999' }),
    });
    expect(township.status).toBe(422);
    expect(Object.keys(township.body.errors)).toEqual(['township_id']);
    const after = await app.db.select({ n: count() }).from(pickupRequests);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('lets the owner invite, re-invite and disable his clerks, never an owner, and a clerk none of it', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const owner = await memberOf(app, shop.id, 'merchant-owner');
    const clerk = await memberOf(app, shop.id);
    const foreign = await memberOf(app, other.id);

    const listed = await app.request('GET', '/api/merchant-portal/users', { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: owner.id, role: 'merchant-owner', invite_expires_at: null }),
      expect.objectContaining({ id: clerk.id, role: 'merchant-clerk', last_sign_in_at: expect.any(String) }),
    ]);

    // Always a clerk of his own merchant, whatever role the body names.
    const userName = unique('newclerk');
    const invited = await app.request('POST', '/api/merchant-portal/users', {
      token: owner.token,
      body: { name: 'Ko Min', user_name: userName, phone: '09 421 234 568', role: 'merchant-owner' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.invite_url).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);
    const [newcomer] = await app.db
      .select({ merchantId: merchantMembers.merchantId, branchId: users.branchId })
      .from(users)
      .innerJoin(merchantMembers, eq(merchantMembers.userId, users.id))
      .where(eq(users.id, invited.body.id));
    expect(newcomer).toEqual({ merchantId: shop.id, branchId: await branchIdOf(app.db, 'YGN') });
    const invite = await app.request('GET', `/api/invite/${(invited.body.invite_url as string).split('/').pop()}`);
    expect(invite.body).toMatchObject({ role: 'merchant-clerk' });
    const pending = await app.request('GET', '/api/merchant-portal/users', { token: owner.token });
    expect(pending.body.data).toContainEqual(
      expect.objectContaining({ user_name: userName, invite_expires_at: expect.any(String), last_sign_in_at: null }),
    );

    // A taken user name or a bad phone: field errors, nobody written.
    const taken = await app.request('POST', '/api/merchant-portal/users', {
      token: owner.token,
      body: { name: 'Ko Min', user_name: clerk.userName, phone: '12' },
    });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['phone']);
    const duplicate = await app.request('POST', '/api/merchant-portal/users', {
      token: owner.token,
      body: { name: 'Ko Min', user_name: clerk.userName, phone: '09421234569' },
    });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.errors)).toEqual(['user_name']);
    const members = await app.db
      .select({ n: count() })
      .from(merchantMembers)
      .where(eq(merchantMembers.merchantId, shop.id));
    expect(members[0]!.n).toBe(3);

    // Re-invite: his clerk yes; an owner is the branch's (403); another merchant's member is not found.
    const reinvite = (userId: number) =>
      app.request('POST', `/api/merchant-portal/users/${userId}/invite`, { token: owner.token });
    expect((await reinvite(invited.body.id)).status).toBe(201);
    expect((await reinvite(owner.id)).status).toBe(403);
    expect((await reinvite(foreign.id)).status).toBe(404);

    // Disable a clerk: his session ends at once, he is back once let in again.
    const status = (userId: number, value: string) =>
      app.request('POST', `/api/merchant-portal/users/${userId}/status`, {
        token: owner.token,
        body: { status: value },
      });
    const disabled = await status(clerk.id, 'suspend');
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toContainEqual(expect.objectContaining({ id: clerk.id, status: 'suspend' }));
    expect((await app.request('GET', '/api/merchant-portal/dashboard', { token: clerk.token })).status).toBe(401);
    expect((await status(clerk.id, 'ban')).status).toBe(422);
    expect((await status(owner.id, 'suspend')).status).toBe(403);
    expect((await status(foreign.id, 'suspend')).status).toBe(404);
    expect((await status(clerk.id, 'active')).status).toBe(200);
    const [back] = await app.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, clerk.id)));
    expect(back!.status).toBe('active');

    // A clerk manages nobody; staff have no portal.
    const clerkAgain = await signIn(app, foreign.userName, 'member-pass-1');
    expect((await app.request('GET', '/api/merchant-portal/users', { token: clerkAgain })).status).toBe(403);
    const clerkInvite = await app.request('POST', '/api/merchant-portal/users', {
      token: clerkAgain,
      body: { name: 'Ko Min', user_name: unique('x'), phone: '09421234569' },
    });
    expect(clerkInvite.status).toBe(403);
    const staff = await signIn(app, 'owner');
    expect((await app.request('GET', '/api/merchant-portal/users', { token: staff })).status).toBe(403);
  });
});
