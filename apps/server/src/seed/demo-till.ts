import { tillDenominations, type TillCounts } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { approveTillClose } from '../modules/till/approve-till-close.js';
import { closeTill } from '../modules/till/close-till.js';
import { getTill } from '../modules/till/get-till.js';
import { actorFor } from './demo-money.js';
import { bookDemoWalkIns } from './demo-till-sales.js';

const day = 86_400_000;

/** As many of each note as fit, largest first, for `amount` less what no note pays (under 50 Ks). */
function notesFor(amount: number): TillCounts {
  let left = amount;
  return Object.fromEntries(
    tillDenominations.map((note) => {
      const count = Math.floor(left / Number(note));
      left -= count * Number(note);
      return [note, count];
    }),
  ) as TillCounts;
}

/**
 * The branch till (issue 28 §4) through the real use cases: Mandalay's walk-in fees of yesterday counted 500 Ks short,
 * closed with its reason and approved by its supervisor (a closed day); Yangon's till of today left open for the
 * clerk to count. Mandalay's clerk closes "yesterday" on a clock set to it: the close takes the till as it stands.
 */
export async function seedDemoTill({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const mdyClerk = await actorFor(db, 'mdy-staff');
  const mdyLead = await actorFor(db, 'mdy-supervisor');
  const [ygn] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, 'YGN'));
  await bookDemoWalkIns({ db, clock, actor: mdyClerk, deliverBranchId: ygn!.id, count: 4 });
  const yesterday = { now: () => new Date(clock.now().getTime() - day) };
  // What the close will expect: all the till holds so far (the demo's postings are all made now).
  const till = await getTill({ db, clock, actor: mdyClerk, query: {} });
  const counts = notesFor(till.expected - 500);
  const short = till.expected - Object.entries(counts).reduce((sum, [note, count]) => sum + Number(note) * count, 0);
  const closed = await closeTill({
    db,
    clock: yesterday,
    actor: mdyClerk,
    request: { counts, reason: `${short} Ks short: change given twice to one customer` },
  });
  await approveTillClose({ db, clock: yesterday, actor: mdyLead, id: closed.data.id });
}
