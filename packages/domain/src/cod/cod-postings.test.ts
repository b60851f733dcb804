import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeLine } from '../fees/quote-label.js';
import { purchaseTypes, type PurchaseType } from '../labels/label-enums.js';
import { isBalanced, ledgerAccountBounds, ledgerAccounts, type JournalEntryDraft } from '../ledger/ledger-entries.js';
import { clearanceFigures, type ClearanceLabel } from '../clearance/clearance-figures.js';
import { clearanceCompleteEntry, clearanceIssueEntry } from '../clearance/clearance-postings.js';
import {
  codAcceptEntry,
  codCancelEntry,
  codCollectEntry,
  codTermsOf,
  creditPaymentEntry,
  remittanceEntry,
  reversalEntry,
  type CodTerms,
} from './cod-postings.js';

/** A ledger in memory: balances per account, refusing what the database's bounds would. */
class Books {
  readonly balances = new Map<string, number>();
  post(entry: JournalEntryDraft | null): void {
    if (!entry) return;
    expect(isBalanced(entry.postings)).toBe(true);
    for (const { account, amount } of entry.postings) {
      const balance = (this.balances.get(account) ?? 0) + amount;
      const { min, max } = ledgerAccountBounds(account);
      if (min !== null) expect(balance).toBeGreaterThanOrEqual(min);
      if (max !== null) expect(balance).toBeLessThanOrEqual(max);
      this.balances.set(account, balance);
    }
  }
  of(account: string): number {
    return this.balances.get(account) ?? 0;
  }
  total(): number {
    return [...this.balances.values()].reduce((sum, balance) => sum + balance, 0);
  }
}

const merchantId = 3;
const acceptBranchId = 1;
const collectBranchId = 2;

/** The design's worked example (money design §2) as booked lines. */
const example: { purchaseType: PurchaseType; codAmount: number; lines: FeeLine[]; delivered: boolean }[] = [
  {
    purchaseType: 'sender_pay',
    codAmount: 50_000,
    lines: [
      { code: 'shipping_fee', amount: 3_000 },
      { code: 'cod_fee', amount: 500 },
    ],
    delivered: true,
  },
  {
    purchaseType: 'receiver_pay',
    codAmount: 120_000,
    lines: [
      { code: 'shipping_fee', amount: 3_500 },
      { code: 'cod_fee', amount: 1_200 },
      { code: 'insurance_fee', amount: 1_200 },
      { code: 'discount', amount: -350 },
    ],
    delivered: true,
  },
  {
    purchaseType: 'from_cod',
    codAmount: 80_000,
    lines: [
      { code: 'shipping_fee', amount: 3_000 },
      { code: 'cod_fee', amount: 800 },
      { code: 'discount', amount: -500 },
    ],
    delivered: true,
  },
  {
    purchaseType: 'credit',
    codAmount: 250_000,
    lines: [
      { code: 'gate_submit_amount', amount: 2_000 },
      { code: 'fcs_shipping_fee', amount: 5_000 },
      { code: 'cod_fee', amount: 2_500 },
    ],
    delivered: true,
  },
  {
    purchaseType: 'from_cod',
    codAmount: 40_000,
    lines: [
      { code: 'shipping_fee', amount: 3_000 },
      { code: 'cod_fee', amount: 400 },
    ],
    delivered: false,
  },
];

const clearanceLabelOf = (terms: CodTerms, delivered: boolean): ClearanceLabel => ({
  delivered,
  purchaseType: terms.purchaseType,
  codAmount: terms.codAmount,
  deliveryCharges: terms.deliveryCharges,
  gateSubmitAmount: terms.gateSubmitAmount,
  codFee: terms.codFee,
});

describe('COD label terms (money design §0)', () => {
  it('reads A, DC, insurance, G, F and C from the booked fee lines', () => {
    expect(codTermsOf(example[1]!)).toEqual({
      purchaseType: 'receiver_pay',
      codAmount: 120_000,
      deliveryCharges: 4_350,
      insurance: 1_200,
      gateSubmitAmount: 0,
      codFee: 1_200,
      codCharge: 124_350,
    });
    // Under gate submit the drop-off charge is G; the carriage to the gate is part of DC.
    expect(codTermsOf(example[3]!)).toMatchObject({
      deliveryCharges: 5_000,
      gateSubmitAmount: 2_000,
      codCharge: 250_000,
    });
  });
});

describe('COD label postings (money design §3: E1, E2, E4, E5, E6, E10)', () => {
  const ref = { labelId: 11, merchantId, acceptBranchId };

  it('books what is paid at the counter or on credit, and the gate charge, when the label is accepted', () => {
    const senderPay = codAcceptEntry({ ...ref, terms: codTermsOf(example[0]!) })!;
    expect(senderPay).toEqual({
      naturalKey: 'cod-accept:11',
      kind: 'label_accept',
      postings: [
        { account: 'cash:branch:1', amount: 3_000 },
        { account: 'revenue:shipping:1', amount: -3_000 },
      ],
    });
    const credit = codAcceptEntry({ ...ref, terms: codTermsOf(example[3]!) })!;
    expect(credit.postings).toEqual([
      { account: 'receivable:credit:3', amount: 5_000 },
      { account: 'revenue:shipping:1', amount: -5_000 },
      { account: 'receivable:charges:3', amount: 2_000 },
      { account: 'revenue:gate_submit:1', amount: -2_000 },
    ]);
    // The receiver or the COD pays later: nothing to book yet.
    expect(codAcceptEntry({ ...ref, terms: codTermsOf(example[1]!) })).toBeNull();
    expect(codAcceptEntry({ ...ref, terms: codTermsOf(example[2]!) })).toBeNull();
  });

  it('collects C at the delivering branch, owes A to the merchant and the fee (and DC from the COD) from them', () => {
    const receiverPays = codCollectEntry({ ...ref, collectBranchId, event: 6, terms: codTermsOf(example[1]!) });
    expect(receiverPays).toEqual({
      naturalKey: 'cod-collect:11:6',
      kind: 'cod_collect',
      postings: [
        { account: 'cash:branch:2', amount: 124_350 },
        { account: 'payable:cod:3', amount: -120_000 },
        { account: 'revenue:shipping:1', amount: -3_150 },
        { account: 'revenue:insurance:1', amount: -1_200 },
        { account: 'receivable:charges:3', amount: 1_200 },
        { account: 'revenue:cod_fee:1', amount: -1_200 },
      ],
    });
    const fromCod = codCollectEntry({ ...ref, collectBranchId, event: 6, terms: codTermsOf(example[2]!) });
    expect(fromCod.postings).toContainEqual({ account: 'receivable:charges:3', amount: 3_300 });
    expect(isBalanced(fromCod.postings)).toBe(true);
  });

  it('owes the unpaid charges when a label comes back, and nothing when they were paid at booking', () => {
    const returned = codCancelEntry({ ...ref, event: 9, terms: codTermsOf(example[4]!) })!;
    expect(returned).toEqual({
      naturalKey: 'cod-cancel:11:9',
      kind: 'label_return',
      postings: [
        { account: 'receivable:charges:3', amount: 3_000 },
        { account: 'revenue:shipping:1', amount: -3_000 },
      ],
    });
    expect(codCancelEntry({ ...ref, event: 9, terms: codTermsOf(example[0]!) })).toBeNull();
    expect(codCancelEntry({ ...ref, event: 9, terms: codTermsOf(example[3]!) })).toBeNull();
  });

  it('reverses an entry line by line, under a key of its own', () => {
    const collect = codCollectEntry({ ...ref, collectBranchId, event: 6, terms: codTermsOf(example[0]!) });
    const reversal = reversalEntry(collect);
    expect(reversal.naturalKey).toBe('reversal:cod-collect:11:6');
    expect(reversal.reversalOf).toBe('cod-collect:11:6');
    expect(reversal.kind).toBe('reversal');
    expect(reversal.postings.map((posting) => posting.amount)).toEqual(collect.postings.map((p) => -p.amount));
  });

  it('puts a short or long remittance’s difference into the branch’s suspense account', () => {
    const short = remittanceEntry({ remittanceId: 4, branchId: 2, bankAccountId: 1, amount: 49_000, expected: 50_000 });
    expect(short).toEqual({
      naturalKey: 'remit:4',
      kind: 'remittance',
      postings: [
        { account: 'bank:1', amount: 49_000 },
        { account: 'cash:branch:2', amount: -50_000 },
        { account: 'suspense:branch:2', amount: 1_000 },
      ],
    });
    const long = remittanceEntry({ remittanceId: 5, branchId: 2, bankAccountId: 1, amount: 50_500, expected: 50_000 });
    expect(long.postings).toContainEqual({ account: 'suspense:branch:2', amount: -500 });
    const exact = remittanceEntry({ remittanceId: 6, branchId: 2, bankAccountId: 1, amount: 50_000, expected: 50_000 });
    expect(exact.postings).toHaveLength(2);
  });

  it('books a credit payment into the bank against the merchant’s credit account', () => {
    expect(creditPaymentEntry({ paymentId: 8, merchantId, bankAccountId: 1, amount: 7_000 })).toEqual({
      naturalKey: 'credit-payment:8',
      kind: 'credit_payment',
      postings: [
        { account: 'bank:1', amount: 7_000 },
        { account: 'receivable:credit:3', amount: -7_000 },
      ],
    });
  });

  it('walks the worked example through booking, delivery, return, remittance, issue and payout within every bound', () => {
    const books = new Books();
    const booked = example.map((label, index) => ({ ...label, terms: codTermsOf(label), labelId: index + 1 }));
    for (const label of booked) books.post(codAcceptEntry({ ...ref, labelId: label.labelId, terms: label.terms }));
    expect(books.of(ledgerAccounts.merchantCredit(merchantId))).toBe(5_000);
    for (const label of booked) {
      const at = { ...ref, labelId: label.labelId, event: 6, terms: label.terms };
      books.post(label.delivered ? codCollectEntry({ ...at, collectBranchId }) : codCancelEntry(at));
    }
    const collected = booked.filter((label) => label.delivered).reduce((sum, label) => sum + label.terms.codCharge, 0);
    expect(collected).toBe(504_350);
    books.post(
      remittanceEntry({
        remittanceId: 1,
        branchId: collectBranchId,
        bankAccountId: 1,
        amount: collected,
        expected: collected,
      }),
    );
    const figures = clearanceFigures({
      labels: booked.map((label) => clearanceLabelOf(label.terms, label.delivered)),
      creditBalance: books.of(ledgerAccounts.merchantCredit(merchantId)),
    });
    expect(figures.amount).toBe(482_500);
    books.post(clearanceIssueEntry({ batchId: 1, merchantId, figures }));
    books.post(clearanceCompleteEntry({ batchId: 1, bankAccountId: 1, amount: figures.amount }));
    // Everything the merchant owed was recovered and everything owed to them paid.
    expect(books.of(ledgerAccounts.merchantCodPayable(merchantId))).toBe(0);
    expect(books.of(ledgerAccounts.merchantChargesReceivable(merchantId))).toBe(0);
    expect(books.of(ledgerAccounts.merchantCredit(merchantId))).toBe(0);
    expect(books.of(ledgerAccounts.clearancePayable)).toBe(0);
    expect(books.of(ledgerAccounts.branchCash(collectBranchId))).toBe(0);
    // What stays in the bank is Waypost's: the charges recovered from the COD plus the receiver-paid DC.
    expect(books.of(ledgerAccounts.bank(1))).toBe(504_350 - 482_500);
    expect(books.total()).toBe(0);
  });

  it('keeps every bound and Σ balances = 0, and owes each merchant exactly the A of its uncleared collections', () => {
    const label = fc.record({
      purchaseType: fc.constantFrom(...purchaseTypes),
      codAmount: fc.integer({ min: 1, max: 2_000_000 }),
      shipping: fc.integer({ min: 0, max: 20_000 }),
      discount: fc.integer({ min: 0, max: 20_000 }),
      insurance: fc.integer({ min: 0, max: 5_000 }),
      gate: fc.constantFrom(0, 1_500, 2_000),
      codFee: fc.integer({ min: 0, max: 20_000 }),
      outcome: fc.constantFrom('collected', 'returned', 'collected-then-reversed', 'returned-then-reversed'),
      cleared: fc.boolean(),
      shortBy: fc.integer({ min: -5_000, max: 5_000 }),
    });
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 12 }), (labels) => {
        const books = new Books();
        const terms = labels.map((l) =>
          codTermsOf({
            purchaseType: l.purchaseType,
            codAmount: l.codAmount,
            lines: [
              { code: 'shipping_fee', amount: l.shipping },
              { code: 'discount', amount: -Math.min(l.discount, l.shipping) },
              { code: 'insurance_fee', amount: l.insurance },
              { code: 'gate_submit_amount', amount: l.gate },
              { code: 'cod_fee', amount: l.codFee },
            ],
          }),
        );
        const inBatch: ClearanceLabel[] = [];
        let uncleared = 0;
        labels.forEach((l, index) => {
          const at = { labelId: index + 1, merchantId, acceptBranchId, event: 6, terms: terms[index]! };
          // A credit label past zero is what the limit trigger stops; the model gives unlimited credit.
          books.post(codAcceptEntry(at));
          const collect = codCollectEntry({ ...at, collectBranchId });
          const cancel = codCancelEntry(at);
          if (l.outcome === 'collected-then-reversed') {
            books.post(collect);
            books.post(reversalEntry(collect));
            return;
          }
          if (l.outcome === 'returned-then-reversed') {
            books.post(cancel);
            if (cancel) books.post(reversalEntry(cancel));
            return;
          }
          if (l.outcome === 'collected') {
            books.post(collect);
            // Remitted exactly, or short/long into suspense: the branch's cash for it is gone either way.
            const amount = Math.max(0, terms[index]!.codCharge - l.shortBy);
            books.post(
              remittanceEntry({
                remittanceId: index + 1,
                branchId: collectBranchId,
                bankAccountId: 1,
                amount,
                expected: terms[index]!.codCharge,
              }),
            );
          } else {
            books.post(cancel);
          }
          if (l.cleared) inBatch.push(clearanceLabelOf(terms[index]!, l.outcome === 'collected'));
          else if (l.outcome === 'collected') uncleared += terms[index]!.codAmount;
        });
        if (inBatch.length > 0) {
          const figures = clearanceFigures({
            labels: inBatch,
            creditBalance: books.of(ledgerAccounts.merchantCredit(merchantId)),
          });
          books.post(clearanceIssueEntry({ batchId: 1, merchantId, figures }));
          // The payout leaves the bank only if the bank holds it (the model's bank has only this COD money).
          if (books.of(ledgerAccounts.bank(1)) >= figures.amount) {
            books.post(clearanceCompleteEntry({ batchId: 1, bankAccountId: 1, amount: figures.amount }));
          }
        }
        expect(books.total()).toBe(0);
        expect(books.of(ledgerAccounts.merchantCodPayable(merchantId))).toBe(0 - uncleared);
        expect(books.of(ledgerAccounts.branchCash(collectBranchId))).toBe(0);
      }),
    );
  });
});
