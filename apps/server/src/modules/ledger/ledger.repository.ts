import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ledgerAccounts, postings } from '../../db/schema/index.js';

export const ledgerRepository = {
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
