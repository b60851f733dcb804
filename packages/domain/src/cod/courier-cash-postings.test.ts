import { describe, expect, it } from 'vitest';
import { isBalanced, ledgerAccounts, ledgerAccountBounds, ledgerAccountKindOf } from '../ledger/ledger-entries.js';
import { codCollectEntry, courierHandoverEntry, reversalEntry, type CodTerms } from './cod-postings.js';

const terms: CodTerms = {
  purchaseType: 'receiver_pay',
  codAmount: 120_000,
  deliveryCharges: 4_350,
  insurance: 1_200,
  gateSubmitAmount: 0,
  codFee: 1_200,
  codCharge: 124_350,
};
const ref = { labelId: 7, merchantId: 3, acceptBranchId: 1, collectBranchId: 2, event: 1, terms };

describe('courier cash (money design E2 and E3)', () => {
  it('collects into the courier’s cash when a courier delivered, the branch’s otherwise, and reverses the same lines', () => {
    const byCourier = codCollectEntry({ ...ref, collectedBy: 9 });
    expect(byCourier.postings).toContainEqual({ account: 'cash:courier:9', amount: 124_350 });
    expect(byCourier.postings.some((posting) => posting.account.startsWith('cash:branch'))).toBe(false);
    expect(codCollectEntry(ref).postings).toContainEqual({ account: 'cash:branch:2', amount: 124_350 });
    expect(reversalEntry(byCourier).postings).toContainEqual({ account: 'cash:courier:9', amount: -124_350 });
    expect(isBalanced(byCourier.postings)).toBe(true);
  });

  it('hands over exact, short (owed by the courier) and over (suspense) counts, each balanced', () => {
    const entry = (counted: number) =>
      courierHandoverEntry({ handoverId: 5, branchId: 2, courierId: 9, counted, expected: 100_000 });
    expect(entry(100_000)).toEqual({
      naturalKey: 'courier-handover:5',
      kind: 'cash_handover',
      postings: [
        { account: 'cash:branch:2', amount: 100_000 },
        { account: 'cash:courier:9', amount: -100_000 },
      ],
    });
    expect(entry(99_000).postings).toContainEqual({ account: 'receivable:staff:9', amount: 1_000 });
    expect(entry(100_500).postings).toContainEqual({ account: 'suspense:branch:2', amount: -500 });
    expect(entry(0).postings).toEqual([
      { account: 'receivable:staff:9', amount: 100_000 },
      { account: 'cash:courier:9', amount: -100_000 },
    ]);
    for (const counted of [0, 99_000, 100_000, 100_500]) expect(isBalanced(entry(counted).postings)).toBe(true);
  });

  it('bounds the courier’s cash and what staff owe at zero, like every cash and receivable account', () => {
    expect(ledgerAccountKindOf(ledgerAccounts.courierCash(9))).toBe('cash');
    expect(ledgerAccountBounds(ledgerAccounts.courierCash(9))).toEqual({ min: 0, max: null });
    expect(ledgerAccountKindOf(ledgerAccounts.staffReceivable(9))).toBe('receivable');
    expect(ledgerAccountBounds(ledgerAccounts.staffReceivable(9))).toEqual({ min: 0, max: null });
  });
});
