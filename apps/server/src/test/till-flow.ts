import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { postJournalEntry } from '../modules/ledger/ledger.service.js';
import { unique } from './fixtures.js';

/**
 * Cash in a branch's till for tests that pay out of it (issue 28 §4: an approved expense is paid from the till):
 * walk-in fees taken at the counter, posted as the booking would (`counter_sale`, cash / shipping revenue).
 */
export async function fundTill(db: Database, branchId: number, amount: number): Promise<void> {
  const [someone] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  await postJournalEntry({
    tx: db,
    actorId: someone!.id,
    entry: {
      naturalKey: unique('counter-sale:test'),
      kind: 'counter_sale',
      postings: [
        { account: `cash:branch:${branchId}`, amount },
        { account: `revenue:shipping:${branchId}`, amount: -amount },
      ],
    },
  });
}
