import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, webhookEndpoints } from '../../db/schema/index.js';
import { createMerchant, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { startWebhookReceiver, verifyWebhookSignature } from '../../test/webhook-receiver.js';

/** A signed-in member of `merchantId` (issue 30): the owner by default. */
async function memberOf(
  app: TestApp,
  merchantId: number,
  role: 'merchant-owner' | 'merchant-clerk' = 'merchant-owner',
) {
  const member = await createUser(app.db, { role, branch: 'YGN', merchantId });
  return signIn(app, member.userName);
}

const hookBody = (merchantId: number) => ({
  merchant_id: merchantId,
  url: 'https://shop.example.com/hooks',
  events: ['label.status_changed'],
});

describe.each(databaseKinds)('a merchant owner’s own API keys and webhooks on %s', (kind) => {
  // Private targets allowed: the test event goes to a receiver on this machine.
  const getApp = useTestApp(kind, { webhookAllowPrivate: true });

  it('lets the owner issue, list and revoke his merchant’s keys only, whatever merchant he names', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const staff = await signIn(app, 'owner');
    const foreign = await app.request('POST', '/api/api-keys', {
      token: staff,
      body: { name: 'Other shop', mode: 'live', merchant_id: other.id },
    });
    expect(foreign.status).toBe(201);
    const owner = await memberOf(app, shop.id);

    // Naming another merchant issues a key for his own.
    const issued = await app.request('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'My checkout', mode: 'test', merchant_id: other.id },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data.key).toMatch(/^wp_test_/);
    const [stored] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, issued.body.data.id));
    expect(stored!.merchantId).toBe(shop.id);

    for (const path of ['/api/api-keys', `/api/api-keys?merchant_id=${other.id}`]) {
      const listed = await app.request('GET', path, { token: owner });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((key: { id: number }) => key.id)).toEqual([issued.body.data.id]);
    }
    expect((await app.request('DELETE', `/api/api-keys/${foreign.body.data.id}`, { token: owner })).status).toBe(404);
    const revoked = await app.request('DELETE', `/api/api-keys/${issued.body.data.id}`, { token: owner });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');

    // The public API takes a key of the owner's making like one of staff's; a revoked one no more.
    const live = await app.request('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Live', mode: 'live', merchant_id: shop.id },
    });
    expect(live.status).toBe(201);
    expect((await app.request('GET', '/api/v1/branches', { token: live.body.data.key })).status).toBe(200);
    expect((await app.request('GET', '/api/v1/branches', { token: issued.body.data.key })).status).toBe(401);
    const bad = await app.request('POST', '/api/api-keys', { token: owner, body: { mode: 'live', merchant_id: 1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['name']);
  });

  it('lets the owner register, read the log of and delete his merchant’s webhooks; another’s is not found', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const staff = await signIn(app, 'owner');
    const foreign = await app.request('POST', '/api/webhooks', { token: staff, body: hookBody(other.id) });
    expect(foreign.status).toBe(201);
    const owner = await memberOf(app, shop.id);

    const created = await app.request('POST', '/api/webhooks', { token: owner, body: hookBody(other.id) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.secret).toMatch(/^whsec_/);
    const [stored] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.body.data.id));
    expect(stored!.merchantId).toBe(shop.id);
    const listed = await app.request('GET', `/api/webhooks?merchant_id=${other.id}`, { token: owner });
    expect(listed.body.data.map((hook: { id: number }) => hook.id)).toEqual([created.body.data.id]);
    const log = await app.request('GET', `/api/webhooks/${created.body.data.id}/deliveries`, { token: owner });
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([]);

    const foreignId = foreign.body.data.id as number;
    expect((await app.request('GET', `/api/webhooks/${foreignId}/deliveries`, { token: owner })).status).toBe(404);
    expect((await app.request('DELETE', `/api/webhooks/${foreignId}`, { token: owner })).status).toBe(404);
    expect((await app.request('POST', `/api/webhooks/${foreignId}/deliveries/1/replay`, { token: owner })).status).toBe(
      404,
    );
    const bad = await app.request('POST', '/api/webhooks', {
      token: owner,
      body: { ...hookBody(shop.id), url: 'ftp://shop.example.com', events: [] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['events', 'url']);
    expect((await app.request('DELETE', `/api/webhooks/${created.body.data.id}`, { token: owner })).status).toBe(200);
    expect((await app.request('GET', '/api/webhooks', { token: owner })).body.data).toEqual([]);
  });

  it('lets the owner edit and test his own webhook, as staff do any merchant’s; another’s is not found', async () => {
    const app = getApp();
    const receiver = await startWebhookReceiver(() => 204);
    try {
      const shop = await createMerchant(app.db);
      const other = await createMerchant(app.db);
      const staff = await signIn(app, 'owner');
      const foreign = await app.request('POST', '/api/webhooks', { token: staff, body: hookBody(other.id) });
      const owner = await memberOf(app, shop.id);
      const created = await app.request('POST', '/api/webhooks', { token: owner, body: hookBody(shop.id) });
      const id = created.body.data.id as number;

      const edit = {
        url: receiver.url,
        events: ['label.status_changed'],
        description: 'Orders',
        merchant_id: other.id,
      };
      const edited = await app.request('PUT', `/api/webhooks/${id}`, { token: owner, body: edit });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data).toMatchObject({ url: receiver.url, description: 'Orders', merchant: { id: shop.id } });
      const tested = await app.request('POST', `/api/webhooks/${id}/test`, { token: owner });
      expect(tested.status).toBe(200);
      expect(tested.body.data).toEqual({ ok: true, response_code: 204, error: null });
      const [ping] = receiver.received;
      expect(ping!.json).toMatchObject({ type: 'webhook.test', data: {} });
      expect(verifyWebhookSignature(created.body.data.secret, ping!.headers['waypost-signature'], ping!.body)).toBe(
        true,
      );
      // Not logged: the delivery log holds the parcels' events only.
      expect((await app.request('GET', `/api/webhooks/${id}/deliveries`, { token: owner })).body.data).toEqual([]);

      const foreignId = foreign.body.data.id as number;
      expect((await app.request('PUT', `/api/webhooks/${foreignId}`, { token: owner, body: edit })).status).toBe(404);
      expect((await app.request('POST', `/api/webhooks/${foreignId}/test`, { token: owner })).status).toBe(404);
      const bad = await app.request('PUT', `/api/webhooks/${id}`, {
        token: owner,
        body: { url: 'ftp://x', events: [] },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['events', 'url']);
      // Staff edit any merchant's; a reader does not.
      const byStaff = await app.request('PUT', `/api/webhooks/${foreignId}`, {
        token: staff,
        body: { ...edit, url: 'https://other.example.com/hooks' },
      });
      expect(byStaff.status).toBe(200);
      expect(byStaff.body.data.merchant.id).toBe(other.id);
      const reader = await signIn(app, 'staff');
      expect((await app.request('POST', `/api/webhooks/${id}/test`, { token: reader })).status).toBe(403);
      const clerk = await memberOf(app, shop.id, 'merchant-clerk');
      expect((await app.request('PUT', `/api/webhooks/${id}`, { token: clerk, body: edit })).status).toBe(403);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a clerk (403) and keeps staff’s view of every merchant', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const clerk = await memberOf(app, shop.id, 'merchant-clerk');
    const key = { name: 'Mine', mode: 'test', merchant_id: shop.id };
    expect((await app.request('GET', '/api/api-keys', { token: clerk })).status).toBe(403);
    expect((await app.request('POST', '/api/api-keys', { token: clerk, body: key })).status).toBe(403);
    expect((await app.request('GET', '/api/webhooks', { token: clerk })).status).toBe(403);
    expect((await app.request('POST', '/api/webhooks', { token: clerk, body: hookBody(shop.id) })).status).toBe(403);

    const owner = await memberOf(app, shop.id);
    await app.request('POST', '/api/api-keys', { token: owner, body: key });
    const staff = await signIn(app, 'owner');
    await app.request('POST', '/api/api-keys', { token: staff, body: { ...key, merchant_id: other.id } });
    const seen = await app.request('GET', '/api/api-keys', { token: staff });
    const merchantsSeen = new Set(seen.body.data.map((row: { merchant: { id: number } }) => row.merchant.id));
    expect(merchantsSeen.has(shop.id) && merchantsSeen.has(other.id)).toBe(true);
    // A staff screen other than these stays closed to the owner.
    expect((await app.request('GET', '/api/merchant', { token: owner })).status).toBe(403);
  });
});
