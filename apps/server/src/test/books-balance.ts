import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The ledger's two standing invariants (money design §3 "Nightly"), checked after every test file on its own
 * database: the accounts' balances sum to zero (the trial balance), and each account's kept balance is the sum of
 * its postings. Throws naming what is off, so a file whose money went astray fails even when its own asserts pass.
 */
export async function assertBooksBalance(db: Database): Promise<void> {
  const result = await db.execute<{ total: string; drifted: string | null }>(sql`
    select
      (select coalesce(sum(balance), 0)::text from ledger_accounts) as total,
      (select string_agg(a.id || ' kept ' || a.balance || ' posted ' || coalesce(p.total, 0), ', ')
         from ledger_accounts a
         left join (select account_id, sum(amount) as total from postings group by account_id) p on p.account_id = a.id
         where a.balance <> coalesce(p.total, 0)) as drifted`);
  const [row] = (result as unknown as { rows: { total: string; drifted: string | null }[] }).rows;
  if (Number(row!.total) !== 0) throw new Error(`the trial balance is ${row!.total}, not 0`);
  if (row!.drifted) throw new Error(`ledger balances differ from their postings: ${row!.drifted}`);
}
