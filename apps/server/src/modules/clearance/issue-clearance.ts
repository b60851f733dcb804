import {
  clearanceFigures,
  clearanceIssueEntry,
  type ClearanceIssueRequest,
  type ClearanceResponse,
  yangonDay,
} from '@waypost/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { clearanceBatchOf } from './clearance-batch.js';
import { clearanceLabelOf } from './clearance-labels.js';
import { clearanceRepository } from './clearance.repository.js';

/** A payout within this many days of a change of the merchant's bank details needs a second approver too. */
export const bankChangeApprovalDays = 7;

/**
 * POST /api/cod-clearance (money design §2, §5): one merchant's labels into a new batch, exactly once. Under the
 * merchant's lock every label asked for must still be claimable — remitted, or cancelled with charges owed, and in
 * no open batch — or nothing is claimed (409); the figures are computed from the labels' frozen terms, the credit
 * owed and the charges brought forward; E7 settles the collected COD against them. One transaction, replayed by its
 * Idempotency-Key.
 */
export async function issueClearance({
  db,
  clock,
  config,
  actor,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'clearanceApprovalThreshold'>;
  actor: Actor;
  request: ClearanceIssueRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<ClearanceResponse>> {
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/cod-clearance', key: idempotencyKey, request },
      async () => {
        const merchant = await clearanceRepository.lockMerchant(tx, actor.companyId, request.merchant_id);
        if (!merchant) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { merchant_id: ['validation.noselectErrorMessage'] },
          });
        }
        const labelIds = [...new Set(request.label_ids)];
        const claimable = await clearanceRepository.lockClaimable(tx, merchant.id, labelIds);
        if (claimable.length !== labelIds.length) throw new AppError('CLEARANCE_LABELS_TAKEN');
        const { creditBalance } = await clearanceRepository.lockIssueAccounts(tx, merchant.id);
        const figures = clearanceFigures({
          labels: claimable.map(({ cod }) => clearanceLabelOf(cod)),
          creditBalance,
          broughtForward: merchant.balanceForward,
        });
        const bankChanged =
          merchant.bankUpdatedAt !== null &&
          now.getTime() - merchant.bankUpdatedAt.getTime() < bankChangeApprovalDays * 24 * 60 * 60_000;
        const batch = await clearanceRepository.insertBatch(tx, {
          companyId: actor.companyId,
          merchantId: merchant.id,
          status: 'pending',
          count: figures.count,
          codCount: figures.cod_count,
          actualAmount: figures.actual_amount,
          receivedAmount: figures.received_amount,
          returnAmount: figures.return_amount,
          deliveryCharges: figures.delivery_charges,
          gateSubmitCount: figures.gate_submit_count,
          gateSubmitAmount: figures.gate_submit_amount,
          onePercentCod: figures.one_percent_cod,
          creditCount: figures.credit_count,
          creditAmount: figures.credit_amount,
          broughtForward: figures.brought_forward,
          totalCost: figures.total_cost,
          amount: figures.amount,
          carriedForward: figures.carried_forward,
          issueDate: yangonDay(now),
          issuedAt: now,
          issuedBy: actor.id,
          needsApproval: figures.amount >= config.clearanceApprovalThreshold || bankChanged,
        });
        // The conditional UPDATE of the design: the rows are locked, so every one is still claimable.
        if ((await clearanceRepository.claim(tx, merchant.id, labelIds, batch.id, now)) !== labelIds.length) {
          throw new AppError('CLEARANCE_LABELS_TAKEN');
        }
        await clearanceRepository.insertLines(
          tx,
          claimable.map(({ cod }) => ({
            clearanceId: batch.id,
            labelId: cod.labelId,
            delivered: cod.collectedAt !== null,
            purchaseType: cod.purchaseType,
            codAmount: cod.codAmount,
            deliveryCharges: cod.deliveryCharges,
            gateSubmitAmount: cod.gateSubmitAmount,
            codFee: cod.codFee,
            codCharge: cod.codCharge,
          })),
        );
        await clearanceRepository.setBalanceForward(tx, merchant.id, figures.carried_forward, now);
        const entry = clearanceIssueEntry({ batchId: batch.id, merchantId: merchant.id, figures });
        if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
        await recordAudit(tx, {
          actor,
          action: 'clearance.issue',
          entity: 'cod_clearance',
          entityId: batch.id,
          after: { merchant_id: merchant.id, label_ids: labelIds, ...figures },
        });
        const issued = await clearanceRepository.findBatch(tx, actor.companyId, batch.id);
        return { status: 201, body: { data: clearanceBatchOf(issued!) } };
      },
    ),
  );
}
