import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOutboxQueueOnce, startOutboxWorker } from '../../lib/outbox-worker.js';
import { deliveryBranch, deliveryFlow } from '../../test/delivery-flow.js';
import { useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';
import { enqueueNotifications } from './enqueue-notifications.js';
import { notificationQueue, type NotificationWorkerOptions } from './notification-worker.js';
import { createFakeProvider } from './providers/fake-provider.js';

const settings: NotificationWorkerOptions['config'] = {
  quietHours: 'off',
  phoneLimitPerHour: 0,
  providerRatePerSecond: 100_000,
  failoverAttempts: 2,
  failoverSeconds: 30,
  providerTimeoutMs: 5_000,
  publicUrl: 'https://track.example.mm',
  viberFallbackSeconds: 600,
};

// Races need real connections: PGlite has one and would serialise them, hiding the bugs these tests look for.
describe.runIf(postgresAvailable)('receiver messages under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  const getSecond = useTestApp('postgres', {}, { sameDatabaseAs: () => getApp() });
  let app: TestApp;

  beforeAll(() => {
    app = getApp();
  });

  it('four workers on two connection pools send 300 messages, each exactly once', async () => {
    const branch = await deliveryBranch(app);
    const flow = deliveryFlow(app, branch);
    const label = await flow.ready({ services: ['sms'] });
    const start = app.clock.now().getTime();
    // 300 out-for-delivery steps of one label at 300 past moments: 300 messages, all due.
    for (let index = 0; index < 300; index += 1) {
      await enqueueNotifications(
        app.db,
        [{ labelId: label.id, event: 'label.out_for_delivery' }],
        new Date(start - index),
      );
    }
    const gateway = createFakeProvider();
    const queueOn = (db: TestApp['db']) =>
      notificationQueue({
        db,
        clock: app.clock,
        log: { warn: () => undefined },
        providers: [gateway],
        config: settings,
      });
    // Two API processes' worth: each database handle (its own pool) runs two loops, eight messages a claim.
    const workers = [app, getSecond(), app, getSecond()].map((each) =>
      startOutboxWorker(queueOn(each.db), { log: { warn: () => undefined }, concurrency: 8, pollMs: 20 }),
    );
    const waiting = async () =>
      (
        (await app.db.execute(
          sql`select count(*)::int as n from notifications where label_id = ${label.id} and state = 'queued'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    for (let tries = 0; tries < 400 && (await waiting()) > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(await waiting()).toBe(0);
    const references = gateway.sent.map((message) => message.clientReference);
    expect(references).toHaveLength(300);
    expect(new Set(references).size).toBe(300);
    const rows = (
      (await app.db.execute(
        sql`select attempts, jsonb_array_length(log) as lines, state from notifications where label_id = ${label.id}`,
      )) as unknown as { rows: { attempts: number; lines: number; state: string }[] }
    ).rows;
    expect(rows.every((row) => row.attempts === 1 && row.lines === 1 && row.state === 'sent')).toBe(true);
    expect(await runOutboxQueueOnce(queueOn(app.db))).toBe(0);
  });
});
