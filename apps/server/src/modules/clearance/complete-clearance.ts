import { clearanceCompleteEntry, type ClearanceCompleteRequest, type ClearanceResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { databaseFactsOf } from '../../plugins/error-log.js';
import { companyBankAccount } from '../cod/confirm-remittance.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { enqueueMerchantNotification } from '../notifications/enqueue-notifications.js';
import { clearanceBatchOf } from './clearance-batch.js';
import { clearanceRepository } from './clearance.repository.js';

/**
 * POST /api/cod-clearance/{id}/complete (money design §1 "→ complete", E8): a finance-manager records the transfer
 * (its date and the bank's unique reference) of a pending batch — approved first when it needs approval. The
 * payout leaves the bank, the batch's labels are complete, and the batch is closed for good. Once per
 * Idempotency-Key: a retry gets the same answer and posts nothing again; another key on a completed batch is a 409.
 */
export async function completeClearance({
  db,
  clock,
  actor,
  id,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
  request: ClearanceCompleteRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<ClearanceResponse>> {
  return db
    .transaction((tx) =>
      runIdempotent(
        tx,
        {
          userId: actor.id,
          route: 'POST /api/cod-clearance/:id/complete',
          key: idempotencyKey,
          request: { id, ...request },
        },
        async () => {
          const batch = await clearanceRepository.lockBatch(tx, actor.companyId, id);
          if (!batch) throw new AppError('NOT_FOUND');
          if (batch.status !== 'pending' || batch.voidedAt) throw new AppError('CLEARANCE_NOT_PENDING');
          if (batch.needsApproval && batch.approvedBy === null) throw new AppError('CLEARANCE_NEEDS_APPROVAL');
          const now = clock.now();
          await clearanceRepository.updateBatch(tx, batch.id, {
            status: 'complete',
            transferDate: request.transfer_date,
            bankRef: request.bank_ref,
            completedBy: actor.id,
            completedAt: now,
          });
          await clearanceRepository.completeLabels(tx, batch.id, now);
          const entry = clearanceCompleteEntry({
            batchId: batch.id,
            bankAccountId: companyBankAccount(actor),
            amount: batch.amount,
          });
          if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
          await enqueueMerchantNotification(tx, {
            companyId: actor.companyId,
            merchantId: batch.merchantId,
            event: 'cod.paid_out',
            key: `clearance:${batch.id}`,
            params: { cod_amount: String(batch.amount), bank_ref: request.bank_ref },
            at: now,
          });
          await recordAudit(tx, {
            actor,
            action: 'clearance.complete',
            entity: 'cod_clearance',
            entityId: batch.id,
            after: { transfer_date: request.transfer_date, bank_ref: request.bank_ref, amount: batch.amount },
          });
          const completed = await clearanceRepository.findBatch(tx, actor.companyId, batch.id);
          return { status: 200, body: { data: clearanceBatchOf(completed!) } };
        },
      ),
    )
    .catch((error: unknown) => {
      // The bank reference of another payout: nothing was written.
      if (databaseFactsOf(error)?.constraint === 'cod_clearances_bank_ref_unique') {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { bank_ref: ['cod.bankRefUsed'] } });
      }
      throw error;
    });
}
