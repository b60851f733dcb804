import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labels, pickupRequests } from '../../db/schema/index.js';
import { branchIdOf, createMerchant } from '../../test/fixtures.js';
import { samplePickup } from '../../test/pickup-flow.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A key issued by the owner through the API, as the /api-integration screen does. */
async function issueKey(app: TestApp, merchantId: number, mode: 'test' | 'live' = 'live', expiresAt?: Date) {
  const owner = await signIn(app, 'owner');
  const created = await app.request('POST', '/api/api-keys', {
    token: owner,
    body: { name: 'Checkout', mode, merchant_id: merchantId, expires_at: expiresAt?.toISOString() },
  });
  if (created.status !== 201) throw new Error(`key not issued: ${JSON.stringify(created.body)}`);
  return created.body.data as { id: number; key: string; prefix: string };
}

const labelsOf = async (app: TestApp, merchantId: number) =>
  (await app.db.select({ total: count() }).from(labels).where(eq(labels.merchantId, merchantId)))[0]!.total;

describe.each(databaseKinds)('the public API (/api/v1) on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('lists what a label needs, usable from the documentation alone: the company’s branches and its townships', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const { key } = await issueKey(app, merchant.id);
    const branches = await app.request('GET', '/api/v1/branches', { token: key });
    expect(branches.status).toBe(200);
    expect(branches.body.data).toContainEqual({
      id: await branchIdOf(app.db, 'MDY'),
      code: 'MDY',
      name_en: expect.any(String),
      name_mm: expect.any(String),
      township_id: expect.any(String),
    });
    const townships = await app.request('GET', '/api/v1/locations?level=township&search=Pazundaung', { token: key });
    expect(townships.status).toBe(200);
    expect(townships.body.data).toContainEqual(expect.objectContaining({ id: 'MMR013016', level: 'township' }));
    // A session of the back office is no key here, nor the reverse.
    expect((await app.request('GET', '/api/v1/branches', { token: await signIn(app, 'staff') })).status).toBe(401);
  });

  it('answers in English unless asked otherwise, as its documentation is written (the back office: Burmese)', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const { key } = await issueKey(app, merchant.id);
    const quote = (language: string) =>
      app.request('POST', '/api/v1/quote', { token: key, body: {}, headers: { 'accept-language': language } });
    expect((await quote('')).body.message).toBe('Some fields are not valid.');
    expect((await quote('my-MM')).body.message).toMatch(/[\u1000-\u109f]/);
    expect((await quote('zh-CN,zh;q=0.9')).body.message).toMatch(/[\u4e00-\u9fff]/);
    const backOffice = await app.request('POST', '/api/label/quote', {
      token: await signIn(app, 'staff'),
      body: {},
      headers: { 'accept-language': '' },
    });
    expect(backOffice.body.message).toMatch(/[\u1000-\u109f]/);
  });

  it('books a label for the key’s merchant at its home branch, once per Idempotency-Key', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const { key } = await issueKey(app, merchant.id);
    const mdy = await branchIdOf(app.db, 'MDY');
    const body = sampleLabel(mdy, { accept_type: 'cod', cod_amount: 25_000, reference_id: 'ORDER-1001' });
    const post = (idempotencyKey?: string, payload: unknown = body) =>
      app.request('POST', '/api/v1/labels', {
        token: key,
        body: payload,
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      });

    const withoutKey = await post();
    expect(withoutKey.status).toBe(422);
    expect(Object.keys(withoutKey.body.errors)).toEqual(['idempotency-key']);
    // The back office's rule: 8 to 100 characters.
    const shortKey = await post('order-1');
    expect(shortKey.status).toBe(422);
    expect(Object.keys(shortKey.body.errors)).toEqual(['idempotency-key']);
    expect(await labelsOf(app, merchant.id)).toBe(0);

    const quoted = await app.request('POST', '/api/v1/quote', { token: key, body });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);

    const created = await post('order-1001');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'pending',
      accept_type: 'cod',
      reference_id: 'ORDER-1001',
      cod_amount: 25_000,
      total_cost: quoted.body.data.total_cost,
    });
    const code = created.body.data.tracking_code as string;
    const [row] = await app.db
      .select({ merchantId: labels.merchantId, channel: labels.channel, acceptBranchId: labels.acceptBranchId })
      .from(labels)
      .where(eq(labels.trackingCode, code));
    expect(row).toEqual({ merchantId: merchant.id, channel: 'api', acceptBranchId: await branchIdOf(app.db, 'YGN') });

    const retried = await post('order-1001');
    expect(retried.body.data.tracking_code).toBe(code);
    expect(await labelsOf(app, merchant.id)).toBe(1);
    const reused = await post('order-1001', { ...body, cod_amount: 30_000 });
    expect(reused.status).toBe(422);
    expect(await labelsOf(app, merchant.id)).toBe(1);
  });

  it('lists and tracks only the key’s merchant’s labels: another merchant’s or a counter label is not found', async () => {
    const app = getApp();
    const mdy = await branchIdOf(app.db, 'MDY');
    const [shop, other] = [await createMerchant(app.db), await createMerchant(app.db)];
    const [shopKey, otherKey] = [(await issueKey(app, shop.id)).key, (await issueKey(app, other.id)).key];
    const book = async (key: string, reference: string) =>
      (
        await app.request('POST', '/api/v1/labels', {
          token: key,
          body: sampleLabel(mdy, { reference_id: reference }),
          headers: { 'idempotency-key': reference },
        })
      ).body.data.tracking_code as string;
    const first = await book(shopKey, 'ORDER-A-1');
    const second = await book(shopKey, 'ORDER-A-2');
    const others = await book(otherKey, 'ORDER-B-1');
    const counter = await app.request('POST', '/api/label', {
      token: await signIn(app, 'staff'),
      body: sampleLabel(mdy),
    });

    const listed = await app.request('GET', '/api/v1/labels?per_page=10', { token: shopKey });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((label: { tracking_code: string }) => label.tracking_code)).toEqual([second, first]);
    expect(listed.body.meta).toEqual({ total: 2, per_page: 10, last_page: 1 });

    const tracked = await app.request('GET', `/api/v1/labels/${first.toLowerCase()}`, { token: shopKey });
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.tracking_code).toBe(first);
    expect((await app.request('GET', `/api/v1/labels/${others}`, { token: shopKey })).status).toBe(404);
    const counterCode = counter.body.data.tracking_code as string;
    expect((await app.request('GET', `/api/v1/labels/${counterCode}`, { token: shopKey })).status).toBe(404);
  });

  it('refuses revoked and expired keys, sessions on /api/v1 and keys anywhere else', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const revoked = await issueKey(app, merchant.id);
    const owner = await signIn(app, 'owner');
    expect((await app.request('GET', '/api/v1/labels', { token: revoked.key })).status).toBe(200);
    expect((await app.request('DELETE', `/api/api-keys/${revoked.id}`, { token: owner })).status).toBe(200);
    const refused = await app.request('GET', '/api/v1/labels', { token: revoked.key });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/invalid_token/);

    const expiring = await issueKey(app, merchant.id, 'live', new Date(app.clock.now().getTime() + 3_600_000));
    expect((await app.request('GET', '/api/v1/labels', { token: expiring.key })).status).toBe(200);
    const listed = await app.request('GET', `/api/api-keys?merchant_id=${merchant.id}`, { token: owner });
    expect(listed.body.data.find((item: { id: number }) => item.id === expiring.id).last_used_at).not.toBeNull();
    app.clock.advance(3_600_000);
    expect((await app.request('GET', '/api/v1/labels', { token: expiring.key })).status).toBe(401);

    const live = await issueKey(app, merchant.id);
    expect((await app.request('GET', '/api/v1/labels', { token: await signIn(app, 'owner') })).status).toBe(401);
    expect((await app.request('GET', '/api/v1/labels')).status).toBe(401);
    expect((await app.request('GET', '/api/label', { token: live.key })).status).toBe(401);
    // A key with its last digit changed (to another digit, whatever the last one was) is no key.
    const damaged = `${live.key.slice(0, -1)}${live.key.endsWith('0') ? '1' : '0'}`;
    expect((await app.request('GET', '/api/v1/labels', { token: damaged })).status).toBe(401);
  });

  it('checks and prices a test key’s label and books nothing', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const { key } = await issueKey(app, merchant.id, 'test');
    const mdy = await branchIdOf(app.db, 'MDY');
    const tried = await app.request('POST', '/api/v1/labels', {
      token: key,
      body: sampleLabel(mdy),
      headers: { 'idempotency-key': 'attempt-1' },
    });
    expect(tried.status, JSON.stringify(tried.body)).toBe(200);
    expect(tried.body.data).toMatchObject({ test: true, total_cost: expect.any(Number) });
    const wrong = await app.request('POST', '/api/v1/labels', {
      token: key,
      body: sampleLabel(mdy, { accept_type: 'cod' }),
      headers: { 'idempotency-key': 'attempt-2' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty('cod_amount');
    expect(await labelsOf(app, merchant.id)).toBe(0);
  });
});

describe.each(databaseKinds)('pickups through the public API on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('asks the merchant’s home branch for a pickup with a live key; a test key’s is checked and sent nowhere', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'MDY' });
    const pickupsOf = async () =>
      app.db
        .select({ branchId: pickupRequests.branchId, state: pickupRequests.status })
        .from(pickupRequests)
        .where(eq(pickupRequests.merchantId, merchant.id));
    const test = await issueKey(app, merchant.id, 'test');
    const tried = await app.request('POST', '/api/v1/pickup-requests', { token: test.key, body: samplePickup() });
    expect(tried.status, JSON.stringify(tried.body)).toBe(200);
    expect(tried.body).toEqual({ test: true });
    const nowhere = await app.request('POST', '/api/v1/pickup-requests', {
      token: test.key,
      body: samplePickup({ township_id: 'MMR999999' }),
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors).toHaveProperty('township_id');
    expect(await pickupsOf()).toEqual([]);

    const live = await issueKey(app, merchant.id);
    const asked = await app.request('POST', '/api/v1/pickup-requests', {
      token: live.key,
      body: samplePickup({ merchant_id: 1 }),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ id: expect.any(Number), status: 'unassigned' });
    expect(await pickupsOf()).toEqual([{ branchId: await branchIdOf(app.db, 'MDY'), state: 'unassigned' }]);
  });

  it('asks once per Idempotency-Key: a retry, even with the merchant’s other key, answers the same pickup', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'MDY' });
    const [first, second] = [await issueKey(app, merchant.id), await issueKey(app, merchant.id)];
    const ask = (key: string, body: unknown) =>
      app.request('POST', '/api/v1/pickup-requests', {
        token: key,
        body,
        headers: { 'idempotency-key': 'order-0001-pickup' },
      });
    const asked = await ask(first.key, samplePickup());
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const again = await ask(second.key, samplePickup());
    expect([again.status, again.body]).toEqual([201, asked.body]);
    const changed = await ask(first.key, samplePickup({ counts: 9 }));
    expect(changed.status).toBe(409);
    const pickups = await app.db.select().from(pickupRequests).where(eq(pickupRequests.merchantId, merchant.id));
    expect(pickups).toHaveLength(1);
  });
});

describe.each(databaseKinds)('the public API’s rate limit on %s', (kind) => {
  const getApp = useTestApp(kind, { apiKeyRateLimitPerMinute: 3 });

  it('answers 429 with Retry-After past the key’s requests per minute; other keys and the next minute go on', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const [busy, calm] = [await issueKey(app, merchant.id), await issueKey(app, merchant.id)];
    const list = (key: string) => app.request('GET', '/api/v1/labels', { token: key });
    for (let request = 0; request < 3; request += 1) expect((await list(busy.key)).status).toBe(200);
    const limited = await list(busy.key);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await list(calm.key)).status).toBe(200);
    app.clock.advance(retryAfter * 1000);
    expect((await list(busy.key)).status).toBe(200);
  });
});
