// Adds the branch network (issue 27) to a generated label volume (run generate-labels.ts first), set-based SQL:
// (a) its history — over the last `--days` days (default 105) a dispatch a day on each route that had labels that
//     day (the generated labels give each day a few sending branches), carrying the day's labels that crossed to
//     another branch in bags of about `--bag-size` labels (default 40): ≈ 2,000 dispatches and ≈ 20,000 bags with
//     their lines, events and advance lists. Labels past their arrival rode in bags received and opened (the dispatch
//     closed); one line in 300 was missing at its opening — found later when older than two weeks, still open (the
//     label back to "sent to the destination branch", the dispatch waiting on its discrepancies) when newer; labels
//     sent in the last three days are in bags still on the road (the dispatch in transit, some overdue). And today's
//     bags still being prepared on each route: one closed and waiting for its carrier, one being filled.
// (b) labels for the timed scans and hand-overs: express labels accepted at YGN for MDY (status
//     accept_from_origin_branch, their transactions pending then accepted), topped up to `--fresh` (default 50,000)
//     labels ready to bag — each run of bench:network uses ≈ 15,300 and says how many are left; run this again to top
//     them up (the history is made once).
//   DATABASE_URL=postgres://… npx tsx bench/generate-network.ts [--days 105] [--bag-size 40] [--fresh 50000]
import { bagCodeOf } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { compactLabelTallies } from '../apps/server/src/modules/labels/label-tallies.js';
import { compactLabelRollups } from '../apps/server/src/modules/reports/label-rollups.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';
import { readyNetworkLabelsSql } from './network-labels.js';

const days = Number(argument('days', '105'));
const bagSize = Number(argument('bag-size', '40'));
const fresh = Number(argument('fresh', '50000'));
const batch = 25_000;

const handle = await openBenchDatabase();
const { db } = handle;
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

const branchRows = await queryRows<{ id: number; code: string }>(
  db,
  sql`select id, code from branches where company_id = (select min(id) from companies) order by id`,
);
const codeOf = new Map(branchRows.map((row) => [Number(row.id), row.code]));
const ygn = branchRows.find((row) => row.code === 'YGN');
const mdy = branchRows.find((row) => row.code === 'MDY');
if (!ygn || !mdy) throw new Error('the demo branches YGN and MDY are missing: seed the database first');

/** Gives the planned bags of a temporary table (origin, destination, day, dispatch_no, serial) the domain's tag codes. */
async function writeTagCodes(tx: Database, table: string) {
  const bags = await queryRows<{
    origin: number;
    destination: number;
    day: string;
    dispatch_no: number;
    serial: number;
  }>(tx, sql`select origin, destination, day::text as day, dispatch_no, serial from ${sql.raw(table)}`);
  const codes = bags.map((bag) => ({
    origin: Number(bag.origin),
    destination: Number(bag.destination),
    day: bag.day,
    serial: Number(bag.serial),
    code: bagCodeOf({
      originCode: codeOf.get(Number(bag.origin))!,
      destinationCode: codeOf.get(Number(bag.destination))!,
      category: 'express',
      day: bag.day,
      dispatchNo: Number(bag.dispatch_no),
      serial: Number(bag.serial),
    }),
  }));
  await tx.execute(sql`
    update ${sql.raw(table)} b set bag_code = v.code
    from jsonb_to_recordset(${JSON.stringify(codes)}::jsonb) as v(origin int, destination int, day date, serial int, code text)
    where b.origin = v.origin and b.destination = v.destination and b.day = v.day and b.serial = v.serial`);
}

// (a) The history, once.
const [{ existing } = { existing: 0 }] = await queryRows<{ existing: number }>(
  db,
  sql`select count(*)::int as existing from dispatches`,
);
if (existing > 100) {
  console.log(`dispatches: ${existing} already, the history is there`);
} else {
  await db.transaction(async (tx) => {
    // The labels that crossed to another branch in the window, and which kind of bag line each one is.
    await tx.execute(sql`
      create temporary table bench_net_labels on commit drop as
      select l.id as label_id, l.accept_branch_id as origin, l.deliver_branch_id as destination,
        yangon_day(l.created_at) as day, l.weight_grams, l.created_at,
        case when l.status = 'send_to_destination_branch' and l.created_at >= now() - interval '3 days' then 'transit'
             when abs(hashtext(l.tracking_code)) % 300 = 0 then 'missing'
             else 'found' end as kind
      from labels l
      where l.tracking_code like 'EX5%' and l.shipping_type = 'normal' and not l.direct
        and l.service_type = 'express' and l.via_branch_id is null and l.accept_branch_id <> l.deliver_branch_id
        and l.created_at >= now() - make_interval(days => ${days}::int)
        and (
          -- Past their arrival: rode in a bag received and opened (before today).
          (l.status in ('arrived_to_destination_branch', 'send_to_destination_address', 'delivered')
            and yangon_day(l.created_at) < yangon_day(now()))
          -- Sent in the last three days: on the road; sent in the last two weeks and never arrived: one in 300 is an
          -- open missing line (the other generated labels still "sent" never rode in a bag).
          or (l.status = 'send_to_destination_branch' and (l.created_at >= now() - interval '3 days'
            or (abs(hashtext(l.tracking_code)) % 300 = 0 and yangon_day(l.created_at) >= yangon_day(now()) - 14)))
        )`);
    // A missing line of the last two weeks is still open: its label never arrived, so it is back to its hand-over
    // status (its later transactions taken away; the tallies and rollups follow by their triggers).
    await tx.execute(sql`
      create temporary table bench_net_open_missing on commit drop as
      select label_id from bench_net_labels where kind = 'missing' and day >= yangon_day(now()) - 14`);
    await tx.execute(sql`
      delete from label_transactions t using bench_net_open_missing m where t.label_id = m.label_id and t.seq > 3`);
    await tx.execute(sql`
      update labels l set status = 'send_to_destination_branch', delivered_at = null,
        updated_at = l.created_at + interval '2 hours'
      from bench_net_open_missing m where l.id = m.label_id`);
    // A dispatch per route, day and leg: the day's first carries the labels that arrived or went missing, the second
    // the ones still on the road. Bags of about bagSize labels.
    await tx.execute(sql`
      create temporary table bench_net_dispatches on commit drop as
      select origin, destination, day, leg, count(*)::int as labels,
        ceil(count(*)::numeric / ${bagSize}::int)::int as bags,
        row_number() over (partition by origin, destination, day order by leg)::int as dispatch_no,
        bool_or(kind = 'missing' and day >= yangon_day(now()) - 14) as has_missing
      from (select *, case kind when 'transit' then 2 else 1 end as leg from bench_net_labels) i
      group by origin, destination, day, leg`);
    // Each label's bag in its dispatch (dealt round the bags) and its place in it.
    await tx.execute(sql`
      create temporary table bench_net_items on commit drop as
      select i.label_id, i.origin, i.destination, i.day, i.weight_grams, i.kind, i.leg,
        ((i.rank - 1) % d.bags)::int as bag_index, ((i.rank - 1) / d.bags)::int as position
      from (select l.*, case l.kind when 'transit' then 2 else 1 end as leg,
              row_number() over (partition by l.origin, l.destination, l.day, l.kind = 'transit'
                                 order by l.label_id) as rank
            from bench_net_labels l) i
        join bench_net_dispatches d on d.origin = i.origin and d.destination = i.destination and d.day = i.day
          and d.leg = i.leg`);
    // The dispatch's moments, in Yangon time: the day's first leaves at 18:00, the second at 20:00 (never later than
    // now); received 8 hours on, opened and finished within the hour.
    await tx.execute(sql`
      alter table bench_net_dispatches add column dispatched_at timestamptz, add column received_at timestamptz`);
    await tx.execute(sql`
      update bench_net_dispatches set
        dispatched_at = least((day + (case leg when 1 then time '18:00' else time '20:00' end)
                                 - interval '6 hours 30 minutes') at time zone 'UTC', now() - interval '3 hours')`);
    await tx.execute(sql`
      update bench_net_dispatches set received_at = least(dispatched_at + interval '8 hours', now() - interval '2 hours')
      where leg = 1`);
    // Bags: serials per route and day, numbered on across the day's dispatches.
    await tx.execute(sql`
      create temporary table bench_net_bags on commit drop as
      select d.origin, d.destination, d.day, d.dispatch_no, d.leg, g.bag_index, d.first_serial + g.bag_index as serial,
        d.dispatched_at, d.received_at, null::text as bag_code, null::bigint as id, null::bigint as dispatch_id
      from (select *, 1 + coalesce(sum(bags) over (partition by origin, destination, day order by dispatch_no
                                                   rows between unbounded preceding and 1 preceding), 0)::int as first_serial
            from bench_net_dispatches) d
        cross join lateral generate_series(0, d.bags - 1) as g(bag_index)`);
    await writeTagCodes(tx, 'bench_net_bags');
    // Who does the work at each branch: its first active user (head office's first user where a branch has none).
    await tx.execute(sql`
      create temporary table bench_net_users on commit drop as
      select b.id as branch_id,
        coalesce((select min(u.id) from users u where u.branch_id = b.id and u.status = 'active'),
                 (select min(id) from users)) as user_id
      from branches b`);
    await tx.execute(sql`create index on bench_net_items (origin, destination, day, leg, bag_index)`);
    await tx.execute(sql`analyze bench_net_items`);
    await tx.execute(sql`analyze bench_net_bags`);

    await tx.execute(sql`
      insert into dispatches (company_id, origin_branch_id, destination_branch_id, dispatch_day, dispatch_no, state,
        carrier_kind, carrier_name, vehicle_no, driver_phone, bag_count, label_count, weight_grams, dispatched_by,
        dispatched_at, expected_at, received_at, updated_at)
      select (select min(id) from companies), d.origin, d.destination, d.day, d.dispatch_no,
        case when d.leg = 2 then 'in_transit' when d.has_missing then 'discrepancies' else 'closed' end,
        (array['bus', 'own_vehicle', 'mmpost'])[1 + (d.origin + d.destination) % 3],
        (array['Shwe Mandalar Express', 'Waypost truck', 'Myanma Post'])[1 + (d.origin + d.destination) % 3],
        case when (d.origin + d.destination) % 3 = 1 then '1A/' || lpad((d.origin * 100 + d.destination)::text, 4, '0') end,
        case when (d.origin + d.destination) % 3 = 0 then '0991' || lpad((d.origin * 100 + d.destination)::text, 6, '0') end,
        d.bags, d.labels,
        (select sum(i.weight_grams)::int from bench_net_items i where i.origin = d.origin and i.destination = d.destination
           and i.day = d.day and i.leg = d.leg) + 300 * d.bags,
        u.user_id, d.dispatched_at, d.dispatched_at + interval '24 hours', d.received_at,
        coalesce(d.received_at + interval '1 hour', d.dispatched_at)
      from bench_net_dispatches d join bench_net_users u on u.branch_id = d.origin`);
    await tx.execute(sql`
      update bench_net_bags b set dispatch_id = x.id
      from dispatches x
      where x.origin_branch_id = b.origin and x.destination_branch_id = b.destination and x.dispatch_day = b.day
        and x.dispatch_no = b.dispatch_no`);
    await tx.execute(sql`
      insert into mailbags (company_id, bag_code, origin_branch_id, destination_branch_id, category, status, bag_day,
        serial, planned_dispatch_no, label_count, weight_grams, opened_weight_grams, dispatch_id, last_branch_id,
        closed_at, received_at, opened_at, finished_at, finished_by, created_by, created_at, updated_at)
      select (select min(id) from companies), b.bag_code, b.origin, b.destination, 'express',
        case when b.received_at is null then 'process' else 'complete' end,
        b.day, b.serial, b.dispatch_no, s.labels, s.grams + 300,
        case when b.received_at is not null then s.grams + 300 end,
        b.dispatch_id, case when b.received_at is null then b.origin else b.destination end,
        b.dispatched_at - interval '30 minutes', b.received_at, b.received_at + interval '10 minutes',
        b.received_at + interval '1 hour', case when b.received_at is not null then ud.user_id end, uo.user_id,
        b.dispatched_at - interval '8 hours', coalesce(b.received_at + interval '1 hour', b.dispatched_at)
      from bench_net_bags b
        join lateral (select count(*)::int as labels, sum(i.weight_grams)::int as grams from bench_net_items i
                      where i.origin = b.origin and i.destination = b.destination and i.day = b.day and i.leg = b.leg
                        and i.bag_index = b.bag_index) s on true
        join bench_net_users uo on uo.branch_id = b.origin
        join bench_net_users ud on ud.branch_id = b.destination`);
    await tx.execute(sql`
      update bench_net_bags b set id = m.id
      from mailbags m where m.company_id = (select min(id) from companies) and m.bag_code = b.bag_code`);
    await tx.execute(sql`
      insert into dispatch_bags (dispatch_id, mailbag_id, listed, received_at)
      select dispatch_id, id, true, received_at from bench_net_bags`);
    // Lines: added a minute apart from the bag's opening; found at its opening, or missing, or still on the road.
    await tx.execute(sql`
      create temporary table bench_net_lines on commit drop as
      select b.id as mailbag_id, i.label_id, i.kind, b.origin, b.destination,
        b.dispatched_at - interval '8 hours' + least(i.position, 400) * interval '1 minute' as added_at,
        case when i.kind = 'found' then b.received_at + interval '10 minutes' + least(i.position, 40) * interval '1 second'
        end as opened_at,
        case when i.kind = 'missing' then (case when i.day >= yangon_day(now()) - 14 then 'open' else 'found' end)
        end as missing_state,
        case when i.kind = 'missing' and i.day < yangon_day(now()) - 14 then b.received_at + interval '1 day'
        end as found_at
      from bench_net_items i join bench_net_bags b on b.origin = i.origin and b.destination = i.destination
        and b.day = i.day and b.leg = i.leg and b.bag_index = i.bag_index`);
    await tx.execute(sql`
      insert into mailbag_items (mailbag_id, label_id, live, extra, opened_at, missing_state, missing_decided_at,
        missing_decided_by, added_by, added_at)
      select l.mailbag_id, l.label_id, l.kind = 'transit', false, l.opened_at, l.missing_state, l.found_at,
        case when l.found_at is not null then ud.user_id end, u.user_id, l.added_at
      from bench_net_lines l join bench_net_users u on u.branch_id = l.origin
        join bench_net_users ud on ud.branch_id = l.destination
      order by l.mailbag_id, l.added_at, l.label_id`);
    await tx.execute(sql`
      insert into mailbag_events (mailbag_id, event, branch_id, actor_id, label_id, at)
      select e.mailbag_id, e.event, e.branch_id, u.user_id, e.label_id, e.at
      from (
        select b.id as mailbag_id, 'created' as event, b.origin as branch_id, null::bigint as label_id,
          b.dispatched_at - interval '8 hours' as at from bench_net_bags b
        union all select l.mailbag_id, 'label_added', l.origin, l.label_id, l.added_at from bench_net_lines l
        union all select b.id, 'closed', b.origin, null, b.dispatched_at - interval '30 minutes' from bench_net_bags b
        union all select b.id, 'dispatched', b.origin, null, b.dispatched_at from bench_net_bags b
        union all select b.id, 'received', b.destination, null, b.received_at from bench_net_bags b
          where b.received_at is not null
        union all select l.mailbag_id, 'label_opened', l.destination, l.label_id, l.opened_at from bench_net_lines l
          where l.opened_at is not null
        union all select b.id, 'finished', b.destination, null, b.received_at + interval '1 hour' from bench_net_bags b
          where b.received_at is not null
        union all select l.mailbag_id, 'missing_found', l.destination, l.label_id, l.found_at from bench_net_lines l
          where l.found_at is not null
      ) e join bench_net_users u on u.branch_id = e.branch_id
      order by e.at, e.mailbag_id`);
    // Today's bags still being prepared on every route: the newest accepted labels going that way, one bag closed and
    // waiting for the carrier, the next one still being filled (the transfer screen's "preparing" tab).
    await tx.execute(sql`
      create temporary table bench_net_prep on commit drop as
      select * from (
        select l.id as label_id, l.accept_branch_id as origin, l.deliver_branch_id as destination, l.weight_grams,
          row_number() over (partition by l.accept_branch_id, l.deliver_branch_id order by l.id desc)::int as rank
        from labels l
        where l.tracking_code like 'EX5%' and l.status = 'accept_from_origin_branch' and l.shipping_type = 'normal'
          and not l.direct and l.service_type = 'express' and l.via_branch_id is null
          and l.accept_branch_id <> l.deliver_branch_id) p
      where rank <= 70`);
    await tx.execute(sql`
      create temporary table bench_net_prep_bags on commit drop as
      select p.origin, p.destination, yangon_day(now()) as day, p.bag_index,
        coalesce((select max(b.serial) from bench_net_bags b where b.origin = p.origin
                    and b.destination = p.destination and b.day = yangon_day(now())), 0) + p.bag_index + 1 as serial,
        coalesce((select max(d.dispatch_no) from bench_net_dispatches d where d.origin = p.origin
                    and d.destination = p.destination and d.day = yangon_day(now())), 0) + 1 as dispatch_no,
        count(*)::int as labels, sum(p.weight_grams)::int as grams, null::text as bag_code, null::bigint as id
      from (select *, case when rank <= 40 then 0 else 1 end as bag_index from bench_net_prep) p
      group by p.origin, p.destination, p.bag_index`);
    await writeTagCodes(tx, 'bench_net_prep_bags');
    await tx.execute(sql`
      insert into mailbags (company_id, bag_code, origin_branch_id, destination_branch_id, category, status, bag_day,
        serial, planned_dispatch_no, label_count, weight_grams, last_branch_id, closed_at, created_by, created_at,
        updated_at)
      select (select min(id) from companies), b.bag_code, b.origin, b.destination, 'express',
        case b.bag_index when 0 then 'process' else 'pending' end, b.day, b.serial, b.dispatch_no, b.labels,
        case b.bag_index when 0 then b.grams + 300 end, b.origin,
        case b.bag_index when 0 then now() - interval '1 hour' end, u.user_id,
        now() - interval '3 hours' + b.bag_index * interval '2 hours', now() - interval '30 minutes'
      from bench_net_prep_bags b join bench_net_users u on u.branch_id = b.origin`);
    await tx.execute(sql`
      update bench_net_prep_bags b set id = m.id
      from mailbags m where m.company_id = (select min(id) from companies) and m.bag_code = b.bag_code`);
    await tx.execute(sql`
      insert into mailbag_items (mailbag_id, label_id, live, added_by, added_at)
      select b.id, p.label_id, true, u.user_id,
        now() - interval '3 hours' + b.bag_index * interval '2 hours' + (p.rank - 40 * b.bag_index) * interval '1 minute'
      from bench_net_prep p
        join bench_net_prep_bags b on b.origin = p.origin and b.destination = p.destination
          and b.bag_index = case when p.rank <= 40 then 0 else 1 end
        join bench_net_users u on u.branch_id = p.origin
      order by b.id, p.rank`);
    await tx.execute(sql`
      insert into mailbag_events (mailbag_id, event, branch_id, actor_id, label_id, at)
      select e.mailbag_id, e.event, e.branch_id, u.user_id, e.label_id, e.at
      from (
        select m.id as mailbag_id, 'created' as event, m.origin_branch_id as branch_id, null::bigint as label_id,
          m.created_at as at from mailbags m join bench_net_prep_bags b on b.id = m.id
        union all select i.mailbag_id, 'label_added', m.origin_branch_id, i.label_id, i.added_at
          from mailbag_items i join mailbags m on m.id = i.mailbag_id join bench_net_prep_bags b on b.id = m.id
        union all select m.id, 'closed', m.origin_branch_id, null, m.closed_at
          from mailbags m join bench_net_prep_bags b on b.id = m.id where m.closed_at is not null
      ) e join bench_net_users u on u.branch_id = e.branch_id
      order by e.at, e.mailbag_id`);
  });
  for (const table of ['dispatches', 'mailbags', 'dispatch_bags', 'mailbag_items', 'mailbag_events']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  console.log(`history made in ${seconds()} s`);
}

// (b) Labels ready for the timed scans and hand-overs: topped up to `fresh`.
const countReady = async () =>
  (
    await queryRows<{ ready: number }>(db, readyNetworkLabelsSql({ origin: ygn.id, destination: mdy.id, count: true }))
  )[0]!.ready;
const ready = await countReady();
let wanted = Math.max(0, fresh - ready);
if (wanted > 0) {
  // Serials of these labels start at 80 000 001: above the live sequence's range and the generated labels'.
  const [{ last } = { last: 80_000_000 }] = await queryRows<{ last: number }>(
    db,
    sql`select coalesce(max(substr(tracking_code, 3, 8)::int), 80000000) as last from labels
        where tracking_code like 'EX8%' and length(tracking_code) = 13`,
  );
  let next = Number(last) + 1;
  while (wanted > 0) {
    const size = Math.min(batch, wanted);
    await db.execute(sql`
      with picked as (
        select n, lpad(n::text, 8, '0') as serial,
          (select array_agg(id order by id) from locations where level = 'township') as townships,
          (select id from users where user_name = 'staff') as clerk,
          -- Booked and accepted over the last ten hours, a few seconds apart.
          now() - interval '10 hours' + ((n % 7200) * interval '5 seconds') as created
        from generate_series(${next}::int, ${next + size - 1}::int) as n
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
          deliver_branch_id, fee_lines, shipping_fee, cod_fee, total_cost, cod_amount, creator_id, created_at,
          updated_at, accepted_at)
        select (select min(id) from companies),
          'EX' || serial || (case 11 - rest when 10 then 0 when 11 then 5 else 11 - rest end)::text || 'MM',
          'fcs_express', 'walkin', 'express', 'parcel', 'sender_pay', 300 + (n % 4700), 'accept_from_origin_branch',
          'normal', false, 'Sender ' || n, '09' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
          townships[1 + n % array_length(townships, 1)], 'MM-06',
          'Receiver ' || n, '09' || lpad(((n::bigint * 104729) % 100000000)::text, 8, '0'),
          townships[1 + (n * 7) % array_length(townships, 1)], 'MM-04', ${ygn.id}::int, ${mdy.id}::int,
          '[{"code":"shipping_fee","amount":4000}]'::jsonb, 4000, 0, 4000, 0, clerk, created,
          created + interval '2 minutes', created + interval '2 minutes'
        from coded
        returning id, creator_id, created_at
      )
      insert into label_transactions (label_id, seq, status, branch_id, actor_id, viewable, created_at)
      select i.id, s.seq, (array['pending', 'accept_from_origin_branch'])[s.seq], ${ygn.id}::int, i.creator_id, true,
        i.created_at + (s.seq - 1) * interval '2 minutes'
      from inserted i cross join generate_series(1, 2) as s(seq)`);
    next += size;
    wanted -= size;
    console.log(`ready labels: ${fresh - wanted}/${fresh}`);
  }
  await db.execute(sql`vacuum analyze labels`);
  await db.execute(sql`vacuum analyze label_transactions`);
  await compactLabelTallies({ db });
  await db.execute(sql`vacuum analyze label_tallies`);
  await compactLabelRollups({ db });
  await db.execute(sql`vacuum analyze label_rollups`);
  await db.execute(sql`vacuum analyze label_fee_rollups`);
}

const [stats] = await queryRows<Record<string, number>>(
  db,
  sql`select (select count(*)::int from dispatches) as dispatches,
        (select count(*)::int from dispatches where state = 'in_transit') as in_transit,
        (select count(*)::int from dispatches where state = 'discrepancies') as with_discrepancies,
        (select count(*)::int from mailbags) as bags, (select count(*)::int from mailbag_items) as items,
        (select count(*)::int from mailbag_items where missing_state = 'open') as open_missing,
        (select count(*)::int from mailbag_events) as events`,
);
console.log(
  `network: ${stats?.dispatches} dispatches (${stats?.in_transit} in transit, ${stats?.with_discrepancies} with ` +
    `discrepancies), ${stats?.bags} bags, ${stats?.items} bag lines (${stats?.open_missing} open missing), ` +
    `${stats?.events} bag events; ${await countReady()} labels ready at YGN for MDY; ${seconds()} s`,
);
await handle.close();
