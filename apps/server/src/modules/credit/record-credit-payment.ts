import { creditPaymentEntry, yangonDay, type CreditPaymentRequest, type CreditPaymentResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { companyBankAccount } from '../cod/confirm-remittance.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { creditStandingOf } from './credit-limit.js';
import { creditRepository } from './credit.repository.js';

/**
 * POST /api/credit/{merchantId}/payments (money design §4, E10): the accountant records a merchant's payment of
 * shipping credit found in the bank, once per bank reference and per Idempotency-Key. A payment always posts, even
 * past a lowered limit; paying more than is owed leaves credit paid in advance (a negative balance).
 */
export async function recordCreditPayment({
  db,
  clock,
  actor,
  merchantId,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  merchantId: number;
  request: CreditPaymentRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<CreditPaymentResponse>> {
  const merchant = await creditRepository.findMerchant(db, actor.companyId, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      {
        userId: actor.id,
        route: 'POST /api/credit/:merchantId/payments',
        key: idempotencyKey,
        request: { merchantId, ...request },
      },
      async () => {
        const paidOn = request.paid_on ?? yangonDay(now);
        const payment = await creditRepository.insertPayment(tx, {
          companyId: actor.companyId,
          merchantId,
          amount: request.amount,
          bankRef: request.bank_ref,
          paidOn,
          createdBy: actor.id,
          createdAt: now,
        });
        if (!payment) throw new AppError('VALIDATION_FAILED', { fieldErrors: { bank_ref: ['cod.bankRefUsed'] } });
        const entry = creditPaymentEntry({
          paymentId: payment.id,
          merchantId,
          bankAccountId: companyBankAccount(actor),
          amount: request.amount,
        });
        await postJournalEntry({ tx, entry, actorId: actor.id });
        const { balance } = await creditStandingOf(tx, merchantId);
        await recordAudit(tx, {
          actor,
          action: 'credit.payment',
          entity: 'merchant',
          entityId: merchantId,
          after: { payment_id: payment.id, amount: request.amount, bank_ref: request.bank_ref, balance },
        });
        return {
          status: 201,
          body: {
            data: {
              id: payment.id,
              merchant_id: merchantId,
              amount: request.amount,
              bank_ref: request.bank_ref,
              paid_on: paidOn,
              balance,
              created_at: now.toISOString(),
            },
          },
        };
      },
    ),
  );
}
