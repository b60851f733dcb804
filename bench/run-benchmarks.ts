// Times the label API the way the counter uses it, over real HTTP against the generated volume
// (run generate-labels.ts first). Prints a Markdown table and writes bench/results/<database>.json.
//   DATABASE_URL=postgres://… npx tsx bench/run-benchmarks.ts
//   BENCH_DATA_DIR=./data/bench npx tsx bench/run-benchmarks.ts
import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { sampleLabel } from '../apps/server/src/test/sample-label.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
/** Only the scenarios whose name contains this text (e.g. --only search). */
const only = argument('only', '');
const handle = await openBenchDatabase();
const config = { ...readConfig({}), webDistDir: undefined };
const { app } = await buildApp({ db: handle.db, config });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'mm',
      ...(token ? { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const login = await call('POST', '/api/login', undefined, { user_name: 'staff', password: 'Waypost#2026' });
const token = login.token as string;
const ygn = (login.user as { branch: { id: number } }).branch.id;
const [stats] = await queryRows<{ labels: number; transactions: number }>(
  handle.db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from label_transactions) as transactions`,
);
const sample = await queryRows<{ id: number; tracking_code: string; destination_phone: string }>(
  handle.db,
  sql`select id, tracking_code, destination_phone from labels where accept_branch_id = ${ygn} order by id desc limit 500`,
);
const mdy = (await call('GET', '/api/branch/all', token)).data as { id: number; code: string }[];
const mdyId = mdy.find((branch) => branch.code === 'MDY')!.id;
const pick = (index: number) => sample[index % sample.length]!;

const scenarios: [string, (index: number) => Promise<unknown>][] = [
  ['list: sender pending tab, page 1', () => call('GET', '/api/label?side=sender&tab=pending&page=1', token)],
  ['list: sender pending tab, page 500', () => call('GET', '/api/label?side=sender&tab=pending&page=500', token)],
  ['list: receiver delivered tab, page 1', () => call('GET', '/api/label?side=receiver&tab=delivered&page=1', token)],
  [
    'list: receiver delivered tab, page 500',
    () => call('GET', '/api/label?side=receiver&tab=delivered&page=500', token),
  ],
  ['list: search tab (everything), page 1', () => call('GET', '/api/label?tab=search&page=1', token)],
  ['list: search tab (everything), page 500', () => call('GET', '/api/label?tab=search&page=500', token)],
  [
    'search: 4 digits of a tracking code',
    (i) => call('GET', `/api/label?tab=search&tracking_code=${pick(i).tracking_code.slice(6, 10)}`, token),
  ],
  // The worst 4 digits for sequential serials: runs of zeros sit in the most codes.
  ['search: "0000" in tracking codes', () => call('GET', '/api/label?tab=search&tracking_code=0000', token)],
  [
    'search bar: 4 digits (code or phones)',
    (i) => call('GET', `/api/label?tab=search&search=${pick(i).tracking_code.slice(6, 10)}`, token),
  ],
  [
    'search: phone (last 6 digits)',
    (i) => call('GET', `/api/label?tab=search&phone=${pick(i).destination_phone.slice(-6)}`, token),
  ],
  ['detail', (i) => call('GET', `/api/label/${pick(i).id}`, token)],
  ['create', () => call('POST', '/api/label', token, sampleLabel(mdyId))],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const results = [];
for (const [name, run] of scenarios.filter(([name]) => name.includes(only))) {
  for (let index = 0; index < 10; index += 1) await run(index); // warm-up
  const times: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
  results.push(row);
  console.log(`${name.padEnd(42)} p50 ${row.p50.toFixed(1).padStart(7)} ms   p95 ${row.p95.toFixed(1).padStart(7)} ms`);
}
const database = handle.kind;
console.log(
  `\n${database}: ${stats?.labels} labels, ${stats?.transactions} transactions, ${iterations} requests each, sequential, over HTTP\n`,
);
console.log(`| scenario | p50 ms | p95 ms |\n|---|---|---|`);
for (const row of results) console.log(`| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL(`./results/${database}.json`, import.meta.url),
  JSON.stringify({ database, ...stats, iterations, at: new Date().toISOString(), results }, null, 2),
);
await app.close();
await handle.close();
