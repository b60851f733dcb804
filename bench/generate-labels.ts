// Fills the database with realistic label volume: N labels (default 2 000 000) with 4–6 transactions each
// (≈ 5 per label, so 10 M transactions at the default), spread over the seeded branches, townships and 180 days.
// Set-based INSERT … SELECT generate_series in batches: the database does the work, nothing crosses the wire.
//   DATABASE_URL=postgres://… npx tsx bench/generate-labels.ts --labels 2000000
//   BENCH_DATA_DIR=./data/bench npx tsx bench/generate-labels.ts --labels 200000     (PGlite)
import { statusPath } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { compactLabelTallies } from '../apps/server/src/modules/labels/label-tallies.js';
import { compactLabelRollups } from '../apps/server/src/modules/reports/label-rollups.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const total = Number(argument('labels', '2000000'));
const batch = Number(argument('batch', '100000'));
const handle = await openBenchDatabase();
const { db } = handle;

const [{ existing } = { existing: 0 }] = await queryRows<{ existing: number }>(
  db,
  sql`select count(*)::int as existing from labels`,
);
if (existing >= total) {
  console.log(`labels: ${existing} already, nothing to do`);
  await handle.close();
  process.exit(0);
}

const started = Date.now();
// Serials for generated labels live above the live sequence's range start, so real creates never collide.
const serialBase = 50_000_000;
const normalPath = `{${statusPath('normal').join(',')}}`;
for (let from = existing + 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  await db.execute(sql`
    with picked as (
      select n,
        lpad((${serialBase} + n)::text, 8, '0') as serial,
        (select array_agg(id order by id) from branches) as branch_ids,
        (select array_agg(id order by id) from users where branch_id is not null) as user_ids,
        (select array_agg(id order by id) from locations where level = 'township') as townships,
        -- Steps walked along the normal path: 2–6, six in ten delivered, 5 on average (10 M transactions at 2 M).
        (array[2, 3, 4, 5, 6, 6, 6, 6, 6, 6])[1 + n % 10] as steps,
        now() - ((n % 180) || ' days')::interval - ((n % 1440) || ' minutes')::interval as created
      from generate_series(${from}::int, ${to}::int) as n
    ), coded as (
      select p.*,
        (8*substr(serial,1,1)::int + 6*substr(serial,2,1)::int + 4*substr(serial,3,1)::int + 2*substr(serial,4,1)::int
         + 3*substr(serial,5,1)::int + 5*substr(serial,6,1)::int + 9*substr(serial,7,1)::int
         + 7*substr(serial,8,1)::int) % 11 as rest
      from picked p
    ), inserted as (
      insert into labels (company_id, tracking_code, type, accept_type, service_type, item_type, purchase_type,
        weight_grams, status, shipping_type, direct, source_name, source_phone, source_township, source_region,
        destination_name, destination_phone, destination_township, destination_region, accept_branch_id,
        deliver_branch_id, fee_lines, shipping_fee, cod_fee, total_cost, cod_amount, creator_id, created_at, updated_at,
        accepted_at, delivered_at)
      select (select min(id) from companies),
        'EX' || serial || (case 11 - rest when 10 then 0 when 11 then 5 else 11 - rest end)::text || 'MM',
        'fcs_express', case when n % 4 = 0 then 'cod' else 'walkin' end, 'express', 'parcel', 'sender_pay',
        500 + (n % 5000), (${normalPath}::text[])[steps], 'normal', false,
        'Sender ' || n, '09' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
        townships[1 + n % array_length(townships, 1)], 'MM-06',
        'Receiver ' || n, '09' || lpad(((n::bigint * 104729) % 100000000)::text, 8, '0'),
        townships[1 + (n * 7) % array_length(townships, 1)], 'MM-04',
        branch_ids[1 + n % array_length(branch_ids, 1)], branch_ids[1 + (n / 7) % array_length(branch_ids, 1)],
        '[{"code":"shipping_fee","amount":4000}]'::jsonb, 4000, 0, 4000,
        case when n % 4 = 0 then 10000 + (n % 90) * 1000 else 0 end,
        user_ids[1 + n % array_length(user_ids, 1)], created, created,
        -- The report events the status steps below make (each step an hour after the one before it).
        case when steps >= 2 then created + interval '1 hour' end,
        case when steps = 6 then created + interval '5 hours' end
      from coded
      returning id, status, accept_branch_id, deliver_branch_id, creator_id, created_at
    )
    insert into label_transactions (label_id, seq, status, branch_id, actor_id, viewable, created_at)
    select i.id, s.seq, (${normalPath}::text[])[s.seq],
      case when s.seq <= 3 then i.accept_branch_id else i.deliver_branch_id end,
      i.creator_id, true, i.created_at + (s.seq - 1) * interval '1 hour'
    from inserted i
    cross join lateral generate_series(1, array_position(${normalPath}::text[], i.status)) as s(seq)`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`labels ${to}/${total}  (${Math.round((to - existing) / seconds)} labels/s)`);
}
// VACUUM sets the visibility map, so list counts and page reads can be index-only (autovacuum does it in production).
await db.execute(sql`vacuum analyze labels`);
await db.execute(sql`vacuum analyze label_transactions`);
// Each batch's insert wrote its own tally and rollup rows; fold them into one per key, as the server does every few
// seconds.
await compactLabelTallies({ db });
await db.execute(sql`vacuum analyze label_tallies`);
await compactLabelRollups({ db });
await db.execute(sql`vacuum analyze label_rollups`);
await db.execute(sql`vacuum analyze label_fee_rollups`);
const [counts] = await queryRows<{ labels: number; transactions: number }>(
  db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from label_transactions) as transactions`,
);
console.log(
  `done in ${Math.round((Date.now() - started) / 1000)} s: ${counts?.labels} labels, ${counts?.transactions} transactions`,
);
await handle.close();
