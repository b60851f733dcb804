import type { EmoState } from '../cod/cod-enums.js';
import { ledgerAccounts, type JournalEntryDraft } from '../ledger/ledger-entries.js';

/**
 * EMO money orders (issue 28 §3): the fee, the payout code, the state machine and the journal entries, as pure
 * functions. States (spec §4): `pending` (booked, the cash is in the booking branch's till), `process` (the paying
 * branch has checked the code and the receiver's NRC for an amount above the threshold and waits for a second
 * person's approval), `complete` (paid out), `cancel` (refunded at the booking branch), `returned` (unpaid for too
 * long: the amount goes back to the sender, remark `emo_return`).
 */

/**
 * A fee band: amounts up to `up_to` (inclusive) cost `fee`. The bands are EMO's own small table rather than part of
 * the label rate table: the label tariff is priced by service, weight and zone and versioned per label; an EMO fee
 * depends only on the amount, and head office edits it with the threshold and return days in one place.
 */
export interface EmoFeeBand {
  up_to: number;
  fee: number;
}

/** Company settings for EMO, as head office sets them; these when never set. */
export interface EmoSettings {
  fee_bands: EmoFeeBand[];
  /** A payout of more than this needs a second person's approval (issue 28: default 1,000,000 Ks). */
  approval_threshold: number;
  /** An order unpaid this many days after booking goes back to its sender (issue 28: default 30). */
  return_days: number;
}

/**
 * Default fee bands, in the range of Myanmar Post's and the banks' money-transfer charges (about 1 % for small sums,
 * less for large ones). The last band's `up_to` is the largest order taken.
 */
export const defaultEmoSettings: EmoSettings = {
  fee_bands: [
    { up_to: 50_000, fee: 500 },
    { up_to: 200_000, fee: 1_500 },
    { up_to: 500_000, fee: 3_000 },
    { up_to: 1_000_000, fee: 5_000 },
    { up_to: 5_000_000, fee: 15_000 },
    { up_to: 10_000_000, fee: 25_000 },
  ],
  approval_threshold: 1_000_000,
  return_days: 30,
};

/** The fee of an order of `amount`, or null when the amount is above the last band (too large to book). */
export function emoFeeOf(amount: number, bands: readonly EmoFeeBand[]): number | null {
  const band = [...bands].sort((a, b) => a.up_to - b.up_to).find((candidate) => amount <= candidate.up_to);
  return band ? band.fee : null;
}

/** The largest amount the bands take. */
export function emoMaxAmount(bands: readonly EmoFeeBand[]): number {
  return bands.reduce((max, band) => Math.max(max, band.up_to), 0);
}

/** True when paying out `amount` needs a second person (strictly above the threshold, as the issue says). */
export function emoNeedsApproval(amount: number, threshold: number): boolean {
  return amount > threshold;
}

/** How many wrong payout codes lock an order until a supervisor unlocks it. */
export const emoMaxCodeAttempts = 3;

/** Digits of the payout code: 10^8 codes, so three tries guess one with a chance of 3 in 100 million. */
export const emoCodeLength = 8;

/** A random payout code drawn from `randomInt` (a uniform integer in [0, max)): crypto on the server, a seed in tests. */
export function generateEmoCode(randomInt: (max: number) => number): string {
  let code = '';
  for (let index = 0; index < emoCodeLength; index += 1) code += String(randomInt(10));
  return code;
}

/** The code as typed: spaces and dashes dropped, Burmese digits read. */
export function normalizeEmoCode(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040)).replace(/[\s-]/g, '');
}

/** The code grouped for reading aloud and printing: `1234 5678`. */
export function formatEmoCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The actions on an order, and from which states each may be taken. */
export const emoActions = {
  /** The paying branch checks code and NRC: pending → complete, or → process above the threshold. */
  pay: ['pending'],
  /** A second person approves a payout waiting for approval: process → complete. */
  approve: ['process'],
  /** The booking branch refunds the sender: pending or process → cancel. */
  cancel: ['pending', 'process'],
  /** The job returns an overdue order: pending or process → returned. */
  return: ['pending', 'process'],
  /** A supervisor unlocks an order after wrong codes (any open state). */
  unlock: ['pending', 'process'],
  /** The booking branch hands a returned order's amount back to its sender (once: see `refunded`). */
  refund: ['returned'],
} as const satisfies Record<string, readonly EmoState[]>;
export type EmoAction = keyof typeof emoActions;

/** True when `action` may be taken on an order in `state`. */
export function emoActionAllowed(action: EmoAction, state: EmoState): boolean {
  return (emoActions[action] as readonly EmoState[]).includes(state);
}

/** The state after `action` (when it is allowed), given whether the payout needs approval. */
export function emoStateAfter(action: EmoAction, state: EmoState, needsApproval = false): EmoState | null {
  if (!emoActionAllowed(action, state)) return null;
  switch (action) {
    case 'pay':
      return needsApproval ? 'process' : 'complete';
    case 'approve':
      return 'complete';
    case 'cancel':
      return 'cancel';
    case 'return':
      return 'returned';
    case 'unlock':
    case 'refund':
      return state;
  }
}

/** Which order, company and branches an entry is for. */
export interface EmoRef {
  emoId: number;
  companyId: number;
  bookBranchId: number;
  payBranchId: number;
  amount: number;
  fee: number;
}

/** Booking: the sender's cash (amount + fee) into the booking branch's till; the amount owed, the fee earned. */
export function emoBookEntry(order: EmoRef): JournalEntryDraft {
  return {
    naturalKey: `emo-book:${order.emoId}`,
    kind: 'emo_book',
    postings: [
      { account: ledgerAccounts.branchCash(order.bookBranchId), amount: order.amount + order.fee },
      { account: ledgerAccounts.emoPayable(order.companyId), amount: -order.amount },
      ...(order.fee > 0
        ? [{ account: ledgerAccounts.revenue('emo_fee', order.bookBranchId), amount: -order.fee }]
        : []),
    ],
  };
}

/** Paying out: the amount owed leaves the paying branch's till in cash. */
export function emoPayoutEntry(order: EmoRef): JournalEntryDraft {
  return {
    naturalKey: `emo-payout:${order.emoId}`,
    kind: 'emo_payout',
    postings: [
      { account: ledgerAccounts.emoPayable(order.companyId), amount: order.amount },
      { account: ledgerAccounts.branchCash(order.payBranchId), amount: -order.amount },
    ],
  };
}

/**
 * Cancelling: the sender gets back the amount and the fee in cash at the booking branch. The fee is refunded because
 * a cancelled order was never paid out — the service was not given — and a supervisor decides it with the sender at
 * the counter (a mistaken booking, a changed mind).
 */
export function emoCancelEntry(order: EmoRef): JournalEntryDraft {
  return {
    naturalKey: `emo-cancel:${order.emoId}`,
    kind: 'emo_cancel',
    postings: [
      { account: ledgerAccounts.emoPayable(order.companyId), amount: order.amount },
      ...(order.fee > 0 ? [{ account: ledgerAccounts.revenue('emo_fee', order.bookBranchId), amount: order.fee }] : []),
      { account: ledgerAccounts.branchCash(order.bookBranchId), amount: -(order.amount + order.fee) },
    ],
  };
}

/** What an order refunds in cash at the booking branch when cancelled. */
export const emoCancelRefund = (order: Pick<EmoRef, 'amount' | 'fee'>) => order.amount + order.fee;

/**
 * Returning an overdue order (the job, remark `emo_return`): the amount is no longer owed to the receiver but to the
 * sender, who collects it at the booking branch; the job hands out no cash, so the amount moves from the EMO payable
 * to the booking branch's suspense account, which the branch clears when it refunds the sender (the till's close
 * shows it). The fee is kept: Waypost held the money and offered the payout for the whole period.
 */
export function emoReturnEntry(order: EmoRef): JournalEntryDraft {
  return {
    naturalKey: `emo-return:${order.emoId}`,
    kind: 'emo_return',
    postings: [
      { account: ledgerAccounts.emoPayable(order.companyId), amount: order.amount },
      { account: ledgerAccounts.branchSuspense(order.bookBranchId), amount: -order.amount },
    ],
  };
}

/**
 * Refunding a returned order: the sender collects the amount at the booking branch, in cash from its till, and the
 * suspense the return left is cleared (the state stays `returned`, spec §4 has no later one; `refunded_at` says it).
 */
export function emoRefundEntry(order: EmoRef): JournalEntryDraft {
  return {
    naturalKey: `emo-refund:${order.emoId}`,
    kind: 'emo_refund',
    postings: [
      { account: ledgerAccounts.branchSuspense(order.bookBranchId), amount: order.amount },
      { account: ledgerAccounts.branchCash(order.bookBranchId), amount: -order.amount },
    ],
  };
}

/** The day an order booked at `bookedAt` becomes overdue: `returnDays` whole days later. */
export function emoReturnDue(bookedAt: Date, returnDays: number): Date {
  return new Date(bookedAt.getTime() + returnDays * 24 * 60 * 60_000);
}

/** What the rules need to know of an order to decide an action. */
export interface EmoOrderFacts {
  state: EmoState;
  wrongCodeAttempts: number;
  locked: boolean;
  needsApproval: boolean;
  /** A returned order whose amount the sender has collected. */
  refunded: boolean;
}

/** An action asked of an order: a payout with the right or a wrong code, an approval, a cancel, a return, an unlock. */
export type EmoEvent =
  | { type: 'pay'; codeMatches: boolean }
  | { type: 'approve' }
  | { type: 'cancel' }
  | { type: 'return' }
  | { type: 'unlock' }
  | { type: 'refund' };

/** Why an action is refused (each is an API error). */
export type EmoRefusal =
  'locked' | 'wrong_code' | 'not_payable' | 'not_waiting' | 'not_cancellable' | 'not_locked' | 'not_refundable';

/** The outcome of an action: the order after it, the entry it posts (null: none), and its refusal if refused. */
export interface EmoOutcome {
  order: EmoOrderFacts;
  posts: 'payout' | 'cancel' | 'return' | 'refund' | null;
  refusal: EmoRefusal | null;
}

/**
 * The one decision table of EMO actions, used by the server's services and property-tested over interleavings: an
 * order is paid out at most once and never both paid and refunded. A wrong code counts (and is kept, though refused);
 * the third locks the order, and a locked order takes no code until a supervisor unlocks it (the count restarts).
 */
export function emoDecide(order: EmoOrderFacts, event: EmoEvent): EmoOutcome {
  const refuse = (refusal: EmoRefusal, changed: EmoOrderFacts = order): EmoOutcome => ({
    order: changed,
    posts: null,
    refusal,
  });
  switch (event.type) {
    case 'pay': {
      if (!emoActionAllowed('pay', order.state)) return refuse('not_payable');
      if (order.locked) return refuse('locked');
      if (!event.codeMatches) {
        const attempts = order.wrongCodeAttempts + 1;
        return refuse('wrong_code', { ...order, wrongCodeAttempts: attempts, locked: attempts >= emoMaxCodeAttempts });
      }
      const state = emoStateAfter('pay', order.state, order.needsApproval)!;
      return { order: { ...order, state }, posts: state === 'complete' ? 'payout' : null, refusal: null };
    }
    case 'approve':
      if (!emoActionAllowed('approve', order.state)) return refuse('not_waiting');
      return { order: { ...order, state: 'complete' }, posts: 'payout', refusal: null };
    case 'cancel':
      if (!emoActionAllowed('cancel', order.state)) return refuse('not_cancellable');
      return { order: { ...order, state: 'cancel' }, posts: 'cancel', refusal: null };
    case 'return':
      if (!emoActionAllowed('return', order.state)) return refuse('not_payable');
      return { order: { ...order, state: 'returned' }, posts: 'return', refusal: null };
    case 'unlock':
      if (!emoActionAllowed('unlock', order.state) || !order.locked) return refuse('not_locked');
      return { order: { ...order, locked: false, wrongCodeAttempts: 0 }, posts: null, refusal: null };
    case 'refund':
      if (!emoActionAllowed('refund', order.state) || order.refunded) return refuse('not_refundable');
      return { order: { ...order, refunded: true }, posts: 'refund', refusal: null };
  }
}

/** The entry an outcome posts for `order`. */
export function emoEntryOf(posts: EmoOutcome['posts'], order: EmoRef): JournalEntryDraft | null {
  if (posts === 'payout') return emoPayoutEntry(order);
  if (posts === 'cancel') return emoCancelEntry(order);
  if (posts === 'return') return emoReturnEntry(order);
  if (posts === 'refund') return emoRefundEntry(order);
  return null;
}
