import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants, notifications, users } from '../../db/schema/index.js';
import { runOutboxQueueOnce } from '../../lib/outbox-worker.js';
import { deliveryBranch, deliveryFlow, type DeliveryBranch } from '../../test/delivery-flow.js';
import { createMerchant } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { enqueueNotifications } from './enqueue-notifications.js';
import { notificationQueue, type NotificationWorkerOptions } from './notification-worker.js';
import { fakeOnlyReceiptSecret } from './notify-config.js';
import { createFakeProvider } from './providers/fake-provider.js';
import type { NotificationProvider } from './providers/notification-provider.js';

describe.each(databaseKinds)('receiver notifications on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let branch: DeliveryBranch;
  let flow: ReturnType<typeof deliveryFlow>;
  let headOffice: string;

  beforeAll(async () => {
    app = getApp();
    branch = await deliveryBranch(app);
    flow = deliveryFlow(app, branch);
    headOffice = (await signIn(app, 'admin'))!;
  });

  const settings: NotificationWorkerOptions['config'] = {
    quietHours: 'off',
    phoneLimitPerHour: 5,
    providerRatePerSecond: 0,
    failoverAttempts: 2,
    failoverSeconds: 30,
    providerTimeoutMs: 5_000,
    publicUrl: 'https://track.example.mm',
    viberFallbackSeconds: 600,
  };
  const send = (providers: readonly NotificationProvider[], overrides: Partial<typeof settings> = {}) =>
    runOutboxQueueOnce(
      notificationQueue({
        db: app.db,
        clock: app.clock,
        log: { warn: () => undefined },
        providers,
        config: { ...settings, ...overrides },
      }),
    );
  const rowsOf = (labelId: number) =>
    app.db.select().from(notifications).where(eq(notifications.labelId, labelId)).orderBy(notifications.id);
  let phoneSerial = 0;
  /** A receiver phone (ATOM, 0979 and 7 digits) of this test alone: the per-phone limit counts a phone's messages. */
  const newPhone = () => `0979${String(1_000_000 + ((Date.now() * 10 + (phoneSerial += 1)) % 8_999_999))}`;

  /** A label with the sms service, accepted and then taken out by the branch's courier. */
  async function outForDelivery(overrides: Record<string, unknown> = {}) {
    const label = await flow.ready({ services: ['sms'], destination_phone: newPhone(), ...overrides });
    const run = await flow.createRun([label.id]);
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    return label;
  }

  it('writes one outbox row with the out-for-delivery step, none without the sms service, none on a rolled-back change', async () => {
    const label = await outForDelivery();
    const rows = await rowsOf(label.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'label.out_for_delivery',
      recipient: 'receiver',
      state: 'queued',
      urgent: true,
      body: null,
    });

    // The booking and the acceptance told nobody: booked is off by default; accept is no news.
    const silent = await flow.ready({ destination_phone: newPhone() });
    expect((await flow.createRun([silent.id])).status).toBe(201);
    expect(await rowsOf(silent.id)).toHaveLength(0);

    // The same event again (a replayed step) writes nothing more; a failed transaction writes nothing at all.
    const at = rows[0]!.createdAt;
    await enqueueNotifications(app.db, [{ labelId: label.id, event: 'label.out_for_delivery' }], at);
    expect(await rowsOf(label.id)).toHaveLength(1);
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueNotifications(tx, [{ labelId: label.id, event: 'label.delivered' }], at);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(label.id)).toHaveLength(1);
  });

  it('follows the merchant’s own switch over the label’s sms service', async () => {
    const merchantOf = async (receiverMessages: 'all' | 'none') => {
      const merchant = await createMerchant(app.db, { homeBranchId: branch.id });
      await app.db.update(merchants).set({ receiverMessages }).where(eq(merchants.id, merchant.id));
      return merchant.id;
    };
    const codLabel = (merchantId: number, services: string[]) =>
      outForDelivery({ accept_type: 'cod', cod_amount: 20_000, merchant_id: merchantId, services });
    const told = await codLabel(await merchantOf('all'), []);
    expect((await rowsOf(told.id)).map((row) => row.recipient)).toEqual(['receiver']);
    const silent = await codLabel(await merchantOf('none'), ['sms']);
    expect(await rowsOf(silent.id)).toEqual([]);
    // The merchant screen shows and sets it.
    const shown = await app.request('GET', `/api/merchant/${(await rowsOf(told.id))[0]!.merchantId}`, {
      token: headOffice,
    });
    expect(shown.body.data.receiver_messages).toBe('all');
  });

  it('fills in the Burmese text with the tracking code and a signed link, sends it, and a receipt moves it on', async () => {
    const label = await outForDelivery();
    const fake = createFakeProvider();
    await send([fake]);
    const [row] = await rowsOf(label.id);
    expect(row).toMatchObject({ state: 'sent', provider: 'fake', channel: 'sms', locale: 'mm', attempts: 1 });
    expect(row!.phone).toMatch(/^\+959\d+$/);
    expect(row!.body).toContain(label.tracking_code);
    expect(row!.body).toMatch(/[\u1000-\u109f]/);
    expect(row!.encoding).toBe('ucs2');
    const link = /https:\/\/track\.example\.mm\/t\/([0-9a-z]+[A-Za-z0-9_-]{12})/.exec(row!.body!)!;
    expect(link).not.toBeNull();
    expect(fake.sent.map((message) => message.clientReference)).toContain(String(row!.id));

    // The short link opens the parcel's tracking page; a forged one the tracking search.
    const opened = await fetch(`${app.baseUrl}/t/${link[1]}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/track/${label.tracking_code}`);
    const forged = await fetch(`${app.baseUrl}/t/${link[1]!.slice(0, -1)}x`, { redirect: 'manual' });
    expect(forged.headers.get('location')).toBe('/track');

    // The gateway's receipt: a wrong secret is a 401; an unknown message is ignored; ours is delivered.
    const receipt = (secret: string, body: unknown) =>
      app.request('POST', `/api/notification/receipt/fake/${secret}`, { body });
    expect((await receipt('wrong-secret', { id: row!.providerMessageId, status: 'delivered' })).status).toBe(401);
    expect((await receipt(fakeOnlyReceiptSecret, { id: 'fake-unknown', status: 'delivered' })).status).toBe(202);
    const moved = await receipt(fakeOnlyReceiptSecret, { id: row!.providerMessageId, status: 'delivered' });
    expect(moved.status).toBe(200);
    const messages = await app.request('GET', `/api/label/${label.id}/notifications`, { token: branch.clerk });
    expect(messages.status).toBe(200);
    expect(messages.body.data).toHaveLength(1);
    expect(messages.body.data[0]).toMatchObject({
      state: 'delivered',
      provider: 'fake',
      tracking_code: label.tracking_code,
    });
    expect(messages.body.data[0].phone).toMatch(/^09/);
    expect(messages.body.data[0].delivered_at).not.toBeNull();
    // A late "undelivered" after the delivery changes nothing.
    expect((await receipt(fakeOnlyReceiptSecret, { id: row!.providerMessageId, status: 'undelivered' })).status).toBe(
      202,
    );
    const detail = await app.request('GET', `/api/notification/${row!.id}`, { token: branch.clerk });
    expect(detail.body.data.state).toBe('delivered');
    expect(detail.body.data.body).toContain(label.tracking_code);
    expect(detail.body.data.events.map((event: { outcome: string }) => event.outcome)).toEqual(['sent', 'delivered']);
  });

  it('retries a failing provider, fails over to the next after two failures, and sends once', async () => {
    const label = await outForDelivery();
    const failing = createFakeProvider({ name: 'fake', behaviour: { failTimes: 2 } });
    const second = createFakeProvider({ name: 'http' });
    const providers = [failing, second];
    await send(providers);
    let [row] = await rowsOf(label.id);
    expect(row).toMatchObject({ state: 'queued', providerIndex: 0, providerAttempts: 1, error: 'HTTP_500' });
    // Not due before its backoff passes.
    expect(await send(providers)).toBe(0);
    app.clock.advance(6_000);
    await send(providers);
    [row] = await rowsOf(label.id);
    expect(row).toMatchObject({ state: 'queued', providerIndex: 1, providerAttempts: 0 });
    await send(providers);
    [row] = await rowsOf(label.id);
    expect(row).toMatchObject({ state: 'sent', provider: 'http', attempts: 3 });
    expect(second.sent.filter((message) => message.clientReference === String(row!.id))).toHaveLength(1);
    expect(failing.sent.filter((message) => message.clientReference === String(row!.id))).toHaveLength(0);
    expect(await send(providers)).toBe(0);
    expect(row!.log.map((entry) => entry.outcome)).toEqual(['queued', 'queued', 'sent']);
  });

  it('sends by Viber first and by SMS when Viber has not delivered in time, once', async () => {
    const viber = createFakeProvider({ name: 'viber', channel: 'viber' });
    const sms = createFakeProvider({ name: 'fake' });
    const providers = [viber, sms];
    const delivered = await outForDelivery();
    const waiting = await outForDelivery();
    await send(providers);
    const [first] = await rowsOf(delivered.id);
    const [second] = await rowsOf(waiting.id);
    expect(first).toMatchObject({ state: 'sent', channel: 'viber', provider: 'viber', parts: 1 });
    expect(second).toMatchObject({ state: 'sent', channel: 'viber' });
    // One Viber message is seen in time; the other is not.
    const receipt = await app.request('POST', `/api/notification/receipt/fake/${fakeOnlyReceiptSecret}`, {
      body: { client_reference: String(first!.id), status: 'delivered' },
    });
    expect(receipt.status).toBe(200);
    app.clock.advance(11 * 60_000);
    await send(providers);
    await send(providers);
    expect((await rowsOf(delivered.id)).map((row) => row.channel)).toEqual(['viber']);
    const fellBack = await rowsOf(waiting.id);
    expect(fellBack.map((row) => [row.channel, row.state])).toEqual([
      ['viber', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(fellBack[1]).toMatchObject({ resendOf: second!.id, provider: 'fake', resendReason: 'viber_fallback' });
    expect(fellBack[1]!.body).toContain(waiting.tracking_code);
    expect(sms.sent.filter((message) => message.clientReference === String(fellBack[1]!.id))).toHaveLength(1);
    app.clock.advance(60_000);
    await send(providers);
    expect(await rowsOf(waiting.id)).toHaveLength(2);
  });

  it('never sends to a number that cannot be a Myanmar mobile, nor to a phone that replied STOP', async () => {
    const fake = createFakeProvider();
    const invalid = await outForDelivery({ destination_phone: '01234567' });
    await send([fake]);
    expect((await rowsOf(invalid.id))[0]).toMatchObject({ state: 'invalid_number', attempts: 0 });
    expect(fake.sent).toHaveLength(0);

    const phone = newPhone();
    const first = await outForDelivery({ destination_phone: phone });
    await send([fake]);
    expect((await rowsOf(first.id))[0]!.state).toBe('sent');
    // The receiver replies STOP to the gateway: the company's next message to that phone is not sent.
    const stop = await app.request('POST', `/api/notification/inbound/fake/${fakeOnlyReceiptSecret}`, {
      body: { from: phone, text: 'STOP' },
    });
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    expect(stop.body.opted_out).toBe(true);
    const next = await outForDelivery({ destination_phone: phone });
    await send([fake]);
    const [stopped] = await rowsOf(next.id);
    expect(stopped).toMatchObject({ state: 'opted_out', attempts: 0 });
    expect(fake.sent.filter((message) => message.clientReference === String(stopped!.id))).toEqual([]);
    // Staff sees it on the opt-out list, kept as a reply.
    const listed = await app.request('GET', `/api/notification-opt-out?search=${phone}`, { token: headOffice });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ phone, scope: 'all', source: 'reply' });
  });

  it('holds a non-urgent message through quiet hours, and a phone past its hourly limit', async () => {
    const fake = createFakeProvider();
    const phone = newPhone();
    const label = await flow.book({ services: ['sms'], destination_phone: phone });
    // "Delivered" is not urgent.
    await enqueueNotifications(app.db, [{ labelId: label.id, event: 'label.delivered' }], app.clock.now());
    // 22:00 in Yangon is inside 21–7.
    const now = app.clock.now();
    const yangonHour = (now.getUTCHours() + 6 + (now.getUTCMinutes() + 30 >= 60 ? 1 : 0)) % 24;
    const quiet = `${yangonHour}-${(yangonHour + 2) % 24}`;
    await send([fake], { quietHours: quiet });
    const [held] = (await rowsOf(label.id)).filter((row) => row.event === 'label.delivered');
    expect(held).toMatchObject({ state: 'queued', attempts: 0 });
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(held!.log.at(-1)).toMatchObject({ outcome: 'queued', error: 'QUIET_HOURS' });

    // Five messages to one phone in the hour: the sixth waits for the hour to pass.
    const limitPhone = newPhone();
    const labels = [];
    for (let index = 0; index < 6; index += 1) labels.push(await outForDelivery({ destination_phone: limitPhone }));
    await send([fake], { phoneLimitPerHour: 5 });
    const states = (await Promise.all(labels.map((item) => rowsOf(item.id)))).map((rows) => rows[0]!.state);
    expect(states.filter((state) => state === 'sent')).toHaveLength(5);
    expect(states.filter((state) => state === 'queued')).toHaveLength(1);
  });

  it('counts SMS parts for Burmese, Chinese and English in the template preview, and refuses Zawgyi', async () => {
    const preview = (body: string, locale = 'mm') =>
      app.request('POST', '/api/notification-template/preview', {
        token: headOffice,
        body: { event: 'label.delivered', channel: 'sms', locale, body },
      });
    // One Burmese word makes the whole text UCS-2: 70 characters in one part, 67 in each of several.
    const burmeseOf = (length: number) => `ပါဆယ်${'1'.repeat(length - 5)}`;
    const burmese = await preview(burmeseOf(70));
    expect(burmese.status, JSON.stringify(burmese.body)).toBe(200);
    expect(burmese.body).toMatchObject({ encoding: 'ucs2', characters: 70, segments: 1, over_limit: false });
    expect((await preview(burmeseOf(71))).body).toMatchObject({ segments: 2 });
    expect((await preview(burmeseOf(134))).body).toMatchObject({ segments: 2, over_limit: false });
    expect((await preview(burmeseOf(135))).body).toMatchObject({ segments: 3, over_limit: true });
    expect((await preview('包'.repeat(67 * 2 + 1), 'zh')).body).toMatchObject({ encoding: 'ucs2', segments: 3 });
    expect((await preview('a'.repeat(160), 'en')).body).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect((await preview('a'.repeat(161), 'en')).body).toMatchObject({ encoding: 'gsm7', segments: 2 });
    const filled = await preview('{{tracking_code}} {{nope}}', 'en');
    expect(filled.body.text).toContain('EX');
    expect(filled.body.unknown_variables).toEqual(['nope']);

    // Saving: head office only; a Zawgyi text is refused with a message; a Unicode one is kept and audited.
    const url = '/api/notification-template/label.delivered/sms/mm';
    expect((await app.request('PUT', url, { token: branch.clerk, body: { body: 'x' } })).status).toBe(403);
    const zawgyi = await app.request('PUT', url, {
      token: headOffice,
      body: { body: 'ပါဆယ္ {{tracking_code}} ေရာက္ရွိပါၿပီ' },
    });
    expect(zawgyi.status).toBe(422);
    expect(zawgyi.body.errors.body[0]).toContain('Zawgyi');
    const saved = await app.request('PUT', url, {
      token: headOffice,
      body: { body: 'ပါဆယ် {{tracking_code}} ရောက်ရှိပါပြီ။ {{link}}' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ is_default: false, updated_by_name: expect.any(String) });
    const listed = await app.request('GET', '/api/notification-template', { token: headOffice });
    expect(listed.body.data).toHaveLength(7 * 2 * 3);
  });

  it('lets head office change who is told what, and a supervisor resend a message with a reason', async () => {
    const rules = await app.request('GET', '/api/notification-rules', { token: headOffice });
    expect(rules.status).toBe(200);
    expect(rules.body.data.rules).toContainEqual({ event: 'label.booked', recipient: 'receiver', enabled: false });
    const saved = await app.request('PUT', '/api/notification-rules', {
      token: headOffice,
      body: { rules: [{ event: 'label.booked', recipient: 'receiver', enabled: true }], segment_limit: 3 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const booked = await flow.book({ services: ['sms'], destination_phone: newPhone() });
    expect((await rowsOf(booked.id)).map((row) => row.event)).toEqual(['label.booked']);
    await app.request('PUT', '/api/notification-rules', {
      token: headOffice,
      body: { rules: [{ event: 'label.booked', recipient: 'receiver', enabled: false }], segment_limit: 2 },
    });

    const fake = createFakeProvider();
    const label = await outForDelivery();
    await send([fake]);
    const [row] = await rowsOf(label.id);
    const resend = (token: string, reason: string, key: string | null = `resend-${Math.random()}`) =>
      app.request('POST', `/api/notification/${row!.id}/resend`, {
        token,
        body: { reason },
        ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
      });
    expect((await resend(branch.clerk, 'receiver says nothing came')).status).toBe(403);
    expect((await resend(branch.lead, '')).status).toBe(422);
    expect((await resend(branch.lead, 'receiver says nothing came', null)).status).toBe(400);
    const again = await resend(branch.lead, 'receiver says nothing came', 'resend-once');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ resend_of: row!.id, state: 'queued', body: row!.body });
    // The same click again (a double click, a retry after a lost answer): the same message, not another.
    const twice = await resend(branch.lead, 'receiver says nothing came', 'resend-once');
    expect(twice.status).toBe(201);
    expect(twice.body.data.id).toBe(again.body.data.id);
    await send([fake]);
    expect((await rowsOf(label.id)).map((item) => item.state)).toEqual(['sent', 'sent']);

    // Another branch's message does not exist for it.
    const other = await deliveryBranch(app);
    expect((await app.request('GET', `/api/notification/${row!.id}`, { token: other.clerk })).status).toBe(404);
    const outbox = await app.request('GET', `/api/notification?search=${label.tracking_code}`, { token: other.clerk });
    expect(outbox.body.data).toEqual([]);
    const mine = await app.request('GET', `/api/notification?search=${label.tracking_code}`, { token: branch.clerk });
    expect(mine.body.data).toHaveLength(2);
  });

  it('gives the courier’s phone unless the company says no, and previews a template from a real parcel', async () => {
    await app.db.update(users).set({ phone: '09421112223' }).where(eq(users.id, branch.courier.id));
    const fake = createFakeProvider();
    const shown = await outForDelivery();
    await send([fake]);
    expect((await rowsOf(shown.id))[0]!.body).toContain('09421112223');
    const rules = (await app.request('GET', '/api/notification-rules', { token: headOffice })).body.data;
    expect(rules.show_courier_phone).toBe(true);
    const put = (show: boolean) =>
      app.request('PUT', '/api/notification-rules', {
        token: headOffice,
        body: { ...rules, show_courier_phone: show },
      });
    expect((await put(false)).status).toBe(200);
    const hidden = await outForDelivery();
    await send([fake]);
    const body = (await rowsOf(hidden.id))[0]!.body!;
    expect(body).not.toContain('09421112223');
    // The optional part goes with its phone: no "phone" left without a number.
    expect(body).not.toContain('ဖုန်း');
    expect((await put(true)).status).toBe(200);

    const preview = (trackingCode: string) =>
      app.request('POST', '/api/notification-template/preview', {
        token: headOffice,
        body: {
          event: 'label.delivered',
          channel: 'sms',
          locale: 'en',
          body: '{{receiver_name}}: {{tracking_code}}',
          tracking_code: trackingCode,
        },
      });
    const real = await preview(shown.tracking_code.toLowerCase());
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body.text).toBe(`Ma Hla: ${shown.tracking_code}`);
    const unknown = await preview('EX999999999MM');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.tracking_code).toEqual(['Not found.']);
  });

  it('reports messages, parts and cost by operator, and the providers’ health', async () => {
    const report = await app.request('GET', '/api/report/notifications?scope=operator', { token: headOffice });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.totals.messages).toBeGreaterThan(0);
    expect(report.body.rows.reduce((sum: number, row: { messages: number }) => sum + row.messages, 0)).toBe(
      report.body.totals.messages,
    );
    const health = await app.request('GET', '/api/notification-provider', { token: headOffice });
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual([expect.objectContaining({ name: 'fake', channel: 'sms', host: null })]);
    expect((await app.request('GET', '/api/notification-provider', { token: branch.clerk })).status).toBe(403);
  });
});
