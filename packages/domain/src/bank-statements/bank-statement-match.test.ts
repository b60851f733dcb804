import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankFeeEntry,
  daysBetween,
  exactPairs,
  referenceAppears,
  suggestTargets,
  type MatchableLine,
  type MatchTarget,
} from './bank-statement-match.js';
import { isBalanced } from '../ledger/ledger-entries.js';

const line = (overrides: Partial<MatchableLine> = {}): MatchableLine => ({
  id: 1,
  date: '2026-11-20',
  direction: 'credit',
  amount: 50_000,
  reference: '',
  description: '',
  ...overrides,
});
const target = (overrides: Partial<MatchTarget> = {}): MatchTarget => ({
  kind: 'remittance',
  id: 1,
  amount: 50_000,
  date: '2026-11-20',
  bankRef: null,
  ...overrides,
});

describe('suggestTargets', () => {
  it('offers only the same direction and the exact amount, in the window or named by reference', () => {
    const suggestions = suggestTargets(line({ reference: 'TRF kbz/0042' }), [
      target({ id: 1, date: '2026-11-23' }),
      target({ id: 2, date: '2026-11-24' }),
      target({ id: 3, amount: 50_001 }),
      target({ id: 4, kind: 'clearance_payout' }),
      target({ id: 5, date: '2026-12-20', bankRef: 'KBZ-0042' }),
      target({ id: 6, kind: 'deposit', date: '2026-11-19' }),
      target({ id: 7, date: '2026-11-18', bankRef: 'KB' }),
    ]);
    expect(suggestions.map((suggestion) => [suggestion.kind, suggestion.id, suggestion.exact])).toEqual([
      ['remittance', 5, false],
      ['deposit', 6, false],
      ['remittance', 7, false],
      ['remittance', 1, false],
    ]);
    expect(suggestions[0]).toMatchObject({ referenceFound: true, daysApart: 30 });
  });

  it('calls a suggestion exact when the amount, the window and the reference agree; the window is a setting', () => {
    const [best] = suggestTargets(line({ description: 'COD YGN KBZ-77 ' }), [
      target({ id: 9, date: '2026-11-22', bankRef: 'kbz 77' }),
    ]);
    expect(best).toMatchObject({ id: 9, exact: true, referenceFound: true, daysApart: 2 });
    expect(suggestTargets(line(), [target({ date: '2026-11-22' })], 1)).toEqual([]);
  });

  it('orders equal references by date then age then id', () => {
    const ids = suggestTargets(line(), [
      target({ id: 3, date: '2026-11-21' }),
      target({ id: 2, date: '2026-11-19' }),
      target({ id: 1, date: '2026-11-19' }),
      target({ id: 4, date: '2026-11-20' }),
    ]).map((suggestion) => suggestion.id);
    expect(ids).toEqual([4, 1, 2, 3]);
  });

  it('matches money out to payouts only', () => {
    expect(
      suggestTargets(line({ direction: 'debit' }), [target(), target({ kind: 'clearance_payout', id: 2 })]).map(
        (suggestion) => suggestion.kind,
      ),
    ).toEqual(['clearance_payout']);
  });
});

describe('referenceAppears and daysBetween', () => {
  it('compares letters and digits only, and needs four of them', () => {
    expect(referenceAppears({ reference: 'a/b', description: 'x KBZ 2026-0042 y' }, 'kbz20260042')).toBe(true);
    expect(referenceAppears({ reference: '', description: 'ABC' }, 'ABC')).toBe(false);
    expect(referenceAppears({ reference: 'ABCD', description: '' }, null)).toBe(false);
  });
  it('counts calendar days across months', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toBe(3);
    expect(daysBetween('2026-12-02', '2026-11-29')).toBe(-3);
  });
});

describe('exactPairs', () => {
  const exact = (kind: MatchTarget['kind'], id: number, isExact = true) => ({
    kind,
    id,
    amount: 1,
    date: '2026-11-20',
    bankRef: 'X',
    daysApart: 0,
    referenceFound: isExact,
    exact: isExact,
  });
  it('pairs a line with its one exact target when no other line claims it', () => {
    const pairs = exactPairs(
      new Map([
        [1, [exact('remittance', 10)]],
        [2, [exact('remittance', 11), exact('deposit', 12)]],
        [3, [exact('clearance_payout', 13)]],
        [4, [exact('clearance_payout', 13)]],
        [5, [exact('remittance', 14, false)]],
        [6, []],
      ]),
    );
    expect(pairs).toEqual([{ lineId: 1, kind: 'remittance', targetId: 10 }]);
  });

  it('never pairs one target with two lines nor one line twice (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.record({ id: fc.integer({ min: 1, max: 5 }), exact: fc.boolean() }), { maxLength: 4 }), {
          maxLength: 8,
        }),
        (lists) => {
          const map = new Map(
            lists.map((list, index) => [index + 1, list.map((item) => exact('deposit', item.id, item.exact))]),
          );
          const pairs = exactPairs(map);
          expect(new Set(pairs.map((pair) => pair.targetId)).size).toBe(pairs.length);
          expect(new Set(pairs.map((pair) => pair.lineId)).size).toBe(pairs.length);
        },
      ),
    );
  });
});

describe('bankFeeEntry', () => {
  it('debits the branch’s bank-charge expense and credits the bank, once per line', () => {
    const entry = bankFeeEntry({ lineId: 7, branchId: 3, bankAccountId: 2, amount: 500 });
    expect(entry).toEqual({
      naturalKey: 'bank-fee:7',
      kind: 'bank_fee',
      postings: [
        { account: 'expense:bank_charge:3', amount: 500 },
        { account: 'bank:2', amount: -500 },
      ],
    });
    expect(isBalanced(entry.postings)).toBe(true);
  });
});
