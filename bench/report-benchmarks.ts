// Times the reports and a long export over real HTTP against the generated volume (generate-labels.ts): reports of
// every period and scope read from the rollups, and the shipping report of about a million labels written as an
// export job — the first byte of its download, the rows per second, and how far the process's memory grows.
//   DATABASE_URL=postgres://… npx tsx bench/report-benchmarks.ts
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { yangonDay } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { compactLabelRollups } from '../apps/server/src/modules/reports/label-rollups.js';
import { startBenchApp, scenarioTimer } from './bench-http.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
const exportDays = Number(argument('export-days', '90'));
const handle = await openBenchDatabase();
// The rollups are folded as the server's housekeeping would have folded them.
await compactLabelRollups({ db: handle.db });
await handle.db.execute(sql`vacuum analyze label_rollups`);
await handle.db.execute(sql`vacuum analyze label_fee_rollups`);
const { app, baseUrl, call, signIn } = await startBenchApp(handle.db);
const headOffice = await signIn('admin');
const owner = await signIn('owner');

const [stats] = await queryRows<{ labels: number; transactions: number; rollups: number }>(
  handle.db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from label_transactions) as transactions,
        (select count(*)::int from label_rollups) as rollups`,
);

const { results, time } = scenarioTimer({ nameWidth: 64 });

const today = yangonDay(new Date());
const reports: [string, string, string][] = [
  [
    'accepted, daily, this month, every branch (head office)',
    'type=accepted&period=daily&scope=all_branch',
    headOffice,
  ],
  [
    'accepted, monthly, this year, every branch (head office)',
    'type=accepted&period=monthly&scope=all_branch',
    headOffice,
  ],
  [
    'accepted, yearly, five years, every branch (head office)',
    'type=accepted&period=yearly&scope=all_branch',
    headOffice,
  ],
  [
    'accepted, daily, a whole year, every branch (head office)',
    `type=accepted&period=daily&from=${Number(today.slice(0, 4)) - 1}${today.slice(4)}&to=${today}&scope=all_branch`,
    headOffice,
  ],
  [
    'online VPP (COD), monthly, every branch (head office)',
    'type=online_vpp&period=monthly&scope=all_branch',
    headOffice,
  ],
  ['money orders (delivered COD), range, every branch', `type=emo&period=range&scope=all_branch`, headOffice],
  ['accepted, daily, the owner’s branches', 'type=accepted&period=daily&scope=all_branch', owner],
  ['walk-in express, monthly, one branch (the owner’s)', 'type=walkin_express&period=monthly&scope=branch', owner],
];
for (const [name, query, token] of reports) {
  await time(`report: ${name}`, iterations, () => call('GET', `/api/report?${query}`, token));
}

// The long export: every label booked in the last `exportDays` days at every branch, as CSV.
const from = yangonDay(new Date(Date.now() - (exportDays - 1) * 86_400_000));
const rss = () => process.memoryUsage().rss;
const rssBefore = rss();
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 50);
const asked = performance.now();
const { id } = (await call('POST', '/api/export', headOffice, {
  kind: 'shipping_report',
  format: 'csv',
  params: { from, to: today, scope: 'all_branch' },
})) as { id: number };
const job = (await call('GET', `/api/export/${id}`, headOffice)) as { url: string };
const download = await fetch(baseUrl + job.url);
const reader = download.body!.getReader();
let firstByte = 0;
let bytes = 0;
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  if (bytes === 0) firstByte = performance.now() - asked;
  bytes += value.byteLength;
}
const seconds = (performance.now() - asked) / 1000;
clearInterval(sampler);
const finished = (await call('GET', `/api/export/${id}`, headOffice)) as { rows: number; status: string };
const exportResult = {
  rows: finished.rows,
  status: finished.status,
  megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
  firstByteMs: Math.round(firstByte),
  seconds: Math.round(seconds * 10) / 10,
  rowsPerSecond: Math.round(finished.rows / seconds),
  rssGrowthMb: Math.round((rssPeak - rssBefore) / 1024 / 1024),
};
console.log(
  `export: ${exportResult.rows} rows (${exportResult.megabytes} MB CSV) in ${exportResult.seconds} s ` +
    `(${exportResult.rowsPerSecond} rows/s), first byte after ${exportResult.firstByteMs} ms, ` +
    `memory +${exportResult.rssGrowthMb} MB (the server and this client in one process)`,
);

console.log(
  `\nPostgreSQL: ${stats?.labels} labels, ${stats?.transactions} transactions, ${stats?.rollups} rollup rows\n`,
);
console.log('| scenario | runs | p50 ms | p95 ms |');
console.log('|---|---|---|---|');
for (const row of results) console.log(`| ${row.name} | ${row.runs} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/reports.json',
  JSON.stringify({ at: new Date().toISOString(), ...stats, results, export: exportResult }, null, 2),
);
await app.close();
await handle.close();
