// Adds field operations to a generated label volume (run generate-labels.ts first): a courier per branch (MDY's is
// the demo `courier`) with a delivery history — every delivered label went out once on its branch courier's run of
// that day, one in ten failed first — the labels now out for delivery on runs of today, and the call list: every
// twentieth label has a call case (three in ten still open: due now, due earlier, or scheduled), with its calls.
// Set-based SQL.
//   DATABASE_URL=postgres://… npx tsx bench/generate-field.ts
import { sql } from 'drizzle-orm';
import { openBenchDatabase, queryRows } from './bench-database.js';

const handle = await openBenchDatabase();
const { db } = handle;
const started = Date.now();

const [{ done } = { done: 0 }] = await queryRows<{ done: number }>(
  db,
  sql`select count(*)::int as done from delivery_attempts`,
);
if (done > 100) {
  console.log(`delivery_attempts: ${done} rows already, nothing to do`);
  await handle.close();
  process.exit(0);
}

await db.transaction(async (tx) => {
  // One courier per branch; MDY's is the demo courier, whose screen the benchmark times.
  await tx.execute(sql`
    insert into users (company_id, name, user_name, password_hash, role_id, branch_id, phone)
    select b.company_id, 'Bench courier ' || b.code, 'bench-courier-' || lower(b.code), c.password_hash, c.role_id, b.id,
      '0979' || lpad(b.id::text, 7, '0')
    from branches b cross join (select password_hash, role_id, branch_id from users where user_name = 'courier') c
    where b.id <> c.branch_id`);
  await tx.execute(sql`
    create temporary table bench_couriers on commit drop as
    select u.branch_id, u.id as courier_id from users u join roles r on r.id = u.role_id
    where r.slug = 'courier' and (u.user_name = 'courier' or u.user_name like 'bench-courier-%')`);
  // A run per branch and day a label was delivered (by its last change), and one run of today for the labels out now.
  await tx.execute(sql`
    insert into delivery_runs (company_id, branch_id, courier_id, created_by, created_at)
    select min(l.company_id), l.deliver_branch_id, c.courier_id, c.courier_id, date_trunc('day', l.updated_at) + interval '2 hours'
    from labels l join bench_couriers c on c.branch_id = l.deliver_branch_id
    where l.status = 'delivered'
    group by 2, 3, 4, 5`);
  await tx.execute(sql`
    create temporary table bench_runs on commit drop as
    select id, branch_id, created_at::date as day, created_at from delivery_runs`);
  await tx.execute(sql`create index on bench_runs (branch_id, day)`);
  await tx.execute(sql`
    insert into delivery_runs (company_id, branch_id, courier_id, created_by, created_at)
    select b.company_id, b.id, c.courier_id, c.courier_id, now() - interval '1 minute'
    from branches b join bench_couriers c on c.branch_id = b.id`);
  // One in ten delivered labels failed once the day before (no answer), then went out again and was delivered.
  await tx.execute(sql`
    insert into delivery_attempts (run_id, label_id, courier_id, branch_id, outcome, failure_reason, finished_at, created_at)
    select r.id, l.id, c.courier_id, l.deliver_branch_id, 'failed', 'no_answer', r.created_at + interval '4 hours', r.created_at
    from labels l join bench_couriers c on c.branch_id = l.deliver_branch_id
      join bench_runs r on r.branch_id = l.deliver_branch_id
        and r.day = (date_trunc('day', l.updated_at) - interval '1 day')::date
    where l.status = 'delivered' and l.id % 10 = 3`);
  await tx.execute(sql`
    insert into delivery_attempts (run_id, label_id, courier_id, branch_id, outcome, finished_at, created_at)
    select r.id, l.id, c.courier_id, l.deliver_branch_id, 'delivered', l.updated_at, r.created_at
    from labels l join bench_couriers c on c.branch_id = l.deliver_branch_id
      join bench_runs r on r.branch_id = l.deliver_branch_id and r.day = l.updated_at::date
    where l.status = 'delivered'`);
  // Out now: at most 40 a courier (a day's load), on today's run; the rest of those labels wait at the branch.
  await tx.execute(sql`
    insert into delivery_attempts (run_id, label_id, courier_id, branch_id, outcome, created_at)
    select r.id, o.id, o.courier_id, o.deliver_branch_id, 'out', r.created_at
    from (select l.id, l.deliver_branch_id, c.courier_id,
            row_number() over (partition by l.deliver_branch_id order by l.id desc) as position
          from labels l join bench_couriers c on c.branch_id = l.deliver_branch_id
          where l.status = 'send_to_destination_address') o
      join delivery_runs r on r.branch_id = o.deliver_branch_id and r.courier_id = o.courier_id
        and r.id not in (select id from bench_runs)
    where o.position <= 40`);
  await tx.execute(sql`
    delete from delivery_runs d where not exists (select 1 from delivery_attempts a where a.run_id = d.id)`);
  // The call list: every twentieth label; 3 in 10 open (never called, called with a time passed, scheduled).
  await tx.execute(sql`
    insert into call_cases (company_id, label_id, branch_id, reason, state, call_count, last_call_at, call_again_at,
                            closed_at, created_at, updated_at)
    select l.company_id, l.id, l.deliver_branch_id,
      (array['failed_delivery', 'receiver_unreachable', 'pending_return_confirm'])[1 + (l.id / 20) % 3],
      case when (l.id / 20) % 10 < 3 then 'open' else 'complete' end,
      case when (l.id / 20) % 10 = 0 then 0 else 1 + (l.id / 20) % 3 end,
      case when (l.id / 20) % 10 = 0 then null else l.updated_at + interval '1 hour' end,
      case (l.id / 20) % 10 when 1 then l.updated_at + interval '2 hours'
                            when 2 then now() + ((l.id % 72) || ' hours')::interval end,
      case when (l.id / 20) % 10 >= 3 then l.updated_at + interval '1 hour' end,
      l.updated_at, l.updated_at
    from labels l where l.id % 20 = 0`);
  await tx.execute(sql`
    insert into call_logs (call_case_id, attempt, outcome, phone, remark, call_again_at, caller_id, created_at)
    select c.id, 'first', case when c.state = 'complete' then 'call_complete' else 'busy' end, l.destination_phone,
      null, c.call_again_at, (select min(id) from users), coalesce(c.last_call_at, c.created_at)
    from call_cases c join labels l on l.id = c.label_id where c.call_count > 0`);
});
await db.execute(sql`vacuum analyze delivery_runs`);
await db.execute(sql`vacuum analyze delivery_attempts`);
await db.execute(sql`vacuum analyze call_cases`);
await db.execute(sql`vacuum analyze call_logs`);
await db.execute(sql`vacuum analyze users`);

const [stats] = await queryRows<{ runs: number; attempts: number; out: number; cases: number; open: number }>(
  db,
  sql`select (select count(*)::int from delivery_runs) as runs, (select count(*)::int from delivery_attempts) as attempts,
        (select count(*)::int from delivery_attempts where outcome = 'out') as out,
        (select count(*)::int from call_cases) as cases,
        (select count(*)::int from call_cases where state = 'open') as open`,
);
console.log(
  `field operations: ${stats?.runs} runs, ${stats?.attempts} delivery attempts (${stats?.out} out now), ` +
    `${stats?.cases} call cases (${stats?.open} open) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
await handle.close();
