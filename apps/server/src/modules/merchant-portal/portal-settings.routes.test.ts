import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchants, notifications } from '../../db/schema/index.js';
import { codFlow } from '../../test/cod-flow.js';
import { branchIdOf, createMerchant, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const path = '/api/merchant-portal/notification-settings';

async function memberOf(
  app: TestApp,
  merchantId: number,
  role: 'merchant-owner' | 'merchant-clerk' = 'merchant-owner',
) {
  const member = await createUser(app.db, { role, branch: 'YGN', merchantId });
  return signIn(app, member.userName);
}

const switchOf = (body: { data: { events: { event: string; enabled: boolean }[] } }, event: string) =>
  body.data.events.find((row) => row.event === event)?.enabled;

describe.each(databaseKinds)('a merchant’s own receiver notification settings on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('shows every member the switches beside the company’s rules; only the owner changes them', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const owner = await memberOf(app, shop.id);
    const clerk = await memberOf(app, shop.id, 'merchant-clerk');

    const seen = await app.request('GET', path, { token: clerk });
    expect(seen.status).toBe(200);
    expect(seen.body.data.receiver_messages).toBe('label');
    expect(seen.body.data.events).toContainEqual({ event: 'label.delivered', enabled: true, company_enabled: true });
    // Booked is off for receivers by the company's default rules: the merchant's switch changes nothing there.
    expect(seen.body.data.events).toContainEqual({ event: 'label.booked', enabled: true, company_enabled: false });
    expect(seen.body.data.events.map((row: { event: string }) => row.event)).not.toContain('cod.paid_out');

    const change = { events: [{ event: 'label.delivered', enabled: false }] };
    expect((await app.request('PUT', path, { token: clerk, body: change })).status).toBe(403);
    const saved = await app.request('PUT', path, { token: owner, body: change });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(switchOf(saved.body, 'label.delivered')).toBe(false);
    expect(switchOf((await app.request('GET', path, { token: clerk })).body, 'label.delivered')).toBe(false);
    const [stored] = await app.db
      .select({ off: merchants.receiverEventsOff })
      .from(merchants)
      .where(eq(merchants.id, other.id));
    expect(stored!.off).toEqual([]);

    const bad = await app.request('PUT', path, { token: owner, body: { events: [{ event: 'cod.paid_out' }] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['events.0.enabled', 'events.0.event']);
    // Staff have no portal: the route is the members' (403).
    const staff = await signIn(app, 'owner');
    expect((await app.request('GET', path, { token: staff })).status).toBe(403);
    expect((await app.request('PUT', path, { token: staff, body: change })).status).toBe(403);
  });

  it('writes no outbox row for an event the merchant switched off, and still tells the others', async () => {
    const app = getApp();
    const flow = codFlow(app, await branchIdOf(app.db, 'YGN'));
    const staff = await signIn(app, 'owner');
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    // Both merchants' receivers are told of every parcel (Waypost's switch), whatever the label's services.
    for (const merchant of [shop, other]) {
      await app.db.update(merchants).set({ receiverMessages: 'all' }).where(eq(merchants.id, merchant.id));
    }
    const owner = await memberOf(app, shop.id);
    const saved = await app.request('PUT', path, {
      token: owner,
      body: { events: [{ event: 'label.delivered', enabled: false }] },
    });
    expect(saved.status).toBe(200);

    const rowsOf = async (labelId: number) =>
      (
        await app.db
          .select({ event: notifications.event })
          .from(notifications)
          .where(and(eq(notifications.labelId, labelId), eq(notifications.recipient, 'receiver')))
      ).map((row) => row.event);
    const mine = await flow.book(staff, shop.id);
    await flow.deliver(staff, mine.id);
    const theirs = await flow.book(staff, other.id);
    await flow.deliver(staff, theirs.id);
    expect(await rowsOf(mine.id)).toEqual([]);
    expect(await rowsOf(theirs.id)).toEqual(['label.delivered']);

    // Switched on again, the next parcel's receiver is told.
    await app.request('PUT', path, { token: owner, body: { events: [{ event: 'label.delivered', enabled: true }] } });
    const again = await flow.book(staff, shop.id);
    await flow.deliver(staff, again.id);
    expect(await rowsOf(again.id)).toEqual(['label.delivered']);
  });
});
