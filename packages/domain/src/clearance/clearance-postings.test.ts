import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchaseTypes } from '../labels/label-enums.js';
import { clearanceFigures, type ClearanceLabel } from './clearance-figures.js';
import { isBalanced } from '../ledger/ledger-entries.js';
import {
  clearanceCompleteEntry,
  clearanceIssueEntry,
  clearanceSplit,
  clearanceVoidEntry,
} from './clearance-postings.js';

const workedExample: ClearanceLabel[] = [
  {
    delivered: true,
    purchaseType: 'sender_pay',
    codAmount: 50_000,
    deliveryCharges: 3_000,
    gateSubmitAmount: 0,
    codFee: 500,
  },
  {
    delivered: true,
    purchaseType: 'receiver_pay',
    codAmount: 120_000,
    deliveryCharges: 4_350,
    gateSubmitAmount: 0,
    codFee: 1_200,
  },
  {
    delivered: true,
    purchaseType: 'from_cod',
    codAmount: 80_000,
    deliveryCharges: 2_500,
    gateSubmitAmount: 0,
    codFee: 800,
  },
  {
    delivered: true,
    purchaseType: 'credit',
    codAmount: 250_000,
    deliveryCharges: 5_000,
    gateSubmitAmount: 2_000,
    codFee: 2_500,
  },
  {
    delivered: false,
    purchaseType: 'from_cod',
    codAmount: 40_000,
    deliveryCharges: 3_000,
    gateSubmitAmount: 0,
    codFee: 0,
  },
];

describe('clearance postings (money design §3, E7–E9)', () => {
  it('posts the worked example’s issue as the design does: 500,000 / 12,500 + 5,000 + 482,500', () => {
    const figures = clearanceFigures({ labels: workedExample, creditBalance: 5_000 });
    const issue = clearanceIssueEntry({ batchId: 7, merchantId: 3, figures })!;
    expect(issue).toEqual({
      naturalKey: 'clr-issue:7',
      kind: 'clearance_issue',
      postings: [
        { account: 'payable:cod:3', amount: 500_000 },
        { account: 'receivable:charges:3', amount: -12_500 },
        { account: 'receivable:credit:3', amount: -5_000 },
        { account: 'payable:clearance', amount: -482_500 },
      ],
    });
    expect(isBalanced(issue.postings)).toBe(true);
    const complete = clearanceCompleteEntry({ batchId: 7, bankAccountId: 1, amount: figures.amount })!;
    expect(complete.postings).toEqual([
      { account: 'payable:clearance', amount: 482_500 },
      { account: 'bank:1', amount: -482_500 },
    ]);
  });

  it('voids by a reversal that cancels the issue line by line', () => {
    const figures = clearanceFigures({ labels: workedExample, creditBalance: 5_000 });
    const issue = clearanceIssueEntry({ batchId: 7, merchantId: 3, figures })!;
    const reversal = clearanceVoidEntry(issue);
    expect(reversal).toMatchObject({ naturalKey: 'clr-void:7', reversalOf: 'clr-issue:7', kind: 'clearance_void' });
    expect(isBalanced(reversal.postings)).toBe(true);
    issue.postings.forEach((posting, index) => expect(reversal.postings[index]!.amount).toBe(-posting.amount));
  });

  it('posts nothing for a batch with no COD collected, and nothing to pay out for a zero payout', () => {
    const returned = clearanceFigures({ labels: [workedExample[4]!] });
    expect(clearanceIssueEntry({ batchId: 8, merchantId: 3, figures: returned })).toBeNull();
    expect(clearanceCompleteEntry({ batchId: 8, bankAccountId: 1, amount: 0 })).toBeNull();
  });

  it('always writes a balanced entry whose lines split exactly the collected COD', () => {
    const label: fc.Arbitrary<ClearanceLabel> = fc.record({
      delivered: fc.boolean(),
      purchaseType: fc.constantFrom(...purchaseTypes),
      codAmount: fc.integer({ min: 0, max: 10_000_000 }),
      deliveryCharges: fc.integer({ min: 0, max: 100_000 }),
      gateSubmitAmount: fc.integer({ min: 0, max: 20_000 }),
      codFee: fc.integer({ min: 0, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(label, { maxLength: 20 }),
        fc.integer({ min: -100_000, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (labels, creditBalance, broughtForward) => {
          const figures = clearanceFigures({ labels, creditBalance, broughtForward });
          const entry = clearanceIssueEntry({ batchId: 1, merchantId: 1, figures });
          if (figures.actual_amount === 0) {
            expect(entry).toBeNull();
            return;
          }
          expect(isBalanced(entry!.postings)).toBe(true);
          const { chargesCovered, creditCovered, payout } = clearanceSplit(figures);
          expect(chargesCovered + creditCovered + payout).toBe(figures.actual_amount);
          expect(creditCovered).toBeLessThanOrEqual(Math.max(creditBalance, 0));
        },
      ),
    );
  });
});
