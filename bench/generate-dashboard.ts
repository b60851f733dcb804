// Gives the generated labels (generate-labels.ts) what the dashboard reads: their accepted, delivered and returned
// moments from their history (generate-labels.ts writes the history only), and the variety of real bookings —
// label types, services, channels, SMS and phone services spread over the labels — so that the report rollups hold
// as many keys a day and branch as a busy company's, not one. Then the rollups are recomputed from the labels.
// Run it on a database of its own: it rewrites every label's kind.
//   DATABASE_URL=postgres://…/waypost_dash npx tsx bench/generate-dashboard.ts
import { sql } from 'drizzle-orm';
import { repairLabelRollups } from '../apps/server/src/modules/reports/repair-label-rollups.js';
import { openBenchDatabase, queryRows } from './bench-database.js';

const handle = await openBenchDatabase();
const { db } = handle;
const started = Date.now();

// A hash of the id, not the id modulo: generated labels take their day and branch from the id modulo 180 and 8,
// which would give every day and branch a single kind.
const spread = (salt: string, size: number) => sql.raw(`(hashtext('${salt}' || id) & 2147483647) % ${size}`);
await db.transaction(async (tx) => {
  // Neither the tallies' keys nor the rollups' are left as the triggers would keep them row by row (2 M rows): the
  // tallies do not read these columns, and the rollups are recomputed below.
  await tx.execute(sql`alter table labels disable trigger labels_rollup_update`);
  await tx.execute(sql`alter table labels disable trigger labels_tally_update`);
  await tx.execute(sql`
    update labels l set
      accepted_at = e.accepted_at, delivered_at = e.delivered_at, returned_at = e.returned_at,
      type = (array['fcs_express', 'mm_post', 'all_parcel', 'royal_express'])[1 + ${spread('t', 4)}],
      service_type = (array['register', 'express', 'special', 'vpp', 'vpl'])[1 + ${spread('s', 5)}],
      channel = (array['counter', 'counter', 'import', 'api'])[1 + ${spread('c', 4)}],
      services = case ${spread('v', 5)} when 0 then '{sms}'::text[] when 1 then '{phone_call}'::text[]
        else '{}'::text[] end
    from (
      select label_id,
        min(created_at) filter (where status = 'accept_from_origin_branch') as accepted_at,
        min(created_at) filter (where status = 'delivered') as delivered_at,
        min(created_at) filter (where status in ('sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed'))
          as returned_at
      from label_transactions where viewable group by label_id
    ) e
    where l.id = e.label_id`);
  await tx.execute(sql`alter table labels enable trigger labels_rollup_update`);
  await tx.execute(sql`alter table labels enable trigger labels_tally_update`);
});
console.log(`labels: moments and kinds set in ${Math.round((Date.now() - started) / 1000)} s`);
const report = await repairLabelRollups({ db });
console.log(`rollups: ${report.keysDiffering} keys rewritten from the labels`);
await db.execute(sql`vacuum analyze labels`);
await db.execute(sql`vacuum analyze label_rollups`);
await db.execute(sql`vacuum analyze label_fee_rollups`);
const [counts] = await queryRows<{ labels: number; rollups: number }>(
  db,
  sql`select (select count(*)::int from labels) as labels, (select count(*)::int from label_rollups) as rollups`,
);
console.log(
  `done in ${Math.round((Date.now() - started) / 1000)} s: ${counts?.labels} labels, ${counts?.rollups} rollup rows`,
);
await handle.close();
