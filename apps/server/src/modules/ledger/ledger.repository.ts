import { ledgerAccountBounds, ledgerAccountKindOf, type JournalEntryDraft, type Posting } from '@waypost/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.js';

export const ledgerRepository = {
  /** Opens the accounts that do not exist yet, with the bounds of their kind. */
  async ensureAccounts(tx: Database, ids: readonly string[]): Promise<void> {
    const rows = [...new Set(ids)].map((id) => {
      const kind = ledgerAccountKindOf(id);
      if (!kind) throw new Error(`not a ledger account: ${id}`);
      const bounds = ledgerAccountBounds(id);
      return { id, kind, minBalance: bounds.min, maxBalance: bounds.max };
    });
    if (rows.length) await tx.insert(ledgerAccounts).values(rows).onConflictDoNothing();
  },

  /** Inserts the entry, or finds the one already posted under its natural key (`replayed`). */
  async insertEntry(
    tx: Database,
    entry: Pick<JournalEntryDraft, 'naturalKey' | 'kind'> & { reversalOf: number | null; createdBy: number },
  ): Promise<{ id: number; replayed: boolean }> {
    const [inserted] = await tx
      .insert(journalEntries)
      .values(entry)
      .onConflictDoNothing({ target: journalEntries.naturalKey })
      .returning({ id: journalEntries.id });
    if (inserted) return { id: inserted.id, replayed: false };
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, entry.naturalKey));
    return { id: existing!.id, replayed: true };
  },

  async findEntryId(tx: Database, naturalKey: string): Promise<number | null> {
    const [row] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, naturalKey));
    return row?.id ?? null;
  },

  /** The lines, in account order: every writer locks accounts in the same order, so two never deadlock. */
  async insertPostings(tx: Database, entryId: number, lines: readonly Posting[]): Promise<void> {
    const ordered = [...lines].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
    for (const line of ordered) {
      await tx.insert(postings).values({ entryId, accountId: line.account, amount: line.amount });
    }
  },

  async listBalances(tx: Database) {
    return tx
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .orderBy(asc(ledgerAccounts.id));
  },

  /** Σ of each account's postings, to check the kept balances against (tests, a nightly check). */
  async sumPostingsByAccount(tx: Database): Promise<Map<string, number>> {
    const rows = await tx
      .select({ account: postings.accountId, total: sql<string>`sum(${postings.amount})` })
      .from(postings)
      .groupBy(postings.accountId);
    return new Map(rows.map((row) => [row.account, Number(row.total)]));
  },
};
