import { bankDepositEntry, ledgerAccounts, type TillDepositRequest, type TillDepositResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { companyBankAccount } from '../cod/confirm-remittance.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { lockTillCovering } from './till-cash.js';
import { tillRepository } from './till.repository.js';

/**
 * POST /api/finance/till/deposit: till cash the branch took to the bank, once per Idempotency-Key and once per bank
 * reference: Dr the company's bank account, Cr the branch's cash (`bank_deposit`, `bank-deposit:{id}`: what
 * bank-statement matching looks for). More than the till holds is refused.
 */
export async function depositTillCash({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  request: TillDepositRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<TillDepositResponse>> {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  const branchId = actor.branch.id;
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/finance/till/deposit', key: idempotencyKey, request },
      async () => {
        // The bank's account too: a remittance posts bank before the till (id order), so locking only the till here
        // could wait in a cycle with one.
        await lockTillCovering(tx, branchId, request.amount, [ledgerAccounts.bank(companyBankAccount(actor))]);
        const deposit = await tillRepository.insertDeposit(tx, {
          companyId: actor.companyId,
          branchId,
          amount: request.amount,
          bankRef: request.bank_ref,
          createdBy: actor.id,
          createdAt: now,
        });
        if (!deposit) throw new AppError('VALIDATION_FAILED', { fieldErrors: { bank_ref: ['cod.bankRefUsed'] } });
        const entry = bankDepositEntry({
          depositId: deposit.id,
          branchId,
          bankAccountId: companyBankAccount(actor),
          amount: request.amount,
        });
        await postJournalEntry({ tx, entry, actorId: actor.id });
        await recordAudit(tx, {
          actor,
          action: 'till.deposit',
          entity: 'till_deposit',
          entityId: deposit.id,
          after: { amount: request.amount, bank_ref: request.bank_ref },
        });
        return {
          status: 201,
          body: {
            id: deposit.id,
            branch_id: branchId,
            amount: deposit.amount,
            bank_ref: deposit.bankRef,
            created_at: deposit.createdAt.toISOString(),
          },
        };
      },
    ),
  );
}
