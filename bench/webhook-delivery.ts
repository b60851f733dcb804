// Webhook delivery throughput (issue 14.6) on PostgreSQL: a backlog of deliveries in the outbox, sent by the built
// server's workers (as `npm start` runs them, 1 and 2 API processes) to a receiver on this machine that answers 200.
// Measures deliveries per second from the moment they fall due until the receiver has them all, and checks that
// none arrived twice and each carries a valid signature.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/waypost_throughput npm run bench:webhooks
//   … -- --deliveries 20000 --processes 1,2 --concurrency 16
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { branches, merchants, users, webhookDeliveries, webhookEndpoints } from '../apps/server/src/db/schema/index.js';
import { argument, openBenchDatabase } from './bench-database.js';
import { startBuiltServer, stop } from './bench-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.DATABASE_URL) throw new Error('bench:webhooks measures PostgreSQL: set DATABASE_URL');
const deliveries = Number(argument('deliveries', '20000'));
const processCounts = argument('processes', '1,2').split(',').map(Number);
const concurrency = argument('concurrency', '16');
const serverScript = path.join(root, 'apps/server/dist/server.js');

const handle = await openBenchDatabase();
const { db } = handle;

// The merchant's server: counts each delivery (by its id), checks the signature, answers 200.
const secret = `whsec_${randomBytes(24).toString('hex')}`;
const seen = new Set<string>();
let duplicates = 0;
let badSignatures = 0;
const receiver = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    const id = String(request.headers['waypost-delivery']);
    if (seen.has(id)) duplicates += 1;
    seen.add(id);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers['waypost-signature'])) ?? [];
    if (createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') !== v1) badSignatures += 1;
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/waypost`;

// The bench's own merchant (its endpoint is deleted at the end).
const [branch] = await db.select({ id: branches.id, companyId: branches.companyId }).from(branches).limit(1);
const [merchant] = await db
  .insert(merchants)
  .values({
    companyId: branch!.companyId,
    name: `Webhook bench ${Date.now()}`,
    merchantType: 'existing',
    homeBranchId: branch!.id,
    phone: '09420000001',
    townshipId: 'MMR013016',
    address: 'No. 12, 49th Street',
    codFeeVersion: 2,
  })
  .returning({ id: merchants.id, companyId: merchants.companyId });
if (!merchant) throw new Error('no merchant');
const { companyId } = merchant;
const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'owner'));
const [endpoint] = await db
  .insert(webhookEndpoints)
  .values({
    companyId,
    merchantId: merchant.id,
    url: receiverUrl,
    events: ['label.status_changed'],
    secret,
    createdBy: owner!.id,
  })
  .returning({ id: webhookEndpoints.id });

/** The backlog: `count` deliveries of realistic events, not due yet (the server starts before they fall due). */
async function enqueue(count: number) {
  const body = (n: number) =>
    JSON.stringify({
      id: `evt_bench_${n}`,
      type: 'label.status_changed',
      created_at: new Date().toISOString(),
      data: {
        tracking_code: `YGN${String(n).padStart(9, '0')}`,
        reference_id: `ORDER-${n}`,
        status: 'accept_from_origin_branch',
        previous_status: 'pending',
        changed_at: new Date().toISOString(),
      },
    });
  for (let start = 0; start < count; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - start) }, (_, index) => ({
      companyId,
      endpointId: endpoint!.id,
      eventId: `evt_bench_${start + index}`,
      eventType: 'label.status_changed' as const,
      trackingCode: `YGN${String(start + index).padStart(9, '0')}`,
      body: body(start + index),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    }));
    await db.insert(webhookDeliveries).values(rows);
  }
}

const pendingOf = async () =>
  Number(
    (
      (await db.execute(
        sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpoint!.id} and status = 'pending'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

const results: { processes: number; deliveries: number; seconds: number; perSecond: number }[] = [];
for (const processes of processCounts) {
  seen.clear();
  await enqueue(deliveries);
  const api = await startBuiltServer({
    serverScript,
    logName: `waypost-webhooks-${processes}`,
    env: {
      API_PROCESSES: String(processes),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_CONCURRENCY: concurrency,
      WEBHOOK_POLL_MS: '100',
    },
  });
  const started = performance.now();
  await db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() where endpoint_id = ${endpoint!.id} and status = 'pending'`,
  );
  while (seen.size < deliveries || (await pendingOf()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  await stop(api.child);
  results.push({ processes, deliveries, seconds, perSecond: Math.round(deliveries / seconds) });
  console.log(
    `${processes} process(es), ${concurrency} at once each: ${deliveries} deliveries in ${seconds.toFixed(1)} s ` +
      `= ${Math.round(deliveries / seconds)}/s; duplicates ${duplicates}, bad signatures ${badSignatures}`,
  );
}

// The bench's endpoint goes, so later runs against this database send nothing to a receiver that is gone.
await db.update(webhookEndpoints).set({ deletedAt: new Date() }).where(eq(webhookEndpoints.id, endpoint!.id));
receiver.close();
await handle.close();
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/webhook-delivery.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), concurrency, duplicates, badSignatures, results }, null, 2)}\n`,
);
if (duplicates > 0 || badSignatures > 0) process.exitCode = 1;
