import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emoStates, type EmoState } from '../cod/cod-enums.js';
import { isBalanced } from '../ledger/ledger-entries.js';
import {
  defaultEmoSettings,
  emoActionAllowed,
  emoBookEntry,
  emoCancelRefund,
  emoDecide,
  emoEntryOf,
  emoFeeOf,
  emoMaxAmount,
  emoNeedsApproval,
  emoReturnDue,
  emoStateAfter,
  formatEmoCode,
  generateEmoCode,
  normalizeEmoCode,
  type EmoEvent,
  type EmoOrderFacts,
  type EmoRef,
} from './emo-rules.js';

const bands = defaultEmoSettings.fee_bands;
const order: EmoRef = { emoId: 7, companyId: 1, bookBranchId: 10, payBranchId: 20, amount: 150_000, fee: 1_500 };

describe('EMO fees and settings', () => {
  it('takes the first band the amount fits, inclusive, and none above the last', () => {
    expect(emoFeeOf(1, bands)).toBe(500);
    expect(emoFeeOf(50_000, bands)).toBe(500);
    expect(emoFeeOf(50_001, bands)).toBe(1_500);
    expect(emoFeeOf(1_000_000, bands)).toBe(5_000);
    expect(emoFeeOf(10_000_000, bands)).toBe(25_000);
    expect(emoFeeOf(10_000_001, bands)).toBeNull();
    expect(
      emoFeeOf(100, [
        { up_to: 1_000, fee: 9 },
        { up_to: 200, fee: 3 },
      ]),
    ).toBe(3);
    expect(emoMaxAmount(bands)).toBe(10_000_000);
  });

  it('needs a second person strictly above the threshold', () => {
    expect(emoNeedsApproval(1_000_000, 1_000_000)).toBe(false);
    expect(emoNeedsApproval(1_000_001, 1_000_000)).toBe(true);
  });

  it('returns an order the given number of days after booking', () => {
    expect(emoReturnDue(new Date('2026-01-01T00:00:00Z'), 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});

describe('the payout code', () => {
  it('is eight digits from the injected random source', () => {
    let next = 0;
    expect(generateEmoCode(() => next++ % 10)).toBe('01234567');
    expect(generateEmoCode((max) => max - 1)).toBe('99999999');
  });

  it('is read as typed (spaces, dashes, Burmese digits) and grouped by four for printing', () => {
    expect(normalizeEmoCode('1234 5678')).toBe('12345678');
    expect(normalizeEmoCode('၁၂၃၄-၅၆၇၈')).toBe('12345678');
    expect(formatEmoCode('12345678')).toBe('1234 5678');
  });
});

describe('the EMO state machine', () => {
  it('allows each action from its states only', () => {
    expect(emoStateAfter('pay', 'pending')).toBe('complete');
    expect(emoStateAfter('pay', 'pending', true)).toBe('process');
    expect(emoStateAfter('pay', 'process')).toBeNull();
    expect(emoStateAfter('approve', 'process')).toBe('complete');
    expect(emoStateAfter('cancel', 'process')).toBe('cancel');
    expect(emoStateAfter('return', 'pending')).toBe('returned');
    expect(emoStateAfter('unlock', 'process')).toBe('process');
    expect(emoStateAfter('refund', 'returned')).toBe('returned');
    expect(emoStateAfter('refund', 'pending')).toBeNull();
    for (const state of ['complete', 'cancel', 'returned'] as const) {
      for (const action of ['pay', 'approve', 'cancel', 'return', 'unlock'] as const) {
        expect(emoActionAllowed(action, state)).toBe(false);
      }
    }
  });

  const open: EmoOrderFacts = {
    state: 'pending',
    wrongCodeAttempts: 0,
    locked: false,
    needsApproval: false,
    refunded: false,
  };

  it('locks at the third wrong code, refuses codes while locked, and an unlock restarts the count', () => {
    let facts = open;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const outcome = emoDecide(facts, { type: 'pay', codeMatches: false });
      expect(outcome.refusal).toBe('wrong_code');
      facts = outcome.order;
      expect(facts.wrongCodeAttempts).toBe(attempt);
    }
    expect(facts.locked).toBe(true);
    expect(emoDecide(facts, { type: 'pay', codeMatches: true }).refusal).toBe('locked');
    const unlocked = emoDecide(facts, { type: 'unlock' });
    expect(unlocked.order).toEqual(open);
    expect(emoDecide(open, { type: 'unlock' }).refusal).toBe('not_locked');
    expect(emoDecide(unlocked.order, { type: 'pay', codeMatches: true })).toEqual({
      order: { ...open, state: 'complete' },
      posts: 'payout',
      refusal: null,
    });
  });

  it('waits for approval above the threshold, and refuses what does not apply', () => {
    const waiting = emoDecide({ ...open, needsApproval: true }, { type: 'pay', codeMatches: true });
    expect(waiting).toMatchObject({ order: { state: 'process' }, posts: null, refusal: null });
    expect(emoDecide(open, { type: 'approve' }).refusal).toBe('not_waiting');
    expect(emoDecide(waiting.order, { type: 'approve' }).posts).toBe('payout');
    expect(emoDecide(waiting.order, { type: 'pay', codeMatches: true }).refusal).toBe('not_payable');
    expect(emoDecide({ ...open, state: 'complete' }, { type: 'cancel' }).refusal).toBe('not_cancellable');
    expect(emoDecide({ ...open, state: 'cancel' }, { type: 'return' }).refusal).toBe('not_payable');
    expect(emoDecide(waiting.order, { type: 'return' }).posts).toBe('return');
  });

  it('refunds a returned order to its sender once, and no other order', () => {
    const returned = emoDecide(open, { type: 'return' }).order;
    const refunded = emoDecide(returned, { type: 'refund' });
    expect(refunded).toEqual({ order: { ...returned, refunded: true }, posts: 'refund', refusal: null });
    expect(emoDecide(refunded.order, { type: 'refund' }).refusal).toBe('not_refundable');
    expect(emoDecide(open, { type: 'refund' }).refusal).toBe('not_refundable');
    expect(emoDecide({ ...open, state: 'cancel' }, { type: 'refund' }).refusal).toBe('not_refundable');
  });
});

describe('EMO journal entries', () => {
  it('books amount + fee into the booking till, owes the amount and earns the fee', () => {
    const entry = emoBookEntry(order);
    expect(entry).toEqual({
      naturalKey: 'emo-book:7',
      kind: 'emo_book',
      postings: [
        { account: 'cash:branch:10', amount: 151_500 },
        { account: 'payable:emo:1', amount: -150_000 },
        { account: 'revenue:emo_fee:10', amount: -1_500 },
      ],
    });
    expect(emoBookEntry({ ...order, fee: 0 }).postings).toHaveLength(2);
  });

  it('pays out of the paying till, refunds amount and fee on cancel, moves the amount to suspense on return', () => {
    expect(emoEntryOf('payout', order)!.postings).toEqual([
      { account: 'payable:emo:1', amount: 150_000 },
      { account: 'cash:branch:20', amount: -150_000 },
    ]);
    expect(emoEntryOf('cancel', order)!.postings).toEqual([
      { account: 'payable:emo:1', amount: 150_000 },
      { account: 'revenue:emo_fee:10', amount: 1_500 },
      { account: 'cash:branch:10', amount: -151_500 },
    ]);
    expect(emoEntryOf('cancel', { ...order, fee: 0 })!.postings).toHaveLength(2);
    expect(emoCancelRefund(order)).toBe(151_500);
    expect(emoEntryOf('return', order)).toMatchObject({
      naturalKey: 'emo-return:7',
      kind: 'emo_return',
      postings: [
        { account: 'payable:emo:1', amount: 150_000 },
        { account: 'suspense:branch:10', amount: -150_000 },
      ],
    });
    expect(emoEntryOf('refund', order)).toEqual({
      naturalKey: 'emo-refund:7',
      kind: 'emo_refund',
      postings: [
        { account: 'suspense:branch:10', amount: 150_000 },
        { account: 'cash:branch:10', amount: -150_000 },
      ],
    });
    expect(emoEntryOf(null, order)).toBeNull();
  });

  const event: fc.Arbitrary<EmoEvent> = fc.oneof(
    fc.record({ type: fc.constant('pay' as const), codeMatches: fc.boolean() }),
    fc.constantFrom<EmoEvent>(
      { type: 'approve' },
      { type: 'cancel' },
      { type: 'return' },
      { type: 'unlock' },
      { type: 'refund' },
    ),
  );

  it('property: over any interleaving an order is paid at most once, never both paid and refunded, and the books balance', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(event, { maxLength: 40 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (needsApproval, events, amount) => {
          const ref = { ...order, amount, fee: emoFeeOf(amount, bands)! };
          const posted = new Map<string, { account: string; amount: number }[]>();
          const post = (entry: ReturnType<typeof emoBookEntry> | null) => {
            if (!entry) return;
            expect(isBalanced(entry.postings)).toBe(true);
            // A natural key posts once: a replay adds nothing.
            if (!posted.has(entry.naturalKey)) posted.set(entry.naturalKey, entry.postings);
          };
          post(emoBookEntry(ref));
          let facts: EmoOrderFacts = {
            state: 'pending',
            wrongCodeAttempts: 0,
            locked: false,
            needsApproval,
            refunded: false,
          };
          const states: EmoState[] = [facts.state];
          let attemptsWhileLocked = 0;
          for (const next of events) {
            if (next.type === 'pay' && facts.locked) attemptsWhileLocked += 1;
            const before = facts.wrongCodeAttempts;
            const outcome = emoDecide(facts, next);
            expect(outcome.order.wrongCodeAttempts).toBeLessThanOrEqual(3);
            if (facts.locked && next.type === 'pay') expect(outcome.order.wrongCodeAttempts).toBe(before);
            facts = outcome.order;
            states.push(facts.state);
            post(emoEntryOf(outcome.posts, ref));
          }
          expect(attemptsWhileLocked).toBeGreaterThanOrEqual(0);
          const keys = [...posted.keys()];
          const payouts = keys.filter((key) => key.startsWith('emo-payout:')).length;
          const refunds = keys.filter((key) => key.startsWith('emo-cancel:') || key.startsWith('emo-return:')).length;
          expect(payouts + refunds).toBeLessThanOrEqual(1);
          expect(payouts === 1).toBe(facts.state === 'complete');
          expect(refunds === 1).toBe(facts.state === 'cancel' || facts.state === 'returned');
          // Once finished, an order stays as it is.
          const firstEnd = states.findIndex((state) => ['complete', 'cancel', 'returned'].includes(state));
          if (firstEnd >= 0) expect(new Set(states.slice(firstEnd)).size).toBe(1);
          // The EMO payable is cleared exactly when the order is finished.
          const balances = new Map<string, number>();
          for (const lines of posted.values()) {
            for (const line of lines) balances.set(line.account, (balances.get(line.account) ?? 0) + line.amount);
          }
          expect([...balances.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
          expect(balances.get('payable:emo:1')).toBe(firstEnd >= 0 ? 0 : -amount);
          // A returned order's amount reaches its sender once, and only then is the booking branch's suspense clear.
          const senderRefunds = keys.filter((key) => key.startsWith('emo-refund:')).length;
          expect(senderRefunds).toBe(facts.refunded ? 1 : 0);
          if (facts.refunded) expect(facts.state).toBe('returned');
          expect(balances.get('suspense:branch:10') ?? 0).toBe(
            facts.state === 'returned' && !facts.refunded ? -amount : 0,
          );
          expect(emoStates).toContain(facts.state);
        },
      ),
    );
  });
});
