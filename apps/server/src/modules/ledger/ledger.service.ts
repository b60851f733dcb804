import { isBalanced, type JournalEntryDraft, type TrialBalance } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { ledgerRepository } from './ledger.repository.js';

/**
 * Posts a journal entry in the caller's transaction, at most once: an entry whose natural key is already posted is
 * a replay and posts nothing (`replayed`). The database checks again at commit that the entry balances, and that
 * no account leaves its bounds or passes its limit (migration 0012); a refusal rolls back the whole transaction.
 */
export async function postJournalEntry({
  tx,
  entry,
  actorId,
}: {
  tx: Database;
  entry: JournalEntryDraft;
  actorId: number;
}): Promise<{ entryId: number; replayed: boolean }> {
  if (!isBalanced(entry.postings)) throw new Error(`journal entry ${entry.naturalKey} does not balance`);
  const reversalOf = entry.reversalOf ? await ledgerRepository.findEntryId(tx, entry.reversalOf) : null;
  if (entry.reversalOf && reversalOf === null) throw new Error(`no journal entry ${entry.reversalOf} to reverse`);
  const { id, replayed } = await ledgerRepository.insertEntry(tx, {
    naturalKey: entry.naturalKey,
    kind: entry.kind,
    reversalOf,
    createdBy: actorId,
  });
  if (!replayed) {
    await ledgerRepository.ensureAccounts(
      tx,
      entry.postings.map((posting) => posting.account),
    );
    await ledgerRepository.insertPostings(tx, id, entry.postings);
  }
  return { entryId: id, replayed };
}

/** GET /api/ledger/trial-balance: every account's balance, and their sum (zero when the books balance). */
export async function getTrialBalance({ db }: { db: Database }): Promise<TrialBalance> {
  const accounts = await ledgerRepository.listBalances(db);
  return { accounts, total: accounts.reduce((sum, account) => sum + account.balance, 0) };
}
