// Times the branch till (issue 28 §4) over real HTTP: GET /api/finance/till of a busy branch — a till closed
// yesterday after 5,000 postings, then 10,000 postings on its cash today (walk-in fees, COD, couriers' hand-overs,
// EMO in and out, expenses, deposits) — for its clerk and for head office naming the branch. The branch is the run's
// own (a new bench branch each run), so other benchmarks' data never changes what is timed.
//   DATABASE_URL=postgres://… npx tsx bench/till-benchmarks.ts [--iterations 200] [--postings 10000]
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { JournalEntryKind } from '@waypost/domain';
import { branches, users } from '../apps/server/src/db/schema/index.js';
import { postJournalEntry } from '../apps/server/src/modules/ledger/ledger.service.js';
import { closeTill } from '../apps/server/src/modules/till/close-till.js';
import { actorFor } from '../apps/server/src/seed/demo-money.js';
import { startBenchApp, scenarioTimer } from './bench-http.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

const iterations = Number(argument('iterations', '200'));
const postingsToday = Number(argument('postings', '10000'));
const postingsBefore = postingsToday / 2;

const handle = await openBenchDatabase();
const { db } = handle;
const [company] = await queryRows<{ id: number }>(db, sql`select min(id)::int as id from companies`);
const code = `TB${Date.now().toString(36).toUpperCase()}`;
const [branch] = await db
  .insert(branches)
  .values({
    companyId: company!.id,
    code,
    nameEn: `Till bench ${code}`,
    nameMm: `ငွေသေတ္တာ ${code}`,
    type: 'fcs',
    town: 'Yangon',
    townshipId: 'MMR013016',
    regionId: 'MM-06',
  })
  .returning({ id: branches.id });
const branchId = branch!.id;
const clerkActor = await actorFor(db, 'staff');
// The bench clerk works at the bench branch: the demo clerk moved there for the run, and back at the end.
const homeBranch = clerkActor.branch!.id;
await db
  .update(users)
  .set({ branchId })
  .where(sql`${users.id} = ${clerkActor.id}`);

const ins: JournalEntryKind[] = ['counter_sale', 'label_accept', 'cod_collect', 'cash_handover', 'emo_book'];
const outs: JournalEntryKind[] = ['emo_payout', 'emo_cancel', 'expense_paid', 'bank_deposit', 'remittance'];
let serial = 0;
/** `count` postings on the branch's cash, three in for every out, in transactions of 500. */
async function post(count: number) {
  for (let start = 0; start < count; start += 500) {
    await db.transaction(async (tx) => {
      for (let index = start; index < Math.min(count, start + 500); index += 1) {
        const out = index % 4 === 3;
        const kind = out ? outs[index % outs.length]! : ins[index % ins.length]!;
        const amount = (out ? -1 : 1) * (1_000 + (index % 50) * 100);
        await postJournalEntry({
          tx,
          actorId: clerkActor.id,
          entry: {
            naturalKey: `bench-till:${code}:${serial++}`,
            kind,
            postings: [
              { account: `cash:branch:${branchId}`, amount },
              { account: `suspense:branch:${branchId}`, amount: -amount },
            ],
          },
        });
      }
    });
  }
}

try {
  const generating = performance.now();
  await post(postingsBefore);
  const yesterday = { now: () => new Date(Date.now() - 86_400_000) };
  const clerkHere = await actorFor(db, 'staff');
  await closeTill({
    db,
    clock: yesterday,
    actor: clerkHere,
    request: { counts: { '10000': 1, '5000': 0, '1000': 0, '500': 0, '200': 0, '100': 0, '50': 0 }, reason: 'bench' },
  });
  await post(postingsToday);
  console.log(
    `${postingsBefore} + ${postingsToday} postings on cash:branch:${branchId} in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
  );

  const { app, call, signIn } = await startBenchApp(db);
  const clerk = await signIn('staff');
  const headOffice = await signIn('admin');
  const check = (await call('GET', '/api/finance/till', clerk)) as {
    cash_in: Record<string, { count: number }>;
    cash_out: Record<string, { count: number }>;
    expected: number;
    cash_now: number;
  };
  const counted = [...Object.values(check.cash_in), ...Object.values(check.cash_out)].reduce(
    (sum, m) => sum + m.count,
    0,
  );
  if (counted !== postingsToday || check.expected !== check.cash_now) {
    throw new Error(
      `the till counts ${counted} movements (expected ${postingsToday}), expected ${check.expected} vs ${check.cash_now}`,
    );
  }
  const { results, time } = scenarioTimer({ nameWidth: 44 });
  await time(`till of the day, clerk (${postingsToday} postings)`, iterations, () =>
    call('GET', '/api/finance/till', clerk),
  );
  await time('till of the day, head office names the branch', iterations, () =>
    call('GET', `/api/finance/till?branch_id=${branchId}`, headOffice),
  );
  await time('closes of every branch, head office', iterations, () =>
    call('GET', '/api/finance/till/closes', headOffice),
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/till.json', JSON.stringify({ postingsToday, postingsBefore, results }, null, 2));
  await app.close();
} finally {
  await db
    .update(users)
    .set({ branchId: homeBranch })
    .where(sql`${users.id} = ${clerkActor.id}`);
  await handle.close();
}
