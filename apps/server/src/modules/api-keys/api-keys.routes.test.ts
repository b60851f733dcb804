import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema/index.js';
import { createMerchant, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('merchant API keys on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('shows a new key once, keeps only its hash, and lists it by its prefix', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const owner = await signIn(app, 'owner');
    const created = await app.request('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Shop checkout', mode: 'live', merchant_id: merchant.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, key, prefix } = created.body.data;
    expect(key).toMatch(/^wp_live_[0-9a-f]{48}$/);
    expect(prefix).toBe(key.slice(0, 16));

    const [stored] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stored!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key.slice(16));

    const listed = await app.request('GET', `/api/api-keys?merchant_id=${merchant.id}`, { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id,
        name: 'Shop checkout',
        mode: 'live',
        prefix,
        status: 'active',
        merchant: { id: merchant.id, name: merchant.name },
        expires_at: null,
        revoked_at: null,
        last_used_at: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(16));
  });

  it('lets the API-integration screen’s users read keys; only managers issue and revoke them', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const body = { name: 'Shop', mode: 'test', merchant_id: merchant.id };
    for (const userName of ['staff', 'cs', 'supervisor']) {
      const token = await signIn(app, userName);
      expect((await app.request('GET', '/api/api-keys', { token })).status).toBe(200);
      expect((await app.request('POST', '/api/api-keys', { token, body })).status).toBe(403);
    }
    const accountant = await signIn(app, 'accountant');
    expect((await app.request('GET', '/api/api-keys', { token: accountant })).status).toBe(403);
    for (const userName of ['owner', 'manager', 'admin']) {
      const token = await signIn(app, userName);
      const created = await app.request('POST', '/api/api-keys', { token, body });
      expect(created.status).toBe(201);
      expect((await app.request('DELETE', `/api/api-keys/${created.body.data.id}`, { token })).status).toBe(200);
    }
    const staff = await signIn(app, 'staff');
    const owner = await signIn(app, 'owner');
    const kept = await app.request('POST', '/api/api-keys', { token: owner, body });
    expect((await app.request('DELETE', `/api/api-keys/${kept.body.data.id}`, { token: staff })).status).toBe(403);
  });

  it('refuses a key without name or mode, for an unknown merchant, or expiring in the past', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const owner = await signIn(app, 'owner');
    const post = (body: unknown) => app.request('POST', '/api/api-keys', { token: owner, body });
    const empty = await post({ name: ' ', merchant_id: merchant.id });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['mode', 'name']);
    const unknown = await post({ name: 'Shop', mode: 'live', merchant_id: 2_000_000_000 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.merchant_id).toEqual(['Please choose one.']);
    const past = await post({
      name: 'Shop',
      mode: 'live',
      merchant_id: merchant.id,
      expires_at: new Date(app.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.expires_at).toEqual(['The expiry must be in the future.']);
    const listed = await app.request('GET', `/api/api-keys?merchant_id=${merchant.id}`, { token: owner });
    expect(listed.body.data).toEqual([]);
  });

  it('revokes a key once: revoking it again changes nothing; another id is not found', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const owner = await signIn(app, 'owner');
    const created = await app.request('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Old shop', mode: 'live', merchant_id: merchant.id },
    });
    const revoke = () => app.request('DELETE', `/api/api-keys/${created.body.data.id}`, { token: owner });
    const first = await revoke();
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('revoked');
    app.clock.advance(60_000);
    const second = await revoke();
    expect(second.body.data.revoked_at).toBe(first.body.data.revoked_at);
    expect((await app.request('DELETE', '/api/api-keys/2000000000', { token: owner })).status).toBe(404);
  });
});

describe.each(databaseKinds)('a merchant’s integration is managed by who manages the merchant, on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('lets another branch’s head neither issue nor revoke a merchant’s keys, nor delete its webhooks (404)', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const owner = await signIn(app, 'owner');
    const key = await app.request('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Shop checkout', mode: 'live', merchant_id: merchant.id },
    });
    expect(key.status).toBe(201);
    const hook = await app.request('POST', '/api/webhooks', {
      token: owner,
      body: { merchant_id: merchant.id, url: 'https://shop.example.com/hooks', events: ['label.status_changed'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);

    // Naypyitaw's head: api-integration.manage and merchant.manage, for his own branch's merchants.
    const nptHead = await createUser(app.db, { role: 'manager', branch: 'NPT' });
    const token = await signIn(app, nptHead.userName);
    const issued = await app.request('POST', '/api/api-keys', {
      token,
      body: { name: 'Not mine', mode: 'live', merchant_id: merchant.id },
    });
    expect(issued.status).toBe(422);
    expect((await app.request('DELETE', `/api/api-keys/${key.body.data.id}`, { token })).status).toBe(404);
    expect((await app.request('DELETE', `/api/webhooks/${hook.body.data.id}`, { token })).status).toBe(404);
    const [stored] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.body.data.id));
    expect(stored!.revokedAt).toBeNull();
    const hooks = await app.request('GET', `/api/webhooks?merchant_id=${merchant.id}`, { token: owner });
    expect(hooks.body.data.map((row: { id: number }) => row.id)).toContain(hook.body.data.id);
  });
});
