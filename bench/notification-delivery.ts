// Receiver notifications (issue 29) on PostgreSQL. Two questions:
//  1. What a status change pays for its message: the out-for-delivery step (a delivery run of one label) timed over
//     HTTP for labels with the sms service (a message is written) and without (none), and the outbox write itself
//     (enqueueLabelStepNotifications, timed inside a transaction of its own, without the commit the step pays
//     anyway) 10,000 times from 8 callers at once — the 10,000 status changes of a busy minute queue 10,000 messages.
//  2. How fast the built server's workers send them (the local fake gateway, as `npm start` runs them, 1 and 2 API
//     processes), and that none is sent twice (each message: one attempt, one log line, its own provider id).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/waypost_notify npm run bench:notifications
//   … -- --messages 10000 --labels 300 --processes 1,2 --concurrency 64
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { and, eq, gt, sql } from 'drizzle-orm';
import { branches, notifications, users } from '../apps/server/src/db/schema/index.js';
import { enqueueLabelStepNotifications } from '../apps/server/src/modules/notifications/enqueue-notifications.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';
import { scenarioTimer, startBenchApp } from './bench-http.js';
import { startBuiltServer, stop } from './bench-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.DATABASE_URL) throw new Error('bench:notifications measures PostgreSQL: set DATABASE_URL');
const messages = Number(argument('messages', '10000'));
const labelCount = Number(argument('labels', '300'));
const processCounts = argument('processes', '1,2').split(',').map(Number);
const concurrency = argument('concurrency', '64');
const serverScript = path.join(root, 'apps/server/dist/server.js');

const handle = await openBenchDatabase();
const { db } = handle;
// The demo's courier works at Mandalay: its counter books labels for its own town, which go out from there.
const [mdy] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, 'MDY'));
const [courier] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'courier'));
if (!mdy || !courier) throw new Error('no demo MDY branch or courier: seed the demo data');
const mdyId = mdy.id;
const courierId = courier.id;

// 1a. The step over HTTP (no worker in this process: the messages wait in the outbox).
const { app, call, signIn } = await startBenchApp(db, { config: { notificationConcurrency: 0 } });
const clerk = await signIn('mdy-staff');
let serial = 0;
async function readyLabel(sms: boolean) {
  serial += 1;
  const booked = (await call('POST', '/api/label', clerk, {
    type: 'fcs_express',
    accept_type: 'walkin',
    service_type: 'express',
    item_type: 'parcel',
    purchase_type: 'sender_pay',
    weight: 1,
    source_name: 'Ko Aung',
    source_phone: '09421234567',
    source_township: 'MMR010002',
    destination_name: `Ma Hla ${serial}`,
    destination_phone: `0979${String(1_000_000 + serial)}`,
    destination_township: 'MMR010002',
    deliver_branch_id: mdyId,
    services: sms ? ['sms'] : [],
  })) as { data: { id: number; status: string } };
  await call('POST', `/api/label/${booked.data.id}/status`, clerk, { action: 'next', expected_status: 'pending' });
  return booked.data.id;
}
const withSms: number[] = [];
const without: number[] = [];
for (let index = 0; index < labelCount; index += 1) {
  withSms.push(await readyLabel(true));
  without.push(await readyLabel(false));
}
console.log(`${labelCount * 2} labels booked and accepted`);
const { results, time } = scenarioTimer({ nameWidth: 58 });
const takeOut = (ids: number[]) => () =>
  call('POST', '/api/delivery-run', clerk, { courier_id: courierId, label_ids: [ids.pop()!] });
const runs = labelCount - 10;
await time('out for delivery, no sms service (no message)', runs, takeOut(without), 5);
await time('out for delivery, sms service (message written)', runs, takeOut(withSms), 5);
await app.close();

// 1b. The outbox write alone, 10,000 times from 8 callers at once (each its own transaction, as a step's).
const [before] = await queryRows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from notifications`);
const smsLabels = (
  await queryRows<{ id: number }>(db, sql`select id::int from labels where 'sms' = any(services) order by id limit 500`)
).map((row) => row.id);
const start = Date.now();
// The latency first: one caller, the step's own wait (the first 1,000 of the 10,000 messages).
const sequential = 1_000;
const alone: number[] = [];
for (let index = 0; index < sequential; index += 1) {
  await db.transaction(async (tx) => {
    const began = performance.now();
    await enqueueLabelStepNotifications(
      tx,
      [{ labelId: smsLabels[index % smsLabels.length]!, statuses: ['send_to_destination_address'] }],
      new Date(start + index),
    );
    alone.push(performance.now() - began);
  });
}
alone.sort((a, b) => a - b);
const alonePct = (p: number) => alone[Math.min(alone.length - 1, Math.ceil((p / 100) * alone.length) - 1)]!;
console.log(`outbox write, one caller: p50 ${alonePct(50).toFixed(2)} ms, p95 ${alonePct(95).toFixed(2)} ms`);
const writeTimes: number[] = [];
let next = sequential;
const writeStarted = performance.now();
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < messages) {
      const index = next++;
      // Timed inside the transaction: what the step's own transaction pays more (its commit it pays anyway).
      await db.transaction(async (tx) => {
        const began = performance.now();
        await enqueueLabelStepNotifications(
          tx,
          [{ labelId: smsLabels[index % smsLabels.length]!, statuses: ['send_to_destination_address'] }],
          // A step of its own each (an out-for-delivery is told each time it happens).
          new Date(start + index),
        );
        writeTimes.push(performance.now() - began);
      });
    }
  }),
);
const writeSeconds = (performance.now() - writeStarted) / 1000;
writeTimes.sort((a, b) => a - b);
const pct = (p: number) => writeTimes[Math.min(writeTimes.length - 1, Math.ceil((p / 100) * writeTimes.length) - 1)]!;
const benchRows = and(gt(notifications.id, before!.id), eq(notifications.event, 'label.out_for_delivery'));
const [{ queued }] = (await queryRows<{ queued: number }>(
  db,
  sql`select count(*)::int as queued from notifications where id > ${before!.id} and event = 'label.out_for_delivery'`,
)) as [{ queued: number }];
console.log(
  `outbox write: the other ${messages - sequential} in ${writeSeconds.toFixed(1)} s (8 at once), p50 ${pct(50).toFixed(2)} ms, ` +
    `p95 ${pct(95).toFixed(2)} ms; ${queued} messages queued`,
);

// 2. The built server's workers send them, 1 and 2 processes.
const sends: { processes: number; messages: number; seconds: number; perSecond: number; twice: number }[] = [];
for (const processes of processCounts) {
  await db
    .update(notifications)
    .set({
      state: 'queued',
      attempts: 0,
      providerIndex: 0,
      providerAttempts: 0,
      providerFirstTriedAt: null,
      provider: null,
      providerMessageId: null,
      body: null,
      encoding: null,
      sentAt: null,
      error: null,
      log: sql`'[]'::jsonb`,
      lockedUntil: null,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
    .where(benchRows);
  const api = await startBuiltServer({
    serverScript,
    logName: `waypost-notifications-${processes}`,
    env: {
      API_PROCESSES: String(processes),
      NOTIFY_PROVIDERS: 'fake',
      NOTIFY_QUIET_HOURS: 'off',
      NOTIFY_PHONE_LIMIT_PER_HOUR: '0',
      NOTIFY_PROVIDER_RATE: '100000',
      NOTIFY_CONCURRENCY: concurrency,
      NOTIFY_POLL_MS: '100',
      WEBHOOK_CONCURRENCY: '0',
    },
  });
  const started = performance.now();
  await db.update(notifications).set({ nextAttemptAt: new Date() }).where(benchRows);
  const waiting = async () =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from notifications where id > ${before!.id} and state = 'queued'`,
      )
    )[0]!.n;
  while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  await stop(api.child);
  const [check] = await queryRows<{ sent: number; twice: number; ids: number }>(
    db,
    sql`select count(*) filter (where state = 'sent')::int as sent,
          count(*) filter (where attempts <> 1 or jsonb_array_length(log) <> 1)::int as twice,
          count(distinct provider_message_id)::int as ids
        from notifications where id > ${before!.id} and event = 'label.out_for_delivery'`,
  );
  const twice = check!.twice + (check!.sent - check!.ids);
  sends.push({ processes, messages: queued, seconds, perSecond: Math.round(queued / seconds), twice });
  console.log(
    `${processes} process(es), ${concurrency} at once each: ${queued} messages in ${seconds.toFixed(1)} s = ` +
      `${Math.round(queued / seconds)}/s; sent ${check!.sent}, sent twice ${twice}`,
  );
}

await handle.close();
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/notification-delivery.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      steps: results,
      outboxWrite: {
        messages,
        oneCaller: { runs: sequential, p50: alonePct(50), p95: alonePct(95) },
        eightCallers: { runs: messages - sequential, seconds: writeSeconds, p50: pct(50), p95: pct(95) },
        queued,
      },
      sends,
    },
    null,
    2,
  )}\n`,
);
if (sends.some((run) => run.twice > 0)) process.exitCode = 1;
