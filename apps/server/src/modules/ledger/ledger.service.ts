import {
  isBalanced,
  ledgerAccountBounds,
  ledgerAccountKindOf,
  ledgerAccountOpeningLimit,
  type JournalEntryDraft,
  type TrialBalance,
} from '@waypost/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { ledgerRepository } from './ledger.repository.js';

/** ledger_post (migration 0014): entry, accounts and lines in one statement. */
const postStatement = preparedStatement<
  { naturalKey: string; kind: string; reversalOf: string | null; createdBy: number; lines: string },
  { entryId: number; replayed: boolean }
>(
  'ledger_post',
  sql`select entry_id, replayed from ledger_post(${sql.placeholder('naturalKey')}, ${sql.placeholder('kind')},
    ${sql.placeholder('reversalOf')}, ${sql.placeholder('createdBy')}::int, ${sql.placeholder('lines')}::jsonb)`,
  (row) => ({ entryId: Number(row.entry_id), replayed: row.replayed as boolean }),
);

/**
 * Posts a journal entry in the caller's transaction, at most once, in one round trip: an entry whose natural key
 * is already posted is a replay and posts nothing (`replayed`). The database opens the accounts it needs with the
 * domain's bounds, and checks at commit that the entry balances and that no account leaves its bounds or passes
 * its limit (migrations 0012, 0014); a refusal rolls back the whole transaction.
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
  const lines = entry.postings.map(({ account, amount }) => {
    const kind = ledgerAccountKindOf(account);
    if (!kind) throw new Error(`not a ledger account: ${account}`);
    const { min, max } = ledgerAccountBounds(account);
    return { account, kind, min, max, limit: ledgerAccountOpeningLimit(account), amount };
  });
  const [posted] = await postStatement.run(tx, {
    naturalKey: entry.naturalKey,
    kind: entry.kind,
    reversalOf: entry.reversalOf ?? null,
    createdBy: actorId,
    lines: JSON.stringify(lines),
  });
  return posted!;
}

/**
 * GET /api/ledger/trial-balance: every account of the actor's company with its balance, and their sum (zero when
 * the books balance). Another company's accounts are never listed, whoever asks (issue 26 §2).
 */
export async function getTrialBalance({ db, actor }: { db: Database; actor: Actor }): Promise<TrialBalance> {
  const accounts = await ledgerRepository.listCompanyBalances(db, actor.companyId);
  return { accounts, total: accounts.reduce((sum, account) => sum + account.balance, 0) };
}
