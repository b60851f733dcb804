import { ledgerAccounts, type JournalEntryDraft } from '../ledger/ledger-entries.js';

/**
 * A slip handed to a gate (issue 28 §1): the gate's fee for each parcel is the handing branch's expense and owed to
 * the gate's operator until finance pays. What the merchant pays for it was booked with the label (E5).
 */
export function gateHandOverEntry({
  submitId,
  gateId,
  branchId,
  amount,
}: {
  submitId: number;
  gateId: number;
  branchId: number;
  amount: number;
}): JournalEntryDraft | null {
  if (amount <= 0) return null;
  return {
    naturalKey: `gate-handover:${submitId}`,
    kind: 'gate_handover',
    postings: [
      { account: ledgerAccounts.expense('gate_fee', branchId), amount },
      { account: ledgerAccounts.gatePayable(gateId), amount: -amount },
    ],
  };
}

/** Finance pays a gate what it is owed, from the company's bank account. */
export function gateSettleEntry({
  settlementId,
  gateId,
  bankAccountId,
  amount,
}: {
  settlementId: number;
  gateId: number;
  bankAccountId: number;
  amount: number;
}): JournalEntryDraft {
  return {
    naturalKey: `gate-settle:${settlementId}`,
    kind: 'gate_settle',
    postings: [
      { account: ledgerAccounts.gatePayable(gateId), amount },
      { account: ledgerAccounts.bank(bankAccountId), amount: -amount },
    ],
  };
}
