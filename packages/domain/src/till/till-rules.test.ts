import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalEntryKinds, isBalanced } from '../ledger/ledger-entries.js';
import { tillColumnOf, tillDenominations } from './till-enums.js';
import {
  bankDepositEntry,
  counterSaleEntry,
  expensePaidEntry,
  tillCountTotal,
  tillDifferenceEntry,
  tillFigures,
  type TillCounts,
} from './till-rules.js';

const noCounts = Object.fromEntries(tillDenominations.map((note) => [note, 0])) as TillCounts;

describe('the till count', () => {
  it('adds every denomination at its face value', () => {
    expect(tillCountTotal(noCounts)).toBe(0);
    expect(tillCountTotal({ '10000': 3, '5000': 1, '1000': 2, '500': 1, '200': 4, '100': 1, '50': 3 })).toBe(
      30_000 + 5_000 + 2_000 + 500 + 800 + 100 + 150,
    );
  });
});

describe('the day’s figures', () => {
  it('puts each kind of movement in its column, outs as positive amounts, and the rest in other', () => {
    const figures = tillFigures(100_000, [
      { kind: 'counter_sale', amount: 6_000, count: 2 },
      { kind: 'label_accept', amount: 3_000, count: 1 },
      { kind: 'cod_collect', amount: 50_000, count: 1 },
      { kind: 'cash_handover', amount: 120_000, count: 1 },
      { kind: 'emo_book', amount: 200_000, count: 1 },
      { kind: 'emo_payout', amount: -80_000, count: 1 },
      { kind: 'emo_cancel', amount: -10_000, count: 1 },
      { kind: 'emo_return', amount: -5_000, count: 1 },
      { kind: 'expense_paid', amount: -7_000, count: 1 },
      { kind: 'bank_deposit', amount: -100_000, count: 1 },
      { kind: 'remittance', amount: -20_000, count: 1 },
      { kind: 'reversal', amount: -50_000, count: 1 },
      { kind: 'till_difference', amount: 500, count: 1 },
    ]);
    expect(figures.cashIn).toEqual({
      counter_fees: { amount: 9_000, count: 3 },
      cod_counter: { amount: 50_000, count: 1 },
      cod_handover: { amount: 120_000, count: 1 },
      emo_received: { amount: 200_000, count: 1 },
    });
    expect(figures.cashOut).toEqual({
      emo_payout: { amount: 80_000, count: 1 },
      emo_refund: { amount: 15_000, count: 2 },
      expenses: { amount: 7_000, count: 1 },
      bank_deposits: { amount: 120_000, count: 2 },
    });
    expect(figures.other).toEqual({ amount: -49_500, count: 2 });
    expect(figures.totalIn).toBe(379_000);
    expect(figures.totalOut).toBe(222_000);
    expect(figures.expected).toBe(100_000 + 379_000 - 222_000 - 49_500);
  });

  it('expects the opening plus every posting, whatever the kinds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom(...journalEntryKinds),
            amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
            count: fc.integer({ min: 1, max: 5 }),
          }),
        ),
        (opening, sums) => {
          const figures = tillFigures(opening, sums);
          expect(figures.expected).toBe(opening + sums.reduce((sum, row) => sum + row.amount, 0));
        },
      ),
    );
  });

  it('names a column for every kind, other for the rest', () => {
    expect(tillColumnOf('counter_sale')).toBe('counter_fees');
    expect(tillColumnOf('gate_settle')).toBe('other');
  });
});

describe('the till’s journal entries', () => {
  it('moves a short count from the till to suspense, an extra one back, and posts nothing for an exact count', () => {
    const short = tillDifferenceEntry({ closeId: 4, branchId: 2, difference: -500 })!;
    expect(short).toEqual({
      naturalKey: 'till-close:4',
      kind: 'till_difference',
      postings: [
        { account: 'cash:branch:2', amount: -500 },
        { account: 'suspense:branch:2', amount: 500 },
      ],
    });
    expect(isBalanced(short.postings)).toBe(true);
    expect(tillDifferenceEntry({ closeId: 4, branchId: 2, difference: 1_000 })!.postings[0]!.amount).toBe(1_000);
    expect(tillDifferenceEntry({ closeId: 4, branchId: 2, difference: 0 })).toBeNull();
  });

  it('takes a walk-in’s charges into the till, split into shipping, insurance and gate revenue', () => {
    const entry = counterSaleEntry({
      labelId: 9,
      acceptBranchId: 3,
      lines: [
        { code: 'shipping_fee', amount: 3_000 },
        { code: 'discount', amount: -300 },
        { code: 'insurance_fee', amount: 1_200 },
        { code: 'gate_submit_amount', amount: 1_500 },
      ],
    })!;
    expect(entry).toEqual({
      naturalKey: 'counter-sale:9',
      kind: 'counter_sale',
      postings: [
        { account: 'cash:branch:3', amount: 5_400 },
        { account: 'revenue:shipping:3', amount: -2_700 },
        { account: 'revenue:insurance:3', amount: -1_200 },
        { account: 'revenue:gate_submit:3', amount: -1_500 },
      ],
    });
    expect(isBalanced(entry.postings)).toBe(true);
    const plain = counterSaleEntry({ labelId: 1, acceptBranchId: 3, lines: [{ code: 'shipping_fee', amount: 2_000 }] });
    expect(plain!.postings).toEqual([
      { account: 'cash:branch:3', amount: 2_000 },
      { account: 'revenue:shipping:3', amount: -2_000 },
    ]);
    expect(counterSaleEntry({ labelId: 1, acceptBranchId: 3, lines: [] })).toBeNull();
  });

  it('pays an approved expense from the till and deposits till cash in the bank', () => {
    expect(expensePaidEntry({ expenseId: 5, branchId: 2, amount: 7_000 })).toEqual({
      naturalKey: 'expense-paid:5',
      kind: 'expense_paid',
      postings: [
        { account: 'expense:other:2', amount: 7_000 },
        { account: 'cash:branch:2', amount: -7_000 },
      ],
    });
    expect(bankDepositEntry({ depositId: 8, branchId: 2, bankAccountId: 1, amount: 90_000 })).toEqual({
      naturalKey: 'bank-deposit:8',
      kind: 'bank_deposit',
      postings: [
        { account: 'bank:1', amount: 90_000 },
        { account: 'cash:branch:2', amount: -90_000 },
      ],
    });
  });
});
