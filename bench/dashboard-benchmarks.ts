// Times the dashboard over real HTTP against the generated volume (generate-labels.ts; its labels need their event
// moments and rollups — `npm run rollups:repair` sets them from the history): GET /api/dashboard for a branch owner
// (YGN with MDY and NPT) and for head office (every branch), and the stuck list's first and last pages.
//   DATABASE_URL=postgres://… npx tsx bench/dashboard-benchmarks.ts
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { startBenchApp, scenarioTimer } from './bench-http.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
const handle = await openBenchDatabase();
const { app, call, signIn } = await startBenchApp(handle.db, { acceptEncoding: 'br, gzip' });
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

const { results, time } = scenarioTimer({ nameWidth: 64 });

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
