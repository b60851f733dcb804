import {
  emoBookEntry,
  emoFeeOf,
  emoMaxAmount,
  emoNeedsApproval,
  emoReturnDue,
  groupThousands,
  type EmoBookRequest,
  type EmoBookResponse,
} from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { branchOf, emoRefOf, type EmoDeps } from './emo-access.js';
import { hashEmoCode, newEmoCode } from './emo-code.js';
import { emoRepository } from './emo.repository.js';

/**
 * POST /api/emo: the sender pays amount + fee in cash at the actor's branch for a receiver paid at `pay_branch_id`
 * (this or another branch of the company). The fee comes from the company's bands; the threshold and return days of
 * the day are frozen on the order. The payout code is answered this once: the kept answer of the Idempotency-Key
 * (a retry's) carries `code: null`, so the code is stored nowhere but as its hash.
 */
export async function bookEmo({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: EmoDeps & {
  actor: Actor;
  request: EmoBookRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<EmoBookResponse>> {
  let code: string | undefined;
  const answer = await db.transaction((tx) =>
    runIdempotent(tx, { userId: actor.id, route: 'POST /api/emo', key: idempotencyKey, request }, async () => {
      const bookBranchId = branchOf(actor);
      const payBranch = await emoRepository.findBranch(tx, actor.companyId, request.pay_branch_id);
      if (!payBranch) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { pay_branch_id: ['validation.noselectErrorMessage'] },
        });
      }
      const settings = await emoRepository.settings(tx, actor.companyId);
      const fee = emoFeeOf(request.amount, settings.fee_bands);
      if (fee === null) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: {
            amount: [
              { key: 'emo.amountAboveBands', params: { max: groupThousands(emoMaxAmount(settings.fee_bands)) } },
            ],
          },
        });
      }
      const drawn = newEmoCode();
      const now = clock.now();
      const order = await emoRepository.insert(tx, {
        companyId: actor.companyId,
        bookBranchId,
        payBranchId: payBranch.id,
        amount: request.amount,
        fee,
        senderName: request.sender_name,
        senderPhone: request.sender_phone,
        senderNrc: request.sender_nrc,
        receiverName: request.receiver_name,
        receiverPhone: request.receiver_phone,
        receiverNrc: request.receiver_nrc,
        codeHash: await hashEmoCode(drawn),
        needsApproval: emoNeedsApproval(request.amount, settings.approval_threshold),
        bookedBy: actor.id,
        bookedAt: now,
        returnDueAt: emoReturnDue(now, settings.return_days),
      });
      await postJournalEntry({ tx, entry: emoBookEntry(emoRefOf(order)), actorId: actor.id });
      await recordAudit(tx, {
        actor,
        action: 'emo.book',
        entity: 'emo_order',
        entityId: order.id,
        after: { amount: order.amount, fee, pay_branch_id: order.payBranchId, needs_approval: order.needsApproval },
      });
      code = drawn;
      return {
        status: 201,
        body: { id: order.id, code: null, status: 'pending' as const, amount: order.amount, fee },
      };
    }),
  );
  return { ...answer, body: { ...answer.body, code: code ?? null } };
}
