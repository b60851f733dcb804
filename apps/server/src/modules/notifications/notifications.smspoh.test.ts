import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { runOutboxQueueOnce } from '../../lib/outbox-worker.js';
import { deliveryBranch, deliveryFlow } from '../../test/delivery-flow.js';
import { databaseKinds, useTestApp, type TestApp } from '../../test/test-app.js';
import { notificationQueue } from './notification-worker.js';
import { buildNotificationProviders, readNotifyConfig } from './notify-config.js';

// Issue 29: the whole way through SMSPoh's documented shapes, against a local stand-in for its v2 API (no traffic
// leaves the machine): the status change writes the message, the worker sends it with the bearer token and SMSPoh's
// fields, and SMSPoh's delivery receipt, posted to the URL Waypost gave it, marks it delivered.

interface Seen {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let nextId = 90_000;
const gateway = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(body) });
    nextId += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        status: true,
        data: {
          messages: [{ id: nextId, message_to: '959790000000', operator: 'ATOM', num_parts: 2, credit: 2 }],
          balance: 1000,
        },
      }),
    );
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const secret = 'smspoh-receipts-0123456789';
const notify = readNotifyConfig({
  NOTIFY_PROVIDERS: 'smspoh',
  SMSPOH_BASE_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api`,
  SMSPOH_TOKEN: 'smspoh-token-abc',
  SMSPOH_SENDER: 'Waypost',
  NOTIFY_RECEIPT_SECRET: secret,
  NOTIFY_QUIET_HOURS: 'off',
  PUBLIC_URL: 'https://waypost.example.mm',
});
const providers = buildNotificationProviders(notify);

describe.each(databaseKinds)('SMSPoh end to end on %s', (kind) => {
  const getApp = useTestApp(kind, { notify }, { notificationProviders: providers });
  let app: TestApp;

  beforeAll(() => {
    app = getApp();
  });
  afterAll(() => {
    if (kind === databaseKinds.at(-1)) gateway.close();
  });

  it('sends through SMSPoh v2 and takes its delivery receipt', async () => {
    const branch = await deliveryBranch(app);
    const flow = deliveryFlow(app, branch);
    const label = await flow.ready({ services: ['sms'], destination_phone: '09791234560' });
    expect((await flow.createRun([label.id])).status).toBe(201);
    await runOutboxQueueOnce(
      notificationQueue({
        db: app.db,
        clock: app.clock,
        log: { warn: () => undefined },
        providers,
        config: { ...notify, phoneLimitPerHour: 0 },
      }),
    );
    const [row] = await app.db.select().from(notifications).where(eq(notifications.labelId, label.id));
    expect(row).toMatchObject({ state: 'sent', provider: 'smspoh', parts: 2, cost: 2 });
    const request = seen.find((item) => item.body.clientReference === String(row!.id))!;
    expect(request.url).toBe('/api/v2/send');
    expect(request.authorization).toBe('Bearer smspoh-token-abc');
    expect(request.body).toMatchObject({
      to: '09791234560',
      sender: 'Waypost',
      deliveryReceiptUrl: `https://waypost.example.mm/api/notification/receipt/smspoh/${secret}`,
    });
    expect(String(request.body.message)).toContain(label.tracking_code);

    // SMSPoh posts its receipt to that URL: by its message id, with our reference, as a form or as JSON.
    const receipt = await fetch(`${app.baseUrl}/api/notification/receipt/smspoh/${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        id: row!.providerMessageId!,
        client_reference: String(row!.id),
        status: 'DELIVRD',
        updated_at: String(Math.floor(Date.now() / 1000)),
      }).toString(),
    });
    expect(receipt.status).toBe(200);
    const [delivered] = await app.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(delivered).toMatchObject({ state: 'delivered' });
    expect(delivered!.deliveredAt).not.toBeNull();
    // The fake's secret is not this server's.
    const forged = await app.request('POST', '/api/notification/receipt/smspoh/fake-provider-receipts', {
      body: { id: row!.providerMessageId, status: 'failed' },
    });
    expect(forged.status).toBe(401);
  });
});
