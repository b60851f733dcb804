// Times the money side over real HTTP against the generated volume (generate-labels.ts, then generate-money.ts):
// the trial balance, a merchant's COD ready for clearance, and issuing 1,000-label clearance batches.
//   DATABASE_URL=postgres://… npx tsx bench/money-benchmarks.ts
import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
const batches = Number(argument('batches', '20'));
const batchSize = Number(argument('batch-size', '1000'));
const handle = await openBenchDatabase();
const config = { ...readConfig({}), webDistDir: undefined };
const { app } = await buildApp({ db: handle.db, config });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'mm',
      ...(token ? { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const token = (
  (await call('POST', '/api/login', undefined, { user_name: 'accountant', password: 'Waypost#2026' })) as {
    token: string;
  }
).token;
const [stats] = await queryRows<{ labels: number; cod: number; postings: number; accounts: number }>(
  handle.db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from label_cod) as cod,
        (select count(*)::int from postings) as postings, (select count(*)::int from ledger_accounts) as accounts`,
);
// The merchants with the most labels ready, and those labels, oldest first: each batch takes the next thousand.
const ready = await queryRows<{ merchant_id: number; label_id: number }>(
  handle.db,
  sql`select merchant_id, label_id from label_cod
      where state = 'ready_to_clearance' and clearance_id is null
        and merchant_id in (select merchant_id from label_cod where state = 'ready_to_clearance'
                            group by merchant_id order by count(*) desc limit 10)
      order by merchant_id, label_id`,
);
const byMerchant = new Map<number, number[]>();
for (const row of ready) byMerchant.set(row.merchant_id, [...(byMerchant.get(row.merchant_id) ?? []), row.label_id]);
const chunks = [...byMerchant].flatMap(([merchantId, ids]) =>
  Array.from({ length: Math.floor(ids.length / batchSize) }, (_, index) => ({
    merchantId,
    ids: ids.slice(index * batchSize, (index + 1) * batchSize),
  })),
);
const firstMerchant = chunks[0]?.merchantId;
if (!firstMerchant || chunks.length < batches) throw new Error(`only ${chunks.length} batches of ${batchSize} ready`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const results: { name: string; runs: number; p50: number; p95: number; max: number }[] = [];
async function time(name: string, runs: number, run: (index: number) => Promise<unknown>, warmUp = 5) {
  for (let index = 0; index < warmUp; index += 1) await run(index);
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(index + warmUp);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { name, runs, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
  results.push(row);
  console.log(`${name.padEnd(48)} p50 ${row.p50.toFixed(1).padStart(8)} ms   p95 ${row.p95.toFixed(1).padStart(8)} ms`);
}

await time('trial balance', iterations, () => call('GET', '/api/ledger/trial-balance', token));
await time('COD ready for clearance, page 1', iterations, () =>
  call('GET', `/api/cod?status=ready_to_clearance&merchant_id=${firstMerchant}`, token),
);
await time('clearance preview (the oldest 1,000 ready labels of a merchant)', 20, () =>
  call('GET', `/api/cod-clearance/ready?merchant_id=${firstMerchant}`, token),
);
await time(
  `issue a ${batchSize.toLocaleString('en-US')}-label clearance batch`,
  batches - 2,
  (index) =>
    call(
      'POST',
      '/api/cod-clearance',
      token,
      { merchant_id: chunks[index]!.merchantId, label_ids: chunks[index]!.ids },
      {
        'idempotency-key': `bench-${Date.now()}-${index}`,
      },
    ),
  2,
);
const [balance] = await queryRows<{ total: string }>(
  handle.db,
  sql`select sum(balance)::text as total from ledger_accounts`,
);
console.log(
  `\nPostgreSQL: ${stats?.labels} labels, ${stats?.cod} COD labels, ${stats?.postings} postings, ${stats?.accounts} ` +
    `accounts; the balances sum to ${balance?.total}\n`,
);
console.log(`| scenario | runs | p50 ms | p95 ms |\n|---|---|---|---|`);
for (const row of results) console.log(`| ${row.name} | ${row.runs} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL('./results/money.json', import.meta.url),
  JSON.stringify({ ...stats, at: new Date().toISOString(), results }, null, 2),
);
await app.close();
await handle.close();
