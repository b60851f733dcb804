import { clearanceVoidEntry, clearanceIssueEntry, type ClearanceResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { clearanceBatchOf, figuresOf } from './clearance-batch.js';
import { clearanceRepository } from './clearance.repository.js';

/**
 * POST /api/cod-clearance/{id}/void (money design §1 "clearance → ready", E9): a finance-manager reverses a pending
 * batch. Its issue entry is reversed, its labels become claimable again (remitted or cancelled, as they were), its
 * lines are released and the merchant's charges brought forward are what they were before it — nothing is deleted.
 * Only the merchant's latest open batch may be voided (a later one took its carried-forward charges).
 */
export async function voidClearance({
  db,
  clock,
  actor,
  id,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
}): Promise<ClearanceResponse> {
  await db.transaction(async (tx) => {
    const unlocked = await clearanceRepository.findBatch(tx, actor.companyId, id);
    if (!unlocked) throw new AppError('NOT_FOUND');
    // The merchant first, then the batch: the order issuing takes them in.
    await clearanceRepository.lockMerchant(tx, actor.companyId, unlocked.batch.merchantId);
    const batch = (await clearanceRepository.lockBatch(tx, actor.companyId, id))!;
    if (batch.status !== 'pending' || batch.voidedAt) throw new AppError('CLEARANCE_NOT_PENDING');
    if (await clearanceRepository.hasLaterOpenBatch(tx, batch.merchantId, batch.id)) {
      throw new AppError('CLEARANCE_NOT_LATEST');
    }
    const now = clock.now();
    await clearanceRepository.releaseLabels(tx, batch.id, now);
    await clearanceRepository.setBalanceForward(tx, batch.merchantId, batch.broughtForward, now);
    await clearanceRepository.updateBatch(tx, batch.id, { voidedBy: actor.id, voidedAt: now });
    const issue = clearanceIssueEntry({ batchId: batch.id, merchantId: batch.merchantId, figures: figuresOf(batch) });
    if (issue) await postJournalEntry({ tx, entry: clearanceVoidEntry(issue), actorId: actor.id });
    await recordAudit(tx, { actor, action: 'clearance.void', entity: 'cod_clearance', entityId: batch.id });
  });
  return { data: clearanceBatchOf((await clearanceRepository.findBatch(db, actor.companyId, id))!) };
}
