// Times the dashboard over real HTTP against the generated volume (generate-labels.ts; its labels need their event
// moments and rollups — `npm run rollups:repair` sets them from the history): GET /api/dashboard for a branch owner
// (YGN with MDY and NPT) and for head office (every branch), and the stuck list's first and last pages.
//   DATABASE_URL=postgres://… npx tsx bench/dashboard-benchmarks.ts
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
      'accept-encoding': 'br, gzip',
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
const owner = await signIn('owner');
const officer = await signIn('accountant');

const [stats] = await queryRows<{ labels: number; accepted: number; rollups: number }>(
  handle.db,
  sql`select (select count(*)::int from labels) as labels,
        (select count(*)::int from labels where accepted_at is not null) as accepted,
        (select count(*)::int from label_rollups) as rollups`,
);
if (!stats?.accepted)
  throw new Error('the labels have no accepted moments: run `npm run rollups:repair` on this database');
type Figures = { accepted: number; delivered: number };
const shape = (body: Record<string, unknown>) => {
  const { figures, stuck, league } = body as {
    figures: { today: Figures; month: Figures };
    stuck: { count: number; capped: boolean };
    league: unknown[];
  };
  return `today ${figures.today.accepted} accepted / ${figures.today.delivered} delivered, month ${figures.month.accepted} accepted, ${league.length} branches, stuck ${stuck.count}${stuck.capped ? '+' : ''}`;
};
console.log(`owner:   ${shape(await call('GET', '/api/dashboard', owner))}`);
console.log(`officer: ${shape(await call('GET', '/api/dashboard', officer))}`);

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
  console.log(`${name.padEnd(64)} p50 ${row.p50.toFixed(1).padStart(8)} ms   p95 ${row.p95.toFixed(1).padStart(8)} ms`);
}

await time('dashboard, owner (YGN, MDY, NPT)', iterations, () => call('GET', '/api/dashboard', owner));
await time('dashboard, officer (head office, every branch)', iterations, () => call('GET', '/api/dashboard', officer));
await time('dashboard, officer, stuck > 30 days', iterations, () =>
  call('GET', '/api/dashboard?stuck_days=30', officer),
);
await time('stuck list, page 1 (owner)', iterations, () => call('GET', '/api/dashboard/stuck', owner));
await time('stuck list, page 50 (officer)', iterations, () => call('GET', '/api/dashboard/stuck?page=50', officer));

console.log(`\nPostgreSQL: ${stats.labels} labels, ${stats.rollups} rollup rows\n`);
console.log(`| scenario | runs | p50 ms | p95 ms |\n|---|---|---|---|`);
for (const row of results) console.log(`| ${row.name} | ${row.runs} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL('./results/dashboard.json', import.meta.url),
  JSON.stringify({ ...stats, at: new Date().toISOString(), results }, null, 2),
);
await app.close();
await handle.close();
