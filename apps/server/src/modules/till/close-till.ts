import {
  ledgerAccounts,
  tillCountTotal,
  tillDifferenceEntry,
  yangonDay,
  type TillCloseItem,
  type TillCloseRequest,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { computeTill, figuresBody, loadCloseItem } from './till-figures.js';
import { tillRepository } from './till.repository.js';

/**
 * POST /api/finance/till/close: the clerk's count of today's till at his branch (Yangon day). Under the till's lock,
 * so nothing posts on it meanwhile, the day's figures are taken as they stand and kept with the close; a count that
 * differs needs a reason and its difference moves between the till and the branch's suspense account, so the books
 * hold what the drawer holds. One close per branch and day: a second, or one racing it, is refused. A close cannot be
 * redone: a mistake is corrected by a posting, which counts on the next day.
 */
export async function closeTill({
  db,
  clock,
  actor,
  request,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  request: TillCloseRequest;
}): Promise<{ data: TillCloseItem }> {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  const branchId = actor.branch.id;
  const now = clock.now();
  const date = yangonDay(now);
  const id = await db.transaction(async (tx) => {
    if (await tillRepository.findClose(tx, branchId, date)) throw new AppError('TILL_DAY_CLOSED');
    const { figures } = await computeTill(tx, { branchId, date, lock: true, through: true });
    const counted = tillCountTotal(request.counts);
    const difference = counted - figures.expected;
    const reason = request.reason ?? null;
    if (difference !== 0 && reason === null) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { reason: ['till.reasonRequired'] } });
    }
    const close = await tillRepository.insertClose(tx, {
      companyId: actor.companyId,
      branchId,
      businessDate: date,
      counts: request.counts,
      counted,
      expected: figures.expected,
      difference,
      reason,
      figures: figuresBody(figures),
      closedBy: actor.id,
      closedAt: now,
    });
    if (!close) throw new AppError('TILL_DAY_CLOSED');
    const entry = tillDifferenceEntry({ closeId: close.id, branchId, difference });
    if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
    await tillRepository.setCutoff(
      tx,
      close.id,
      await tillRepository.lastPostingId(tx, ledgerAccounts.branchCash(branchId)),
    );
    await recordAudit(tx, {
      actor,
      action: 'till.close',
      entity: 'till_close',
      entityId: close.id,
      after: { date, counts: request.counts, counted, expected: figures.expected, difference, reason },
    });
    return close.id;
  });
  return { data: await loadCloseItem(db, actor, id) };
}
