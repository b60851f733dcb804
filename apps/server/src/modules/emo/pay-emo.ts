import {
  emoCancelRefund,
  emoDecide,
  emoEntryOf,
  emoMaxCodeAttempts,
  groupThousands,
  ledgerAccounts,
  type EmoOrderFacts,
  type EmoPayRequest,
  type EmoRefundRequest,
  type EmoResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { assertEmoVisible, branchOf, emoItemOf, emoRefOf, type EmoDeps } from './emo-access.js';
import { emoCodeMatches } from './emo-code.js';
import { emoRepository, type EmoRow } from './emo.repository.js';

export const factsOf = (order: EmoRow): EmoOrderFacts => ({
  state: order.status,
  wrongCodeAttempts: order.wrongCodeAttempts,
  locked: order.locked,
  needsApproval: order.needsApproval,
  refunded: order.refundedAt !== null,
});

/** The order, locked, visible to the actor and at the branch the step belongs to (403 naming the right branch). */
async function lockAt(tx: Database, actor: Actor, id: number, side: 'pay' | 'book'): Promise<EmoRow> {
  const order = await emoRepository.lock(tx, actor.companyId, id);
  assertEmoVisible(actor, order);
  const branchId = side === 'pay' ? order.payBranchId : order.bookBranchId;
  if (branchOf(actor) !== branchId) {
    if (side === 'book') throw new AppError('EMO_NOT_BOOKING_BRANCH');
    const branch = await emoRepository.findBranch(tx, actor.companyId, branchId);
    throw new AppError('EMO_NOT_PAYING_BRANCH', { params: { branch: branch?.code ?? '' } });
  }
  return order;
}

/**
 * Cash leaves `branchId`'s till: refused with a 409 naming what it holds when that is less than `amount` — the
 * till's account is locked first, so two payouts from one till never both count on the same cash (the ledger's
 * bound would roll the second back anyway; this says why, in the clerk's language).
 */
async function takeFromTill(tx: Database, actor: Actor, branchId: number, amount: number): Promise<void> {
  const held = await emoRepository.lockTillCash(tx, ledgerAccounts.branchCash(branchId));
  if (held < amount) {
    const branch = await emoRepository.findBranch(tx, actor.companyId, branchId);
    throw new AppError('EMO_TILL_SHORT', {
      params: { branch: branch?.code ?? '', cash: groupThousands(held), amount: groupThousands(amount) },
    });
  }
}

async function itemAnswer(tx: Database, actor: Actor, id: number): Promise<IdempotentAnswer<EmoResponse>> {
  const row = await emoRepository.findItem(tx, actor.companyId, id);
  return { status: 200, body: { data: emoItemOf(row!) } };
}

/**
 * POST /api/emo/{id}/pay at the paying branch: the receiver's NRC and the payout code are checked first, under the
 * order's lock, in a transaction of their own — a wrong code is counted and kept though the request is refused, the
 * third locks the order (409 until a supervisor unlocks it), and 50 wrong codes at once still get three tries. Then,
 * once per Idempotency-Key: up to the threshold the cash is paid out (complete); above it the order waits in
 * `process` for a second person's approval. The kept request is the order and NRC, never the code.
 */
export async function payEmo({
  db,
  clock,
  actor,
  id,
  request,
  idempotencyKey,
}: EmoDeps & {
  actor: Actor;
  id: number;
  request: EmoPayRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<EmoResponse>> {
  if (!idempotencyKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const refusal = await db.transaction(async (tx) => {
    const order = await lockAt(tx, actor, id, 'pay');
    // Finished or waiting for approval: nothing to check; the idempotent step replays or refuses.
    if (order.status !== 'pending') return null;
    const audit = (result: string, after: Record<string, unknown> = {}) =>
      recordAudit(tx, {
        actor,
        action: 'emo.pay.attempt',
        entity: 'emo_order',
        entityId: order.id,
        after: { result, ...after },
      });
    if (order.locked) {
      await audit('locked');
      return new AppError('EMO_LOCKED');
    }
    if (request.receiver_nrc !== order.receiverNrc) {
      // Checked before the code, so that this answer says nothing about the code; not counted as a code try.
      await audit('nrc_mismatch');
      return new AppError('VALIDATION_FAILED', { fieldErrors: { receiver_nrc: ['emo.nrcMismatch'] } });
    }
    const outcome = emoDecide(factsOf(order), {
      type: 'pay',
      codeMatches: await emoCodeMatches(request.code, order.codeHash),
    });
    if (outcome.refusal !== 'wrong_code') {
      await audit('code_matched');
      return null;
    }
    await emoRepository.update(tx, order.id, {
      wrongCodeAttempts: outcome.order.wrongCodeAttempts,
      locked: outcome.order.locked,
    });
    await audit('wrong_code', { attempts: outcome.order.wrongCodeAttempts, locked: outcome.order.locked });
    return outcome.order.locked
      ? new AppError('EMO_LOCKED')
      : new AppError('EMO_WRONG_CODE', { params: { left: emoMaxCodeAttempts - outcome.order.wrongCodeAttempts } });
  });
  if (refusal) throw refusal;

  return db.transaction((tx) =>
    runIdempotent(
      tx,
      {
        userId: actor.id,
        route: 'POST /api/emo/:id/pay',
        key: idempotencyKey,
        request: { id, receiver_nrc: request.receiver_nrc },
      },
      async () => {
        const order = await lockAt(tx, actor, id, 'pay');
        const outcome = emoDecide(factsOf(order), { type: 'pay', codeMatches: true });
        if (outcome.refusal === 'locked') throw new AppError('EMO_LOCKED');
        if (outcome.refusal) throw new AppError('EMO_NOT_PAYABLE', { params: { status: order.status } });
        const now = clock.now();
        if (outcome.posts === 'payout') {
          await takeFromTill(tx, actor, order.payBranchId, order.amount);
          await postJournalEntry({ tx, entry: emoEntryOf('payout', emoRefOf(order))!, actorId: actor.id });
        }
        await emoRepository.update(tx, order.id, {
          status: outcome.order.state,
          payoutRequestedBy: actor.id,
          ...(outcome.posts === 'payout' ? { paidBy: actor.id, finishedAt: now } : {}),
        });
        await recordAudit(tx, {
          actor,
          action: outcome.posts === 'payout' ? 'emo.pay' : 'emo.pay.request',
          entity: 'emo_order',
          entityId: order.id,
          before: { status: order.status },
          after: { status: outcome.order.state, amount: order.amount },
        });
        return itemAnswer(tx, actor, order.id);
      },
    ),
  );
}

/**
 * POST /api/emo/{id}/approve-payout (emo.approve, fresh re-auth): a second person at the paying branch — never the
 * one who asked for the payout — approves a payout waiting in `process`; the cash leaves the till and the order is
 * complete. Once per Idempotency-Key.
 */
export async function approveEmoPayout({
  db,
  clock,
  actor,
  id,
  idempotencyKey,
}: EmoDeps & { actor: Actor; id: number; idempotencyKey: string | undefined }): Promise<IdempotentAnswer<EmoResponse>> {
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/emo/:id/approve-payout', key: idempotencyKey, request: { id } },
      async () => {
        const order = await lockAt(tx, actor, id, 'pay');
        const outcome = emoDecide(factsOf(order), { type: 'approve' });
        if (outcome.refusal) throw new AppError('EMO_NOT_WAITING');
        if (order.payoutRequestedBy === actor.id) throw new AppError('EMO_SELF_APPROVAL');
        await takeFromTill(tx, actor, order.payBranchId, order.amount);
        await postJournalEntry({ tx, entry: emoEntryOf('payout', emoRefOf(order))!, actorId: actor.id });
        await emoRepository.update(tx, order.id, {
          status: 'complete',
          approvedBy: actor.id,
          paidBy: order.payoutRequestedBy,
          finishedAt: clock.now(),
        });
        await recordAudit(tx, {
          actor,
          action: 'emo.approve-payout',
          entity: 'emo_order',
          entityId: order.id,
          before: { status: order.status },
          after: { status: 'complete', amount: order.amount, requested_by: order.payoutRequestedBy },
        });
        return itemAnswer(tx, actor, order.id);
      },
    ),
  );
}

/**
 * POST /api/emo/{id}/cancel (emo.approve: supervisor or above, at the booking branch): a pending or processing order
 * is cancelled and the sender gets amount + fee back in cash from the booking branch's till (emoCancelEntry says why
 * the fee too). Once per Idempotency-Key.
 */
export async function cancelEmo({
  db,
  clock,
  actor,
  id,
  idempotencyKey,
}: EmoDeps & { actor: Actor; id: number; idempotencyKey: string | undefined }): Promise<IdempotentAnswer<EmoResponse>> {
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/emo/:id/cancel', key: idempotencyKey, request: { id } },
      async () => {
        const order = await lockAt(tx, actor, id, 'book');
        const outcome = emoDecide(factsOf(order), { type: 'cancel' });
        if (outcome.refusal) throw new AppError('EMO_NOT_CANCELLABLE');
        await takeFromTill(tx, actor, order.bookBranchId, emoCancelRefund(order));
        await postJournalEntry({ tx, entry: emoEntryOf('cancel', emoRefOf(order))!, actorId: actor.id });
        await emoRepository.update(tx, order.id, { status: 'cancel', cancelledBy: actor.id, finishedAt: clock.now() });
        await recordAudit(tx, {
          actor,
          action: 'emo.cancel',
          entity: 'emo_order',
          entityId: order.id,
          before: { status: order.status },
          after: { status: 'cancel', refunded: emoCancelRefund(order) },
        });
        return itemAnswer(tx, actor, order.id);
      },
    ),
  );
}

/**
 * POST /api/emo/{id}/refund (emo.pay, at the booking branch): the sender of a returned order collects its amount —
 * against the NRC he booked with — in cash from the booking branch's till, which clears the suspense the return left
 * (emoRefundEntry). Once per order (the entry's natural key and `refunded_at`), once per Idempotency-Key.
 */
export async function refundEmo({
  db,
  clock,
  actor,
  id,
  request,
  idempotencyKey,
}: EmoDeps & {
  actor: Actor;
  id: number;
  request: EmoRefundRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<EmoResponse>> {
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/emo/:id/refund', key: idempotencyKey, request: { id, ...request } },
      async () => {
        const order = await lockAt(tx, actor, id, 'book');
        const outcome = emoDecide(factsOf(order), { type: 'refund' });
        if (outcome.refusal) throw new AppError('EMO_NOT_REFUNDABLE');
        if (request.sender_nrc !== order.senderNrc) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { sender_nrc: ['emo.senderNrcMismatch'] } });
        }
        await takeFromTill(tx, actor, order.bookBranchId, order.amount);
        await postJournalEntry({ tx, entry: emoEntryOf('refund', emoRefOf(order))!, actorId: actor.id });
        await emoRepository.update(tx, order.id, { refundedBy: actor.id, refundedAt: clock.now() });
        await recordAudit(tx, {
          actor,
          action: 'emo.refund',
          entity: 'emo_order',
          entityId: order.id,
          before: { status: order.status, refunded: false },
          after: { status: order.status, refunded: order.amount },
        });
        return itemAnswer(tx, actor, order.id);
      },
    ),
  );
}

/** POST /api/emo/{id}/unlock (emo.approve, at the paying branch): a locked order takes codes again, three more. */
export async function unlockEmo({ db, actor, id }: EmoDeps & { actor: Actor; id: number }): Promise<EmoResponse> {
  return db.transaction(async (tx) => {
    const order = await lockAt(tx, actor, id, 'pay');
    const outcome = emoDecide(factsOf(order), { type: 'unlock' });
    if (outcome.refusal) throw new AppError('EMO_NOT_LOCKED');
    await emoRepository.update(tx, order.id, { locked: false, wrongCodeAttempts: 0 });
    await recordAudit(tx, {
      actor,
      action: 'emo.unlock',
      entity: 'emo_order',
      entityId: order.id,
      before: { wrong_code_attempts: order.wrongCodeAttempts, locked: true },
      after: { wrong_code_attempts: 0, locked: false },
    });
    return (await itemAnswer(tx, actor, order.id)).body;
  });
}
