import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankLineDirections, bankLineStates, bankMatchKinds, type BankStatementMapping } from '@waypost/domain';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { journalEntries } from './ledger.js';
import { users } from './users.js';

/** One imported bank statement file (issue 28 §5): who imported it, how many lines it added and skipped. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bank: text('bank').notNull(),
    lineCount: integer('line_count').notNull(),
    duplicatesSkipped: integer('duplicates_skipped').notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: createdAt(),
  },
  (table) => [index('bank_statements_company_idx').on(table.companyId, table.id)],
);

/**
 * A line of a statement. Its fingerprint (a hash of every field the bank printed and its occurrence among identical
 * lines) is unique per company — each company has one bank account — so importing a statement again adds nothing.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => bankStatements.id),
    row: integer('row').notNull(),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    direction: text('direction', { enum: bankLineDirections }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }),
    occurrence: integer('occurrence').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: bankLineStates }).notNull().default('unmatched'),
    /** The bank charge's journal entry (state `fee`). */
    feeEntryId: bigint('fee_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bank_statement_lines_fingerprint_unique').on(table.companyId, table.fingerprint),
    index('bank_statement_lines_statement_idx').on(table.statementId, table.state, table.id),
    index('bank_statement_lines_company_state_idx').on(table.companyId, table.state, table.lineDate),
    check('bank_statement_lines_amount_positive', sql`${table.amount} > 0`),
    check(
      'bank_statement_lines_fee_entry',
      sql`(${table.state} = 'fee') = (${table.feeEntryId} is not null) and (${table.state} <> 'fee' or ${table.direction} = 'debit')`,
    ),
  ],
);

/**
 * A line confirmed by a person as a remittance, a clearance payout or a deposit. One match per line and one line per
 * target: the unique index is what makes two people matching one target at once end with one match.
 */
export const bankStatementMatches = pgTable(
  'bank_statement_matches',
  {
    lineId: bigint('line_id', { mode: 'number' })
      .primaryKey()
      .references(() => bankStatementLines.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: bankMatchKinds }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    matchedBy: integer('matched_by')
      .notNull()
      .references(() => users.id),
    matchedAt: createdAt(),
  },
  (table) => [uniqueIndex('bank_statement_matches_target_unique').on(table.companyId, table.kind, table.targetId)],
);

/** The column mapping last used for each bank, per company: the next import of that bank needs none. */
export const bankStatementMappings = pgTable(
  'bank_statement_mappings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bank: text('bank').notNull(),
    mapping: jsonb('mapping').$type<BankStatementMapping>().notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: utcTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.bank] })],
);
