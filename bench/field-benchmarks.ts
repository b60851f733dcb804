// Times the field screens over real HTTP against the generated volume (generate-labels.ts, then generate-field.ts):
// the courier's list on his phone (one request) and the call list's tabs, for the call centre (every branch) and
// for a branch supervisor.
//   DATABASE_URL=postgres://… npx tsx bench/field-benchmarks.ts
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
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
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const signIn = async (userName: string) =>
  (
    (await call('POST', '/api/login', undefined, { user_name: userName, password: 'Waypost#2026' })) as {
      token: string;
    }
  ).token;
const courier = await signIn('courier');
const callCentre = await signIn('cs');
const supervisor = await signIn('supervisor');

const [stats] = await queryRows<{ labels: number; attempts: number; cases: number; open: number }>(
  handle.db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from delivery_attempts) as attempts,
        (select count(*)::int from call_cases) as cases, (select count(*)::int from call_cases where state = 'open') as open`,
);
const mine = (await call('GET', '/api/delivery-run/mine', courier)) as { out: unknown[]; finished_today: unknown[] };
console.log(`the courier's list: ${mine.out.length} out, ${mine.finished_today.length} finished today`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const results: { name: string; runs: number; p50: number; p95: number; max: number }[] = [];
async function time(name: string, runs: number, run: () => Promise<unknown>, warmUp = 5) {
  for (let index = 0; index < warmUp; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { name, runs, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
  results.push(row);
  console.log(`${name.padEnd(56)} p50 ${row.p50.toFixed(1).padStart(8)} ms   p95 ${row.p95.toFixed(1).padStart(8)} ms`);
}

await time("courier's run list (GET /api/delivery-run/mine)", iterations, () =>
  call('GET', '/api/delivery-run/mine', courier),
);
for (const tab of ['pending', 'scheduled', 'complete'] as const) {
  await time(`call list, ${tab} tab, page 1 (call centre, every branch)`, iterations, () =>
    call('GET', `/api/call-list?tab=${tab}`, callCentre),
  );
}
await time('call list, pending tab, page 50 (call centre)', iterations, () =>
  call('GET', '/api/call-list?tab=pending&page=50', callCentre),
);
await time('call list, pending tab, page 1 (YGN supervisor)', iterations, () =>
  call('GET', '/api/call-list?tab=pending', supervisor),
);

console.log(
  `\nPostgreSQL: ${stats?.labels} labels, ${stats?.attempts} delivery attempts, ${stats?.cases} call cases ` +
    `(${stats?.open} open)\n`,
);
console.log(`| scenario | runs | p50 ms | p95 ms |\n|---|---|---|---|`);
for (const row of results) console.log(`| ${row.name} | ${row.runs} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL('./results/field.json', import.meta.url),
  JSON.stringify({ ...stats, at: new Date().toISOString(), results }, null, 2),
);
await app.close();
await handle.close();
