// Adds the money side to a generated label volume (run generate-labels.ts first): 100 merchants, every second label
// a COD label of one of them (1 M at 2 M labels) with its COD row, and the ledger those labels would have made —
// E1 for the charges paid at the counter, E2 for each delivered one, E4 for each branch's cash found in the bank —
// so a delivered label is ready for clearance. Set-based SQL; the ledger's triggers are held off while it writes
// (PostgreSQL only: session_replication_role needs a superuser) and the balances are summed from the postings after.
//   DATABASE_URL=postgres://… npx tsx bench/generate-money.ts
import { ledgerAccountBounds } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';

if (!process.env.DATABASE_URL) throw new Error('bench:generate-money runs on PostgreSQL: set DATABASE_URL');
const merchantCount = Number(argument('merchants', '100'));
const handle = await openBenchDatabase();
const { db } = handle;
const started = Date.now();

const [{ done } = { done: 0 }] = await queryRows<{ done: number }>(
  db,
  sql`select count(*)::int as done from label_cod`,
);
if (done > 0) {
  console.log(`label_cod: ${done} rows already, nothing to do`);
  await handle.close();
  process.exit(0);
}

// Bounds by the kind of account (the domain's rule), for the accounts this writes.
const bounds = (account: string) => ledgerAccountBounds(account);
const cash = bounds('cash:branch:1');
const receivable = bounds('receivable:charges:1');
const payable = bounds('payable:cod:1');

await db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`
    insert into merchants (company_id, name, merchant_type, home_branch_id, phone, township_id, cod_fee_version,
                           bank_name, bank_account_name, bank_account_number)
    select (select min(id) from companies), 'Bench merchant ' || m, 'existing',
      (select id from branches order by id limit 1 offset (m % (select count(*) from branches))),
      '0942' || lpad(m::text, 7, '0'), 'MMR013016', 2, 'KBZ Bank', 'Bench ' || m, lpad(m::text, 12, '0')
    from generate_series(1, ${merchantCount}) as m`);
  // Every second label is COD, for a merchant by its id: A from 10,000 to 99,000 Ks, charges paid at the counter.
  await tx.execute(sql`
    update labels l set accept_type = 'cod', purchase_type = 'sender_pay',
      cod_amount = 10000 + (l.id % 90) * 1000,
      merchant_id = (select min(id) from merchants where name like 'Bench merchant %') + (l.id % ${merchantCount})
    where l.id % 2 = 0`);
  await tx.execute(sql`
    insert into label_cod (label_id, company_id, merchant_id, accept_branch_id, state, purchase_type, cod_fee_version,
      cod_amount, delivery_charges, insurance, gate_submit_amount, cod_fee, cod_charge, events, collect_branch_id,
      collected_at, collect_event)
    select l.id, l.company_id, l.merchant_id, l.accept_branch_id,
      case when l.status = 'delivered' then 'ready_to_clearance' else 'ongoing' end, 'sender_pay', 2,
      l.cod_amount, l.shipping_fee, 0, 0, round(l.cod_amount / 100.0)::int, l.cod_amount,
      case when l.status = 'delivered' then 1 else 0 end,
      case when l.status = 'delivered' then l.deliver_branch_id end,
      case when l.status = 'delivered' then l.updated_at end,
      case when l.status = 'delivered' then 1 end
    from labels l where l.merchant_id is not null`);
  const actor = sql`(select min(id) from users)`;
  // E1: the charges paid at the counter.
  await tx.execute(sql`
    insert into journal_entries (natural_key, kind, created_by, created_at)
    select 'cod-accept:' || c.label_id, 'label_accept', ${actor}, l.created_at
    from label_cod c join labels l on l.id = c.label_id`);
  await tx.execute(sql`
    insert into postings (entry_id, account_id, amount)
    select e.id, line.account, line.amount
    from label_cod c
    join journal_entries e on e.natural_key = 'cod-accept:' || c.label_id
    cross join lateral (values ('cash:branch:' || c.accept_branch_id, c.delivery_charges::bigint),
                               ('revenue:shipping:' || c.accept_branch_id, -c.delivery_charges::bigint))
      as line(account, amount)`);
  // E2: each delivered label's C collected, A owed to its merchant, F owed by them.
  await tx.execute(sql`
    insert into journal_entries (natural_key, kind, created_by, created_at)
    select 'cod-collect:' || c.label_id || ':1', 'cod_collect', ${actor}, c.collected_at
    from label_cod c where c.collected_at is not null`);
  await tx.execute(sql`
    insert into postings (entry_id, account_id, amount)
    select e.id, line.account, line.amount
    from label_cod c
    join journal_entries e on e.natural_key = 'cod-collect:' || c.label_id || ':1'
    cross join lateral (values ('cash:branch:' || c.collect_branch_id, c.cod_charge::bigint),
                               ('payable:cod:' || c.merchant_id, -c.cod_amount::bigint),
                               ('receivable:charges:' || c.merchant_id, c.cod_fee::bigint),
                               ('revenue:cod_fee:' || c.accept_branch_id, -c.cod_fee::bigint))
      as line(account, amount)
    where line.amount <> 0`);
  // E4: each branch's collected cash found in the bank, in one remittance per branch.
  await tx.execute(sql`
    insert into cod_remittances (company_id, branch_id, amount, expected_amount, bank_ref, unmatched_label_ids, created_by)
    select (select min(id) from companies), c.collect_branch_id, sum(c.cod_charge), sum(c.cod_charge),
      'BENCH-' || c.collect_branch_id, '[]'::jsonb, ${actor}
    from label_cod c where c.collected_at is not null group by c.collect_branch_id`);
  await tx.execute(sql`
    update label_cod c set remittance_id = r.id from cod_remittances r
    where r.bank_ref = 'BENCH-' || c.collect_branch_id and c.collected_at is not null`);
  await tx.execute(sql`
    insert into journal_entries (natural_key, kind, created_by)
    select 'remit:' || r.id, 'remittance', ${actor} from cod_remittances r where r.bank_ref like 'BENCH-%'`);
  await tx.execute(sql`
    insert into postings (entry_id, account_id, amount)
    select e.id, line.account, line.amount
    from cod_remittances r
    join journal_entries e on e.natural_key = 'remit:' || r.id
    cross join lateral (values ('bank:' || r.company_id, r.amount), ('cash:branch:' || r.branch_id, -r.amount))
      as line(account, amount)
    where r.bank_ref like 'BENCH-%'`);
  // The balances the posting trigger would have kept (every account's Σ postings), with each kind's bounds.
  await tx.execute(sql`
    insert into ledger_accounts (id, kind, balance, min_balance, max_balance, debit_limit)
    select p.account_id, split_part(p.account_id, ':', 1), sum(p.amount),
      case split_part(p.account_id, ':', 1)
        when 'cash' then ${cash.min}::bigint when 'bank' then ${cash.min}::bigint
        when 'receivable' then ${receivable.min}::bigint end,
      case split_part(p.account_id, ':', 1) when 'payable' then ${payable.max}::bigint end,
      null
    from postings p group by p.account_id
    on conflict (id) do update set balance = excluded.balance`);
  await tx.execute(sql`
    insert into ledger_accounts (id, kind, debit_limit)
    select 'receivable:credit:' || m.id, 'receivable', 0 from merchants m where m.name like 'Bench merchant %'
    on conflict (id) do nothing`);
});
for (const table of ['labels', 'label_cod', 'journal_entries', 'postings', 'ledger_accounts', 'merchants']) {
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}
const [counts] = await queryRows<{ cod: number; entries: number; postings: number; total: string }>(
  db,
  sql`select (select count(*)::int from label_cod) as cod, (select count(*)::int from journal_entries) as entries,
        (select count(*)::int from postings) as postings, (select sum(balance)::text from ledger_accounts) as total`,
);
console.log(
  `done in ${Math.round((Date.now() - started) / 1000)} s: ${counts?.cod} COD labels, ${counts?.entries} journal entries, ` +
    `${counts?.postings} postings; the balances sum to ${counts?.total}`,
);
await handle.close();
