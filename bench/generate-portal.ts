// Gives the generated labels (generate-labels.ts, 2 M) the merchants the merchant portal lists (issue 30): one merchant
// with 200,000 labels of its own, spread over every status by the shares below so that each portal tab holds what a
// busy shop's would (the statuses of a tab are the domain's: statusesOfMerchantTab, i.e. merchantTabOf), 99 other
// merchants sharing 600,000 more (so the tab index holds other merchants' entries around this one's), and the
// merchant's owner account `portal-owner` (password Waypost#2026) that portal-benchmarks.ts signs in with.
// Set-based UPDATE … FROM generate_series-like picks: the database does the work. Run once per database; a second run
// finds the merchant done and stops.
//   DATABASE_URL=postgres://…/waypost_portal_bench npx tsx bench/generate-portal.ts
import { statusesOfMerchantTab, type MerchantListTab } from '@waypost/domain';
import { eq, sql } from 'drizzle-orm';
import { merchantMembers, merchants, roles, users } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { compactMerchantLabelTallies } from '../apps/server/src/modules/merchant-portal/merchant-label-tallies.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const mine = Number(argument('labels', '200000'));
const others = Number(argument('others', '600000'));
const otherMerchants = 99;
const portalOwnerUserName = 'portal-owner';
const merchantName = 'Bench Portal Shop';

/**
 * Per mille of the merchant's labels in each tab: most of a shop's history is delivered; a day or two of bookings
 * waits for pick-up or sits at the counter; a week's are on their way; a few percent come back.
 */
const tabShares: Record<MerchantListTab, number> = {
  pending: 40,
  accepted: 30,
  process: 100,
  delivered: 700,
  ongoing_return: 50,
  return: 80,
};

/** 1,000 slots: each tab's share of them, its statuses taken in turn (a label's status is slot `k % 1000`). */
function statusSlots(): string[] {
  const slots: string[] = [];
  for (const [tab, share] of Object.entries(tabShares) as [MerchantListTab, number][]) {
    const statuses = statusesOfMerchantTab(tab);
    for (let index = 0; index < share; index += 1) slots.push(statuses[index % statuses.length]!);
  }
  if (slots.length !== 1000) throw new Error(`the tab shares add up to ${slots.length}, not 1000`);
  return slots;
}

const handle = await openBenchDatabase();
const { db } = handle;
const started = Date.now();

const [{ labels: total } = { labels: 0 }] = await queryRows<{ labels: number }>(
  db,
  sql`select count(*)::int as labels from labels`,
);
if (total < (mine + others) * 2) throw new Error(`only ${total} labels: run bench:generate (--labels 2000000) first`);

const [existing] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, merchantName));
if (existing) {
  console.log(`${merchantName} (merchant ${existing.id}) is there already, nothing to do`);
  await handle.close();
  process.exit(0);
}

const [home] = await queryRows<{ company_id: number; branch_id: number; township_id: string }>(
  db,
  sql`select b.company_id, b.id as branch_id,
        (select id from locations where level = 'township' order by id limit 1) as township_id
      from branches b where b.code = 'YGN'`,
);
if (!home) throw new Error('no YGN branch: the bench database is seeded with the demo');
const merchantRows = await db
  .insert(merchants)
  .values(
    Array.from({ length: otherMerchants + 1 }, (_, index) => ({
      companyId: home.company_id,
      name: index === 0 ? merchantName : `Bench Shop ${String(index).padStart(3, '0')}`,
      merchantType: 'existing' as const,
      homeBranchId: home.branch_id,
      phone: `0942${String(index).padStart(7, '0')}`,
      townshipId: home.township_id,
      codFeeVersion: 2,
    })),
  )
  .returning({ id: merchants.id });
const merchantId = merchantRows[0]!.id;
const otherIds = merchantRows.slice(1).map((row) => row.id);

const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'merchant-owner'));
const [owner] = await db
  .insert(users)
  .values({
    companyId: home.company_id,
    name: 'Bench portal owner',
    userName: portalOwnerUserName,
    passwordHash: await hashPassword('Waypost#2026'),
    roleId: role!.id,
    userType: 'merchant',
  })
  .returning({ id: users.id });
await db.insert(merchantMembers).values({ userId: owner!.id, merchantId });

// The merchant's labels: every tenth label, from the oldest, given the status of its slot (its history is left as
// generated: the list reads the label's status, not its steps). The others: three in ten, round the 99 merchants.
const slots = `{${statusSlots().join(',')}}`;
await db.execute(sql`
  update labels l set merchant_id = ${merchantId}::int, status = (${slots}::text[])[1 + (p.k % 1000)::int]
  from (select id, row_number() over (order by id) - 1 as k from labels where id % 10 = 0 order by id limit ${mine}::int) p
  where l.id = p.id`);
console.log(`${merchantName}: ${mine} labels in ${Math.round((Date.now() - started) / 1000)} s`);
const otherArray = `{${otherIds.join(',')}}`;
await db.execute(sql`
  update labels l set merchant_id = (${otherArray}::int[])[1 + ((l.id / 10) % ${otherMerchants}::int)::int]
  from (select id from labels where id % 10 in (1, 2, 3) and merchant_id is null order by id limit ${others}::int) p
  where l.id = p.id`);
console.log(`other merchants: ${others} labels in ${Math.round((Date.now() - started) / 1000)} s`);
await db.execute(sql`vacuum analyze labels`);
// The updates wrote their tally rows; fold them into one per merchant and tab, as the server does every few seconds.
await compactMerchantLabelTallies({ db });
await db.execute(sql`vacuum analyze merchant_label_tallies`);

const tabs = await queryRows<{ tab: string; labels: number }>(
  db,
  sql`select merchant_portal_tab(status) as tab, count(*)::int as labels from labels
      where merchant_id = ${merchantId}::int group by 1 order by 2 desc`,
);
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s; merchant ${merchantId} by tab:`);
for (const row of tabs) console.log(`  ${row.tab.padEnd(16)} ${row.labels}`);
await handle.close();
