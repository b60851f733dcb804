import { ledgerAccounts, type JournalEntryDraft } from '../ledger/ledger-entries.js';

/**
 * A label handed to Myanmar Post (issue 28 §2): the post's fee (rate table `mpost_fee`) is the handing branch's
 * expense, owed to Myanmar Post until finance pays it.
 */
export function mmpostHandOffEntry({
  itemId,
  companyId,
  branchId,
  fee,
}: {
  itemId: number;
  companyId: number;
  branchId: number;
  fee: number;
}): JournalEntryDraft | null {
  if (fee <= 0) return null;
  return {
    naturalKey: `mmpost-handoff:${itemId}`,
    kind: 'mmpost_handoff',
    postings: [
      { account: ledgerAccounts.expense('mmpost_fee', branchId), amount: fee },
      { account: ledgerAccounts.mmpostPayable(companyId), amount: -fee },
    ],
  };
}
