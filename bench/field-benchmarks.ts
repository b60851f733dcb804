// Times the field screens over real HTTP against the generated volume (generate-labels.ts, then generate-field.ts):
// the courier's list on his phone (one request) and the call list's tabs, for the call centre (every branch) and
// for a branch supervisor.
//   DATABASE_URL=postgres://… npx tsx bench/field-benchmarks.ts
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { startBenchApp, scenarioTimer } from './bench-http.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
const handle = await openBenchDatabase();
const { app, call, signIn } = await startBenchApp(handle.db);
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

const { results, time } = scenarioTimer({ nameWidth: 56 });

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
