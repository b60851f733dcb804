import type { LedgerAccountKind } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { postings } from '../../db/schema/index.js';

/** The numeric id in part `part` of an account id (`cash:branch:5` → 5), or null when that part is not one. */
const idPart = (part: number) =>
  sql`(case when split_part(a.id, ':', ${part}) ~ '^[0-9]{1,9}$' then split_part(a.id, ':', ${part})::int end)`;

export const ledgerRepository = {
  /**
   * One company's accounts and balances (issue 26 §2): each account belongs to the company of what it is for — the
   * merchant of a payable or receivable, the branch of its cash, suspense and revenue, the person of a courier's cash
   * or a staff receivable, the company of its bank account. The one shared account, clearances issued and not yet
   * paid, is shown with this company's share: the sum of its postings from this company's batches.
   */
  async listCompanyBalances(tx: Database, companyId: number) {
    const result = await tx.execute<{ id: string; kind: string; balance: string }>(sql`
      with owned as (
        select a.id, a.kind, a.balance,
          case
            when a.id like 'bank:%' then ${idPart(2)}
            when a.id like 'payable:emo:%' or a.id like 'payable:mmpost:%' then ${idPart(3)}
            when a.id like 'payable:gate:%' then (select g.company_id from gates g where g.id = ${idPart(3)})
            when a.id like 'payable:cod:%' or a.id like 'receivable:charges:%' or a.id like 'receivable:credit:%'
              then (select m.company_id from merchants m where m.id = ${idPart(3)})
            when a.id like 'cash:branch:%' or a.id like 'suspense:branch:%' or a.id like 'revenue:%'
              or a.id like 'expense:%' or a.id like 'payable:agent:%'
              then (select b.company_id from branches b where b.id = ${idPart(3)})
            when a.id like 'cash:courier:%' or a.id like 'receivable:staff:%'
              then (select u.company_id from users u where u.id = ${idPart(3)})
          end as company_id
        from ledger_accounts a
        where a.id <> 'payable:clearance'
      )
      select id, kind, balance::text as balance from owned where company_id = ${companyId}
      union all
      select 'payable:clearance', 'payable', coalesce(sum(p.amount), 0)::text
      from postings p
      join journal_entries e on e.id = p.entry_id
      join cod_clearances c
        on e.natural_key ~ '^clr-[a-z]+:[0-9]{1,9}$' and c.id = split_part(e.natural_key, ':', 2)::int
      where p.account_id = 'payable:clearance' and c.company_id = ${companyId}
      order by id`);
    const rows = (result as unknown as { rows: { id: string; kind: string; balance: string }[] }).rows;
    return rows.map((row) => ({ id: row.id, kind: row.kind as LedgerAccountKind, balance: Number(row.balance) }));
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
