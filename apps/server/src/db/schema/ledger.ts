import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { journalEntryKinds, ledgerAccountKinds } from '@waypost/domain';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * The double-entry ledger of the money side (shared/design/money §3). An account's balance is kept by a trigger on
 * postings (migration 0012) under the account's row lock, so its CHECKs bound it at every commit: cash and
 * receivables never below 0, payables never above 0, and a credit account not past its `debit_limit`.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    /** e.g. `payable:cod:3`, `cash:branch:1`: the kind, then what it is for. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    /** Signed, debits positive. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    minBalance: bigint('min_balance', { mode: 'number' }),
    maxBalance: bigint('max_balance', { mode: 'number' }),
    /** A limit that only postings raising the balance must respect (shipping credit); payments always pass. */
    debitLimit: bigint('debit_limit', { mode: 'number' }),
  },
  (table) => [
    check('ledger_accounts_min_balance', sql`${table.minBalance} is null or ${table.balance} >= ${table.minBalance}`),
    check('ledger_accounts_max_balance', sql`${table.maxBalance} is null or ${table.balance} <= ${table.maxBalance}`),
  ],
);

/** One business event in the ledger. Append-only; a correction is a reversal (`reversal_of`). */
export const journalEntries = pgTable('journal_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** What makes the event unique (`clr-issue:7`): a replay finds the entry instead of posting twice. */
  naturalKey: text('natural_key').notNull().unique(),
  kind: text('kind', { enum: journalEntryKinds }).notNull(),
  reversalOf: bigint('reversal_of', { mode: 'number' })
    .unique()
    .references((): AnyPgColumn => journalEntries.id),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** The lines of an entry: they sum to zero and there are at least two (checked at commit, migration 0012). */
export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('postings_entry_idx').on(table.entryId),
    index('postings_account_idx').on(table.accountId),
    check('postings_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
