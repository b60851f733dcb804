import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, createMerchant } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { startWebhookReceiver, verifyWebhookSignature } from '../../test/webhook-receiver.js';
import { pruneWebhookDeliveries, sendDelivery } from './webhook-worker.js';

const sendsWebhooks = { webhookConcurrency: 4, webhookPollMs: 20, webhookAllowPrivate: true };
const hour = 3_600_000;

async function registerWebhook(app: TestApp, merchantId: number, url: string) {
  const response = await app.request('POST', '/api/webhooks', {
    token: await signIn(app, 'owner'),
    body: { url, events: ['label.status_changed'], merchant_id: merchantId, description: 'Shop orders' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; secret: string };
}

/** A label booked at the counter in Yangon for `merchantId` (null: a walk-in customer's). */
async function bookLabel(app: TestApp, token: string, merchantId: number | null) {
  const response = await app.request('POST', '/api/label', {
    token,
    body: sampleLabel(await branchIdOf(app.db, 'MDY'), merchantId ? { merchant_id: merchantId } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; tracking_code: string; status: string };
}

/** One action on a label as the counter takes it; answers the label's new status. */
async function act(app: TestApp, token: string, labelId: number, action: 'next' | 'rollback') {
  const current = await app.request('GET', `/api/label/${labelId}`, { token });
  const response = await app.request('POST', `/api/label/${labelId}/status`, {
    token,
    body: { action, expected_status: current.body.data.status },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { from: current.body.data.status as string, to: response.body.data.status as string };
}

const deliveriesOf = async (app: TestApp, webhookId: number) => {
  const response = await app.request('GET', `/api/webhooks/${webhookId}/deliveries?per_page=100`, {
    token: await signIn(app, 'owner'),
  });
  expect(response.status).toBe(200);
  return response.body.data as Array<Record<string, any>>;
};

describe.each(databaseKinds)('webhook endpoints on %s', (kind) => {
  // Private targets refused, as in production.
  const getApp = useTestApp(kind);

  it('are registered by managers with a secret shown once; the list never shows it', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const created = await registerWebhook(app, merchant.id, 'https://shop.example.com/hooks/waypost');
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);

    const staff = await signIn(app, 'staff');
    const listed = await app.request('GET', `/api/webhooks?merchant_id=${merchant.id}`, { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: created.id,
        url: 'https://shop.example.com/hooks/waypost',
        events: ['label.status_changed'],
        description: 'Shop orders',
        merchant: { id: merchant.id, name: merchant.name },
        pending: 0,
        failed: 0,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);

    const byStaff = await app.request('POST', '/api/webhooks', {
      token: staff,
      body: { url: 'https://shop.example.com/x', events: ['label.status_changed'], merchant_id: merchant.id },
    });
    expect(byStaff.status).toBe(403);
    expect((await app.request('DELETE', `/api/webhooks/${created.id}`, { token: staff })).status).toBe(403);
  });

  it('refuse plain http, private, loopback and link-local targets (server-side request forgery)', async () => {
    const app = getApp();
    const owner = await signIn(app, 'owner');
    const merchant = await createMerchant(app.db);
    const errorOf = async (url: string) => {
      const response = await app.request('POST', '/api/webhooks', {
        token: owner,
        body: { url, events: ['label.status_changed'], merchant_id: merchant.id },
      });
      expect(response.status, url).toBe(422);
      return response.body.errors.url[0] as string;
    };
    expect(await errorOf('http://shop.example.com/hooks')).toBe('Enter a web address starting with https://');
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://2130706433/hooks',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hooks',
      'https://192.168.1.10/hooks',
      'https://172.16.0.1/hooks',
      'https://100.64.0.1/hooks',
      'https://[fd00::1]/hooks',
      'https://0.0.0.0/hooks',
      'https://localhost/hooks',
      'https://api.localhost/hooks',
      'https://printer.local/hooks',
      'https://intranet/hooks',
    ]) {
      expect(await errorOf(url)).toMatch(/private or local network/);
    }
    const unknownMerchant = await app.request('POST', '/api/webhooks', {
      token: owner,
      body: { url: 'https://shop.example.com/hooks', events: ['label.status_changed'], merchant_id: 2_000_000_000 },
    });
    expect(unknownMerchant.status).toBe(422);
    expect(Object.keys(unknownMerchant.body.errors)).toEqual(['merchant_id']);
  });

  it('a deleted endpoint, or one that does not exist, is not found', async () => {
    const app = getApp();
    const owner = await signIn(app, 'owner');
    const merchant = await createMerchant(app.db);
    const { id } = await registerWebhook(app, merchant.id, 'https://shop.example.com/hooks');
    expect((await app.request('DELETE', `/api/webhooks/${id}`, { token: owner })).status).toBe(200);
    expect((await app.request('DELETE', `/api/webhooks/${id}`, { token: owner })).status).toBe(404);
    expect((await app.request('GET', `/api/webhooks/${id}/deliveries`, { token: owner })).status).toBe(404);
    expect((await app.request('GET', `/api/webhooks/2000000000/deliveries`, { token: owner })).status).toBe(404);
    const listed = await app.request('GET', `/api/webhooks?merchant_id=${merchant.id}`, { token: owner });
    expect(listed.body.data).toEqual([]);
  });
});

describe('a delivery to a private address that a name resolves to', () => {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is refused before connecting, by name or by literal address', async () => {
    const { port } = server.address() as net.AddressInfo;
    const send = (url: string) =>
      sendDelivery(
        { id: 1, url, secret: 'whsec_x', eventType: 'label.status_changed', body: '{}' },
        { now: new Date(), allowPrivate: false, timeoutMs: 2_000 },
      );
    expect(await send(`https://localhost:${port}/hooks`)).toEqual({ responseCode: null, error: 'ADDRESS_REFUSED' });
    expect(await send(`https://127.0.0.1:${port}/hooks`)).toEqual({ responseCode: null, error: 'ADDRESS_REFUSED' });
    expect(await send(`http://localhost:${port}/hooks`)).toEqual({ responseCode: null, error: 'ADDRESS_REFUSED' });
    expect(connections).toBe(0);
  });
});

describe.each(databaseKinds)('webhook deliveries on %s', (kind) => {
  const getApp = useTestApp(kind, sendsWebhooks);
  let answer = 200;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => answer);
  });
  afterAll(() => receiver.close());

  const receivedFor = (trackingCode: string) =>
    receiver.received.filter((entry) => entry.json.data.tracking_code === trackingCode);

  it('tell the merchant of each status change, signed with its secret; a walk-in label tells no one', async () => {
    const app = getApp();
    answer = 200;
    const supervisor = await signIn(app, 'supervisor');
    const merchant = await createMerchant(app.db);
    const webhook = await registerWebhook(app, merchant.id, receiver.url);
    const label = await bookLabel(app, supervisor, merchant.id);
    const walkIn = await bookLabel(app, supervisor, null);
    const step = await act(app, supervisor, label.id, 'next');
    await act(app, supervisor, walkIn.id, 'next');

    await expect.poll(() => receivedFor(label.tracking_code).length, { timeout: 10_000 }).toBe(1);
    const [arrived] = receivedFor(label.tracking_code);
    expect(verifyWebhookSignature(webhook.secret, arrived!.headers['waypost-signature'], arrived!.body)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', arrived!.headers['waypost-signature'], arrived!.body)).toBe(false);
    const t = Number(/t=(\d+)/.exec(String(arrived!.headers['waypost-signature']))![1]);
    expect(Math.abs(t - app.clock.now().getTime() / 1000)).toBeLessThan(5);
    expect(arrived!.headers['content-type']).toBe('application/json');
    expect(arrived!.headers['waypost-event']).toBe('label.status_changed');
    expect(arrived!.json).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f-]{36}$/),
      type: 'label.status_changed',
      created_at: expect.any(String),
      data: {
        tracking_code: label.tracking_code,
        reference_id: null,
        status: step.to,
        previous_status: step.from,
        changed_at: expect.any(String),
      },
    });

    await expect.poll(async () => (await deliveriesOf(app, webhook.id))[0]?.status).toBe('delivered');
    const [logged] = await deliveriesOf(app, webhook.id);
    expect(logged).toMatchObject({
      event_id: arrived!.json.id,
      tracking_code: label.tracking_code,
      status: 'delivered',
      attempts: 1,
      response_code: 200,
      error: null,
      next_attempt_at: null,
      replay_of: null,
    });
    expect(String(arrived!.headers['waypost-delivery'])).toBe(String(logged!.id));

    // A rollback is a status change too.
    const back = await act(app, supervisor, label.id, 'rollback');
    await expect.poll(() => receivedFor(label.tracking_code).length, { timeout: 10_000 }).toBe(2);
    expect(receivedFor(label.tracking_code)[1]!.json.data).toMatchObject({
      status: back.to,
      previous_status: back.from,
    });
    expect(receivedFor(walkIn.tracking_code)).toEqual([]);
  });

  it('keep sending to the others while one receiver is slow to answer', async () => {
    const app = getApp();
    answer = 200;
    const supervisor = await signIn(app, 'supervisor');
    let release = () => {};
    const held = new Promise<number>((resolve) => {
      release = () => resolve(200);
    });
    const slow = await startWebhookReceiver(() => held);
    try {
      const [slowShop, fastShop] = [await createMerchant(app.db), await createMerchant(app.db)];
      const slowHook = await registerWebhook(app, slowShop.id, slow.url);
      await registerWebhook(app, fastShop.id, receiver.url);
      await act(app, supervisor, (await bookLabel(app, supervisor, slowShop.id)).id, 'next');
      await expect.poll(() => slow.received.length, { timeout: 10_000 }).toBe(1);

      // More changes than the worker sends at once (4), while the slow receiver still holds its answer.
      const labels = [];
      for (let index = 0; index < 6; index += 1) labels.push(await bookLabel(app, supervisor, fastShop.id));
      for (const label of labels) await act(app, supervisor, label.id, 'next');
      for (const label of labels) {
        await expect.poll(() => receivedFor(label.tracking_code).length, { timeout: 10_000 }).toBe(1);
      }
      expect((await deliveriesOf(app, slowHook.id))[0]?.status).toBe('pending');

      release();
      await expect.poll(async () => (await deliveriesOf(app, slowHook.id))[0]?.status).toBe('delivered');
    } finally {
      release();
      await slow.close();
    }
  });

  it('retry after the receiver fails, on the schedule, and give up after 24 hours', async () => {
    const app = getApp();
    const supervisor = await signIn(app, 'supervisor');
    const merchant = await createMerchant(app.db);
    const webhook = await registerWebhook(app, merchant.id, receiver.url);
    const label = await bookLabel(app, supervisor, merchant.id);
    answer = 500;
    await act(app, supervisor, label.id, 'next');

    await expect.poll(async () => (await deliveriesOf(app, webhook.id))[0]?.response_code).toBe(500);
    const [failed] = await deliveriesOf(app, webhook.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, delivered_at: null });
    expect(Date.parse(failed!.next_attempt_at) - Date.parse(failed!.last_attempt_at)).toBe(30_000);
    // Not before its time.
    app.clock.advance(20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receivedFor(label.tracking_code)).toHaveLength(1);

    answer = 200;
    app.clock.advance(11_000);
    await expect.poll(async () => (await deliveriesOf(app, webhook.id))[0]?.status).toBe('delivered');
    expect((await deliveriesOf(app, webhook.id))[0]).toMatchObject({ attempts: 2, response_code: 200 });
    const [first, second] = receivedFor(label.tracking_code);
    expect(second!.json.id).toBe(first!.json.id);
    expect(second!.body).toBe(first!.body);

    // A receiver down for good: tried again until the window closes, then given up.
    answer = 503;
    await act(app, supervisor, label.id, 'next');
    await expect.poll(async () => (await deliveriesOf(app, webhook.id))[0]?.response_code).toBe(503);
    app.clock.advance(25 * hour);
    await expect.poll(async () => (await deliveriesOf(app, webhook.id))[0]?.status).toBe('failed');
    expect((await deliveriesOf(app, webhook.id))[0]).toMatchObject({ attempts: 2, next_attempt_at: null });
    const listed = await app.request('GET', `/api/webhooks?merchant_id=${merchant.id}`, {
      token: await signIn(app, 'owner'),
    });
    expect(listed.body.data[0]).toMatchObject({ pending: 0, failed: 1 });
    answer = 200;

    // Housekeeping: finished deliveries leave the log 30 days after they were made.
    const logged = await deliveriesOf(app, webhook.id);
    const oldest = Math.min(...logged.map((delivery) => Date.parse(delivery.created_at)));
    const newest = Math.max(...logged.map((delivery) => Date.parse(delivery.created_at)));
    await pruneWebhookDeliveries({ db: app.db, now: new Date(oldest + 29 * 24 * hour) });
    expect(await deliveriesOf(app, webhook.id)).toHaveLength(logged.length);
    await pruneWebhookDeliveries({ db: app.db, now: new Date(newest + 31 * 24 * hour) });
    expect(await deliveriesOf(app, webhook.id)).toEqual([]);
  });

  it('replay a delivery as a new one with the same event; a deleted endpoint gets nothing more', async () => {
    const app = getApp();
    answer = 200;
    const owner = await signIn(app, 'owner');
    const supervisor = await signIn(app, 'supervisor');
    const merchant = await createMerchant(app.db);
    const webhook = await registerWebhook(app, merchant.id, receiver.url);
    const label = await bookLabel(app, supervisor, merchant.id);
    await act(app, supervisor, label.id, 'next');
    await expect.poll(async () => (await deliveriesOf(app, webhook.id))[0]?.status).toBe('delivered');
    const [original] = await deliveriesOf(app, webhook.id);

    const staffReplay = await app.request('POST', `/api/webhooks/${webhook.id}/deliveries/${original!.id}/replay`, {
      token: await signIn(app, 'staff'),
    });
    expect(staffReplay.status).toBe(403);
    const replay = await app.request('POST', `/api/webhooks/${webhook.id}/deliveries/${original!.id}/replay`, {
      token: owner,
    });
    expect(replay.status, JSON.stringify(replay.body)).toBe(202);
    expect(replay.body.data).toMatchObject({
      status: 'pending',
      replay_of: original!.id,
      event_id: original!.event_id,
    });
    await expect.poll(() => receivedFor(label.tracking_code).length, { timeout: 10_000 }).toBe(2);
    const [first, again] = receivedFor(label.tracking_code);
    expect(again!.json.id).toBe(first!.json.id);
    expect(verifyWebhookSignature(webhook.secret, again!.headers['waypost-signature'], again!.body)).toBe(true);
    const log = await deliveriesOf(app, webhook.id);
    expect(log.map((delivery) => delivery.replay_of)).toEqual([original!.id, null]);

    const otherEndpoint = await registerWebhook(app, merchant.id, receiver.url);
    const elsewhere = await app.request('POST', `/api/webhooks/${otherEndpoint.id}/deliveries/${original!.id}/replay`, {
      token: owner,
    });
    expect(elsewhere.status).toBe(404);

    await app.request('DELETE', `/api/webhooks/${webhook.id}`, { token: owner });
    await app.request('DELETE', `/api/webhooks/${otherEndpoint.id}`, { token: owner });
    await act(app, supervisor, label.id, 'next');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receivedFor(label.tracking_code)).toHaveLength(2);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('webhooks with two API instances on one PostgreSQL', () => {
  const getFirst = useTestApp('postgres', sendsWebhooks);
  const getSecond = useTestApp('postgres', sendsWebhooks, { sameDatabaseAs: getFirst });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it('deliver each change exactly once, whichever instance took it', async () => {
    const [first, second] = [getFirst(), getSecond()];
    const merchant = await createMerchant(first.db);
    const webhook = await registerWebhook(first, merchant.id, receiver.url);
    const tokens = [await signIn(first, 'supervisor'), await signIn(second, 'supervisor')];
    const changes: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const app = index % 2 === 0 ? first : second;
        const token = tokens[index % 2]!;
        const label = await bookLabel(app, token, merchant.id);
        await act(app, token, label.id, 'next');
        await act(app, token, label.id, 'next');
        changes.push(label.tracking_code, label.tracking_code);
      }),
    );
    const ours = () => receiver.received.filter((entry) => changes.includes(String(entry.json.data.tracking_code)));
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(changes.length);
    // Time for a second delivery of any of them to arrive, if one were sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const eventIds = ours().map((entry) => entry.json.id);
    expect(eventIds).toHaveLength(changes.length);
    expect(new Set(eventIds).size).toBe(changes.length);
    for (const entry of ours()) {
      expect(verifyWebhookSignature(webhook.secret, entry.headers['waypost-signature'], entry.body)).toBe(true);
    }
    const log = await deliveriesOf(first, webhook.id);
    expect(log).toHaveLength(changes.length);
    expect(log.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(true);
  });
});
