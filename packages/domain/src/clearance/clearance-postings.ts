import { ledgerAccounts, type JournalEntryDraft, type Posting } from '../ledger/ledger-entries.js';
import type { ClearanceFigures } from './clearance-figures.js';

const nonZero = (postings: Posting[]) => postings.filter((posting) => posting.amount !== 0);

/**
 * How a batch's COD is split when it is issued: the charges first (delivery, gate, COD fee, brought forward), then
 * the credit owed, then the merchant's payout.
 */
export function clearanceSplit(figures: ClearanceFigures) {
  const charges = figures.total_cost - figures.credit_amount;
  const chargesCovered = Math.min(figures.actual_amount, charges);
  const creditCovered = Math.min(figures.credit_amount, figures.actual_amount - chargesCovered);
  return { chargesCovered, creditCovered, payout: figures.amount };
}

/**
 * E7, issuing batch `batchId` of `merchantId`: the merchant's collected COD (payable) is settled against the charges
 * they owe, their shipping credit and the payout to be made. Null when the batch settles nothing (no COD collected).
 */
export function clearanceIssueEntry({
  batchId,
  merchantId,
  figures,
}: {
  batchId: number;
  merchantId: number;
  figures: ClearanceFigures;
}): JournalEntryDraft | null {
  if (figures.actual_amount === 0) return null;
  const { chargesCovered, creditCovered, payout } = clearanceSplit(figures);
  return {
    naturalKey: `clr-issue:${batchId}`,
    kind: 'clearance_issue',
    postings: nonZero([
      { account: ledgerAccounts.merchantCodPayable(merchantId), amount: figures.actual_amount },
      { account: ledgerAccounts.merchantChargesReceivable(merchantId), amount: -chargesCovered },
      { account: ledgerAccounts.merchantCredit(merchantId), amount: -creditCovered },
      { account: ledgerAccounts.clearancePayable, amount: -payout },
    ]),
  };
}

/** E8, paying batch `batchId` out of bank account `bankAccountId`. Null when there is nothing to pay. */
export function clearanceCompleteEntry({
  batchId,
  bankAccountId,
  amount,
}: {
  batchId: number;
  bankAccountId: number;
  amount: number;
}): JournalEntryDraft | null {
  if (amount === 0) return null;
  return {
    naturalKey: `clr-complete:${batchId}`,
    kind: 'clearance_complete',
    postings: [
      { account: ledgerAccounts.clearancePayable, amount },
      { account: ledgerAccounts.bank(bankAccountId), amount: -amount },
    ],
  };
}

/** E9, voiding a pending batch: its issue entry negated, nothing deleted. */
export function clearanceVoidEntry(issue: JournalEntryDraft): JournalEntryDraft {
  return {
    naturalKey: `clr-void:${issue.naturalKey.slice(issue.naturalKey.indexOf(':') + 1)}`,
    kind: 'clearance_void',
    reversalOf: issue.naturalKey,
    postings: issue.postings.map((posting) => ({ account: posting.account, amount: -posting.amount })),
  };
}
