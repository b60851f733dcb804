import type { FeeLine } from '../fees/quote-label.js';
import { deliveryChargesOf } from '../clearance/clearance-figures.js';
import {
  ledgerAccounts,
  type JournalEntryDraft,
  type JournalEntryKind,
  type Posting,
} from '../ledger/ledger-entries.js';
import {
  tillCashInKinds,
  tillCashOutKinds,
  tillColumnOf,
  tillDenominations,
  type TillCashInKind,
  type TillCashOutKind,
  type TillDenomination,
} from './till-enums.js';

/** How many notes of each denomination were counted. */
export type TillCounts = Record<TillDenomination, number>;

/** The kyat the counted notes add up to. */
export function tillCountTotal(counts: TillCounts): number {
  return tillDenominations.reduce((sum, note) => sum + Number(note) * counts[note], 0);
}

/** The day's postings on the branch's cash, summed per entry kind (debits positive). */
export interface TillKindSum {
  kind: JournalEntryKind;
  amount: number;
  count: number;
}

export interface TillMovement {
  amount: number;
  count: number;
}

/** A day's till: what it opened with, what came in and went out by column, and the cash it should close with. */
export interface TillFigures {
  opening: number;
  cashIn: Record<TillCashInKind, TillMovement>;
  cashOut: Record<TillCashOutKind, TillMovement>;
  /** Anything else (a reversal, a difference posted by a close), signed: positive added cash. */
  other: TillMovement;
  totalIn: number;
  totalOut: number;
  expected: number;
}

const zero = (): TillMovement => ({ amount: 0, count: 0 });

/**
 * The figures of a day from its opening float and its postings by kind. Cash in is shown as a positive amount and
 * cash out too (a refund of a cash-in kind nets against it), so expected = opening + in − out + other, exactly.
 */
export function tillFigures(opening: number, sums: readonly TillKindSum[]): TillFigures {
  const cashIn = Object.fromEntries(tillCashInKinds.map((kind) => [kind, zero()])) as TillFigures['cashIn'];
  const cashOut = Object.fromEntries(tillCashOutKinds.map((kind) => [kind, zero()])) as TillFigures['cashOut'];
  const other = zero();
  for (const { kind, amount, count } of sums) {
    const column = tillColumnOf(kind);
    if ((tillCashInKinds as readonly string[]).includes(column)) {
      const target = cashIn[column as TillCashInKind];
      target.amount += amount;
      target.count += count;
    } else if ((tillCashOutKinds as readonly string[]).includes(column)) {
      const target = cashOut[column as TillCashOutKind];
      target.amount -= amount;
      target.count += count;
    } else {
      other.amount += amount;
      other.count += count;
    }
  }
  const totalIn = tillCashInKinds.reduce((sum, kind) => sum + cashIn[kind].amount, 0);
  const totalOut = tillCashOutKinds.reduce((sum, kind) => sum + cashOut[kind].amount, 0);
  return { opening, cashIn, cashOut, other, totalIn, totalOut, expected: opening + totalIn - totalOut + other.amount };
}

/**
 * A close's difference (counted − expected) moved between the branch's cash and its suspense account, so the
 * books hold what the drawer holds: short cash leaves the till for suspense, extra cash comes in from it. Null when
 * the count matches. One per close (`till-close:{closeId}`).
 */
export function tillDifferenceEntry({
  closeId,
  branchId,
  difference,
}: {
  closeId: number;
  branchId: number;
  difference: number;
}): JournalEntryDraft | null {
  if (difference === 0) return null;
  return {
    naturalKey: `till-close:${closeId}`,
    kind: 'till_difference',
    postings: [
      { account: ledgerAccounts.branchCash(branchId), amount: difference },
      { account: ledgerAccounts.branchSuspense(branchId), amount: -difference },
    ],
  };
}

const lineSum = (lines: readonly FeeLine[], code: FeeLine['code']) =>
  lines.reduce((sum, line) => (line.code === code ? sum + line.amount : sum), 0);

/**
 * A walk-in label whose sender pays at the counter (issue 28 §4): its charges into the accepting branch's cash, and
 * to that branch's revenue by kind — shipping (with the other services, less discount), insurance, the gate
 * charge. A COD label's counter charges are posted by codAcceptEntry, never here. Null when nothing is charged.
 */
export function counterSaleEntry({
  labelId,
  acceptBranchId,
  lines,
}: {
  labelId: number;
  acceptBranchId: number;
  lines: readonly FeeLine[];
}): JournalEntryDraft | null {
  const deliveryCharges = deliveryChargesOf(lines);
  const insurance = lineSum(lines, 'insurance_fee');
  const gate = lineSum(lines, 'gate_submit_amount');
  const revenue: Posting[] = [
    { account: ledgerAccounts.revenue('shipping', acceptBranchId), amount: -(deliveryCharges - insurance) },
    { account: ledgerAccounts.revenue('insurance', acceptBranchId), amount: -insurance },
    { account: ledgerAccounts.revenue('gate_submit', acceptBranchId), amount: -gate },
  ].filter((posting) => posting.amount !== 0);
  const cash = deliveryCharges + gate;
  if (cash <= 0) return null;
  return {
    naturalKey: `counter-sale:${labelId}`,
    kind: 'counter_sale',
    postings: [{ account: ledgerAccounts.branchCash(acceptBranchId), amount: cash }, ...revenue],
  };
}

/** An approved expense paid from its branch's till: `expense:other:{branch}` / `cash:branch:{branch}`. */
export function expensePaidEntry({
  expenseId,
  branchId,
  amount,
}: {
  expenseId: number;
  branchId: number;
  amount: number;
}): JournalEntryDraft {
  return {
    naturalKey: `expense-paid:${expenseId}`,
    kind: 'expense_paid',
    postings: [
      { account: ledgerAccounts.expense('other', branchId), amount },
      { account: ledgerAccounts.branchCash(branchId), amount: -amount },
    ],
  };
}

/**
 * Till cash taken to the bank: Dr the company's bank account, Cr the branch's cash. Bank-statement matching finds
 * it by this kind and key (`bank-deposit:{depositId}`).
 */
export function bankDepositEntry({
  depositId,
  branchId,
  bankAccountId,
  amount,
}: {
  depositId: number;
  branchId: number;
  bankAccountId: number;
  amount: number;
}): JournalEntryDraft {
  return {
    naturalKey: `bank-deposit:${depositId}`,
    kind: 'bank_deposit',
    postings: [
      { account: ledgerAccounts.bank(bankAccountId), amount },
      { account: ledgerAccounts.branchCash(branchId), amount: -amount },
    ],
  };
}
