// Times the merchant portal's label tabs over real HTTP (issue 30: p95 ≤ 20 ms for a merchant with 200,000 labels at
// 2 M): signs in as `portal-owner` (generate-portal.ts) and asks, 200 times each after a warm-up, every tab's first
// page, its 100th and its last page, the tab counts, searches by tracking code, receiver's phone and name, and a detail.
//   DATABASE_URL=postgres://…/waypost_portal_bench npx tsx bench/portal-benchmarks.ts [--iterations 200] [--only search]
import { merchantTabs, twoStepRequiredRoles } from '@waypost/domain';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { startBenchApp, scenarioTimer } from './bench-http.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
/** Only the scenarios whose name contains this text (e.g. --only search). */
const only = argument('only', '');
const handle = await openBenchDatabase();
// The merchant owner's role requires 2-step verification by default (TWO_STEP_REQUIRED_ROLES), which a scripted
// sign-in cannot answer; the bench app requires it of the other roles only. It changes the sign-in, not the lists.
const { app, call, signIn } = await startBenchApp(handle.db, {
  acceptEncoding: 'br, gzip',
  config: { twoStepRequiredRoles: twoStepRequiredRoles.filter((role) => role !== 'merchant-owner') },
});
const owner = await signIn('portal-owner');

const [stats] = await queryRows<{ labels: number; merchant_id: number; mine: number }>(
  handle.db,
  sql`select (select count(*)::int from labels) as labels, m.merchant_id,
        (select count(*)::int from labels where merchant_id = m.merchant_id) as mine
      from merchant_members m join users u on u.id = m.user_id where u.user_name = 'portal-owner'`,
);
if (!stats) throw new Error('no portal-owner: run bench/generate-portal.ts on this database');
// The merchant's newest labels of the largest tab, to search for (a code or a phone the merchant would look up).
const sample = await queryRows<{
  id: number;
  tracking_code: string;
  destination_phone: string;
  destination_name: string;
}>(
  handle.db,
  sql`select id, tracking_code, destination_phone, destination_name from labels
      where merchant_id = ${stats.merchant_id}::int and merchant_portal_tab(status) = 'delivered'
      order by id desc limit 500`,
);
let turn = 0;
const pick = () => sample[(turn += 1) % sample.length]!;

const counts = (await call('GET', '/api/merchant-portal/label/counts', owner)).counts as Record<string, number>;
console.log(`merchant ${stats.merchant_id}: ${stats.mine} labels of ${stats.labels}; tabs ${JSON.stringify(counts)}`);

const { results, time } = scenarioTimer({ nameWidth: 58 });
const scenarios: [string, () => Promise<unknown>][] = [
  // The yardstick: what a request costs on this machine right now (one database ping, no sign-in).
  ['yardstick: GET /api/health', () => call('GET', '/api/health')],
  ['counts (GET /label/counts)', () => call('GET', '/api/merchant-portal/label/counts', owner)],
];
for (const tab of merchantTabs) {
  const first = await call('GET', `/api/merchant-portal/label?tab=${tab}`, owner);
  const last = (first.meta as { last_page: number }).last_page;
  const list = (page: number) => () => call('GET', `/api/merchant-portal/label?tab=${tab}&page=${page}`, owner);
  scenarios.push(
    [`${tab}: page 1`, list(1)],
    [`${tab}: page 100`, list(Math.min(100, last))],
    [`${tab}: last page (${last})`, list(last)],
  );
}
const search = (text: (label: (typeof sample)[number]) => string) => () =>
  call('GET', `/api/merchant-portal/label?tab=delivered&search=${encodeURIComponent(text(pick()))}`, owner);
scenarios.push(
  ['search: tracking code (delivered tab)', search((label) => label.tracking_code)],
  ['search: receiver phone, whole (delivered tab)', search((label) => label.destination_phone)],
  ['search: receiver phone, last 6 digits (delivered tab)', search((label) => label.destination_phone.slice(-6))],
  // A name is looked for inside every name of the tab (no index): the slow case, measured to be known.
  ['search: receiver name (delivered tab)', search((label) => label.destination_name)],
  [
    'search: tracking code (pending tab, not there)',
    () => call('GET', `/api/merchant-portal/label?tab=pending&search=${pick().tracking_code}`, owner),
  ],
  ['detail (GET /label/{id})', () => call('GET', `/api/merchant-portal/label/${pick().id}`, owner)],
);
for (const [name, run] of scenarios.filter(([name]) => name.includes(only))) await time(name, iterations, run, 10);

console.log(
  `\n${handle.kind}: ${stats.labels} labels, the merchant's ${stats.mine}; ${iterations} requests each, sequential, over HTTP\n`,
);
console.log(`| scenario | p50 ms | p95 ms | max ms |\n|---|---|---|---|`);
for (const row of results)
  console.log(`| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} |`);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL(`./results/portal-${handle.kind}.json`, import.meta.url),
  JSON.stringify(
    { database: handle.kind, ...stats, counts, iterations, at: new Date().toISOString(), results },
    null,
    2,
  ),
);
await app.close();
await handle.close();
