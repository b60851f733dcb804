import { emoDecide, emoEntryOf } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { emoRefOf } from './emo-access.js';
import { emoRepository } from './emo.repository.js';
import { factsOf } from './pay-emo.js';

/** Orders one run returns at most; the next run (the housekeeping timer) takes the rest. */
const returnBatch = 200;

/**
 * The return job (housekeeping timer, hourly; issue 28: "returns by a daily job" — running it more often only
 * returns an order within the hour it falls due): each open order past its return day is returned to its sender
 * with the remark `emo_return` (emoReturnEntry: the amount moves to the booking branch's suspense until the sender
 * collects it). One transaction per order, under the order's lock and re-checked there, and the entry's natural
 * key posts once: two processes running the job at once return each order once. The entry is posted in the name of
 * the clerk who booked the order (journal entries name a person); the audit row has no actor.
 */
export async function returnOverdueEmos({ db, now }: { db: Database; now: Date }): Promise<number> {
  const due = await emoRepository.overdueIds(db, now, returnBatch);
  let returned = 0;
  for (const { id, companyId } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await emoRepository.lock(tx, companyId, id);
      if (!order || order.returnDueAt > now) return false;
      const outcome = emoDecide(factsOf(order), { type: 'return' });
      if (outcome.refusal) return false;
      await postJournalEntry({ tx, entry: emoEntryOf('return', emoRefOf(order))!, actorId: order.bookedBy });
      await emoRepository.update(tx, order.id, { status: 'returned', remarkType: 'emo_return', finishedAt: now });
      await recordAudit(tx, {
        actor: { id: null, client: { ip: 'housekeeping', userAgent: null } },
        action: 'emo.return',
        entity: 'emo_order',
        entityId: order.id,
        before: { status: order.status },
        after: { status: 'returned', remark_type: 'emo_return', amount: order.amount },
      });
      return true;
    });
    if (done) returned += 1;
  }
  return returned;
}
