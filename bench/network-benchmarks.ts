// Times the branch network (issue 27) over real HTTP against the generated volume (generate-labels.ts, then
// generate-network.ts): scanning labels into a bag at YGN, handing a truck of 20 bags × 250 labels for MDY to its
// carrier (filled and closed untimed; only POST /api/dispatch is timed), and the transfer screen's lists for a branch
// clerk at either end and for head office. Each run uses fresh labels accepted at YGN for MDY and says how many are
// left (`npm run bench:generate-network` tops them up).
//   DATABASE_URL=postgres://… npx tsx bench/network-benchmarks.ts [--iterations 200] [--handovers 3]
//   one group only (scan, handover or lists; written to network-<group>.json): … --only lists
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startBenchApp, scenarioTimer } from './bench-http.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';
import { readyNetworkLabelsSql } from './network-labels.js';

const iterations = Number(argument('iterations', '200'));
const handovers = Number(argument('handovers', '3'));
const bagsPerDispatch = Number(argument('bags', '20'));
const labelsPerBag = Number(argument('labels-per-bag', '250'));
const warmUpScans = 20;
// The warm-up hand-over: a small truck first, so the timed ones run on warm code paths.
const warmUpHandover = { bags: 2, labelsPerBag: 25 };
const only = argument('only', '');
const runs = (group: 'scan' | 'handover' | 'lists') => only === '' || only === group;

const handle = await openBenchDatabase();
const { db } = handle;
const branchRows = await queryRows<{ id: number; code: string }>(
  db,
  sql`select id, code from branches where company_id = (select min(id) from companies) and code in ('YGN', 'MDY')`,
);
const ygn = Number(branchRows.find((row) => row.code === 'YGN')!.id);
const mdy = Number(branchRows.find((row) => row.code === 'MDY')!.id);

/** Labels a whole run scans in (warm-ups included); --only takes those of its group. */
const perGroup = {
  scan: warmUpScans + iterations,
  handover: warmUpHandover.bags * warmUpHandover.labelsPerBag + handovers * bagsPerDispatch * labelsPerBag,
};
const scansNeeded = runs('scan') ? perGroup.scan : 0;
const needed = scansNeeded + (runs('handover') ? perGroup.handover : 0);
const fullRun = perGroup.scan + perGroup.handover;
const codes = (
  await queryRows<{ tracking_code: string }>(
    db,
    readyNetworkLabelsSql({ origin: ygn, destination: mdy, limit: needed }),
  )
).map((row) => row.tracking_code);
if (codes.length < needed) {
  console.error(
    `only ${codes.length} labels ready at YGN for MDY, a run needs ${needed}: run npm run bench:generate-network first`,
  );
  await handle.close();
  process.exit(1);
}
let taken = 0;
const nextCode = () => codes[taken++]!;

const { app, call, signIn } = await startBenchApp(db);
const clerk = await signIn('staff');
const mdyClerk = await signIn('mdy-staff');
const headOffice = await signIn('admin');

const [stats] = await queryRows<Record<string, number>>(
  db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from dispatches) as dispatches,
        (select count(*)::int from dispatches where state = 'in_transit') as in_transit,
        (select count(*)::int from mailbags) as bags, (select count(*)::int from mailbag_items) as items,
        (select count(*)::int from mailbag_items where missing_state = 'open') as open_missing,
        (select count(*)::int from mailbag_events) as events`,
);

type Bag = { id: number; label_count: number };
const openBag = async () =>
  (await call('POST', '/api/mailbag', clerk, { destination_branch_id: mdy, category: 'express' })) as unknown as Bag;
const scanInto = async (bagId: number) => {
  const answer = (await call('POST', `/api/mailbag/${bagId}/labels`, clerk, { tracking_code: nextCode() })) as {
    already: boolean;
  };
  if (answer.already) throw new Error('a fresh label was already in the bag');
};
const closeBag = (bagId: number) => call('POST', `/api/mailbag/${bagId}/close`, clerk, { weight: 25.5 });
/** Opens `count` bags for MDY, fills each with `perBag` labels (the bags side by side, as several desks would) and closes them. */
async function fillBags(count: number, perBag: number): Promise<number[]> {
  const bags: Bag[] = [];
  for (let index = 0; index < count; index += 1) bags.push(await openBag());
  await Promise.all(
    bags.map(async (bag) => {
      for (let index = 0; index < perBag; index += 1) await scanInto(bag.id);
      await closeBag(bag.id);
    }),
  );
  return bags.map((bag) => bag.id);
}
const handOver = (mailbagIds: number[]) =>
  call('POST', '/api/dispatch', clerk, {
    destination_branch_id: mdy,
    mailbag_ids: mailbagIds,
    carrier: { kind: 'bus', name: 'Shwe Mandalar Express', vehicle_no: '1A/2345' },
  }) as Promise<{ id: number; label_count: number; bag_count: number }>;

const { results, time } = scenarioTimer({ nameWidth: 72 });

// Scanning: one request per label, into bags of at most labelsPerBag.
const scanBags: number[] = [];
if (runs('scan')) {
  for (let index = 0; index < Math.ceil(scansNeeded / labelsPerBag); index += 1) scanBags.push((await openBag()).id);
  let scanned = 0;
  await time(
    'scan a label into a bag (POST /api/mailbag/{id}/labels, YGN clerk)',
    iterations,
    () => scanInto(scanBags[Math.floor(scanned++ / labelsPerBag)]!),
    warmUpScans,
  );
  for (const bagId of scanBags) await closeBag(bagId);
}

// Hand-overs: the warm-up truck takes the scanning's bags along, then the timed ones.
const handoverTimes: { run: number; bags: number; labels: number; ms: number }[] = [];
if (runs('handover')) {
  const warmUp = await handOver([...scanBags, ...(await fillBags(warmUpHandover.bags, warmUpHandover.labelsPerBag))]);
  console.log(`warm-up hand-over: ${warmUp.bag_count} bags, ${warmUp.label_count} labels`);
  for (let run = 1; run <= handovers; run += 1) {
    const filling = performance.now();
    const bagIds = await fillBags(bagsPerDispatch, labelsPerBag);
    const filled = performance.now() - filling;
    const started = performance.now();
    const dispatch = await handOver(bagIds);
    const ms = performance.now() - started;
    const [moved] = await queryRows<{ moved: number }>(
      db,
      sql`select count(*)::int as moved from labels l join mailbag_items i on i.label_id = l.id
        where i.mailbag_id = any(${`{${bagIds.join(',')}}`}::bigint[]) and l.status = 'send_to_destination_branch'`,
    );
    if (dispatch.label_count !== bagsPerDispatch * labelsPerBag || moved?.moved !== dispatch.label_count) {
      throw new Error(`hand-over ${run}: ${dispatch.label_count} labels in the dispatch, ${moved?.moved} moved`);
    }
    handoverTimes.push({ run, bags: dispatch.bag_count, labels: dispatch.label_count, ms });
    console.log(
      `hand-over ${run}: ${dispatch.bag_count} bags × ${labelsPerBag} labels (filled and closed in ` +
        `${(filled / 1000).toFixed(0)} s, untimed) — POST /api/dispatch ${ms.toFixed(0)} ms`,
    );
  }
}

// The transfer screen's lists.
const sizes: Record<string, number> = {};
const list = async (name: string, path: string, token: string) => {
  if (!runs('lists')) return;
  await time(name, iterations, async () => {
    sizes[name] = ((await call('GET', path, token)) as { data: unknown[] }).data.length;
  });
};
await list(
  'outgoing dispatches (GET /api/dispatch?direction=outgoing, YGN clerk)',
  '/api/dispatch?direction=outgoing',
  clerk,
);
await list(
  'incoming dispatches (GET /api/dispatch?direction=incoming, MDY clerk)',
  '/api/dispatch?direction=incoming',
  mdyClerk,
);
await list(
  'dispatches in transit, every branch (GET /api/dispatch?state=in_transit, head office)',
  '/api/dispatch?state=in_transit',
  headOffice,
);
await list(
  'bags to dispatch (GET /api/mailbag?direction=outgoing&undispatched=true, YGN clerk)',
  '/api/mailbag?direction=outgoing&undispatched=true',
  clerk,
);
await list('missing work list (GET /api/discrepancy, MDY clerk)', '/api/discrepancy', mdyClerk);
await list('missing work list, every branch (GET /api/discrepancy, head office)', '/api/discrepancy', headOffice);

const [left] = await queryRows<{ ready: number }>(
  db,
  readyNetworkLabelsSql({ origin: ygn, destination: mdy, count: true }),
);
const handoverMax = handoverTimes.length ? Math.max(...handoverTimes.map((row) => row.ms)) : null;
console.log(
  `\nPostgreSQL: ${stats?.labels} labels, ${stats?.dispatches} dispatches (${stats?.in_transit} in transit), ` +
    `${stats?.bags} bags, ${stats?.items} bag lines (${stats?.open_missing} open missing), ${stats?.events} bag events ` +
    `before this run\n`,
);
console.log(`| scenario | runs | rows | p50 ms | p95 ms |\n|---|---|---|---|---|`);
for (const row of results) {
  console.log(
    `| ${row.name} | ${row.runs} | ${sizes[row.name] ?? ''} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`,
  );
}
if (handoverMax !== null) {
  console.log(
    `| hand-over of ${bagsPerDispatch} bags × ${labelsPerBag} labels (POST /api/dispatch) | ${handovers} | | ` +
      `${handoverTimes.map((row) => row.ms.toFixed(0)).join(' / ')} | max ${handoverMax.toFixed(0)} |`,
  );
}
console.log(
  `\n${left?.ready} labels ready at YGN for MDY left: enough for ${Math.floor((left?.ready ?? 0) / fullRun)} more ` +
    `run(s) of ${fullRun} (npm run bench:generate-network tops them up)`,
);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL(`./results/network${only ? `-${only}` : ''}.json`, import.meta.url),
  JSON.stringify(
    {
      ...stats,
      at: new Date().toISOString(),
      results: results.map((row) => ({ ...row, rows: sizes[row.name] ?? null })),
      handovers: handoverTimes,
      handover_max_ms: handoverMax,
      ready_left: left?.ready,
    },
    null,
    2,
  ),
);
await app.close();
await handle.close();
