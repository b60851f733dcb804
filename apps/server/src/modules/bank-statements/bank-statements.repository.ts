import {
  ledgerAccounts as accountIds,
  yangonDay,
  type BankLineState,
  type BankMatchKind,
  type BankStatementMapping,
  type MatchTarget,
} from '@waypost/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  bankStatementLines,
  bankStatementMappings,
  bankStatementMatches,
  bankStatements,
  branches,
  codClearances,
  codRemittances,
  journalEntries,
  ledgerAccounts,
  postings,
  users,
} from '../../db/schema/index.js';

export type BankStatementLineRow = typeof bankStatementLines.$inferSelect;
export type NewBankStatementLine = typeof bankStatementLines.$inferInsert;

/** A line with its match, as the lines screen reads it. */
export interface BankLineWithMatch extends BankStatementLineRow {
  match: { kind: BankMatchKind; targetId: number; matchedBy: string; matchedAt: Date } | null;
}

/**
 * `column` is one of `amounts`: the amounts go as one JSON parameter, read as a set the planner hashes. A 5,000-value
 * `in ($1 … $5000)` list was compared value by value on every row: 2.5–5 s against 9,000 remittances.
 */
const amountIn = (column: AnyPgColumn, amounts: number[]) =>
  sql`${column} in (select (jsonb_array_elements_text(${JSON.stringify(amounts)}::jsonb))::bigint)`;

/** Inserts are chunked: one statement's 5,000 lines in a few round trips, each under PostgreSQL's parameter limit. */
const insertChunk = 1_000;

const matchJoin = and(
  eq(bankStatementMatches.companyId, bankStatementLines.companyId),
  eq(bankStatementMatches.lineId, bankStatementLines.id),
);

export const bankStatementsRepository = {
  async findMapping(db: Database, companyId: number, bank: string): Promise<BankStatementMapping | null> {
    const [row] = await db
      .select({ mapping: bankStatementMappings.mapping })
      .from(bankStatementMappings)
      .where(and(eq(bankStatementMappings.companyId, companyId), eq(bankStatementMappings.bank, bank)));
    return row?.mapping ?? null;
  },

  async listMappings(db: Database, companyId: number) {
    return db
      .select({ bank: bankStatementMappings.bank, mapping: bankStatementMappings.mapping })
      .from(bankStatementMappings)
      .where(eq(bankStatementMappings.companyId, companyId))
      .orderBy(asc(bankStatementMappings.bank));
  },

  async saveMapping(
    tx: Database,
    row: { companyId: number; bank: string; mapping: BankStatementMapping; userId: number; at: Date },
  ) {
    await tx
      .insert(bankStatementMappings)
      .values({
        companyId: row.companyId,
        bank: row.bank,
        mapping: row.mapping,
        updatedBy: row.userId,
        updatedAt: row.at,
      })
      .onConflictDoUpdate({
        target: [bankStatementMappings.companyId, bankStatementMappings.bank],
        set: { mapping: row.mapping, updatedBy: row.userId, updatedAt: row.at },
      });
  },

  async insertStatement(tx: Database, row: typeof bankStatements.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(bankStatements).values(row).returning({ id: bankStatements.id });
    return inserted!.id;
  },

  async setStatementCounts(tx: Database, id: number, lineCount: number, duplicatesSkipped: number) {
    await tx.update(bankStatements).set({ lineCount, duplicatesSkipped }).where(eq(bankStatements.id, id));
  },

  /** Inserts the lines whose fingerprint the company has not seen; returns how many were new. */
  async insertNewLines(tx: Database, rows: NewBankStatementLine[]): Promise<number> {
    let added = 0;
    for (let start = 0; start < rows.length; start += insertChunk) {
      const inserted = await tx
        .insert(bankStatementLines)
        .values(rows.slice(start, start + insertChunk))
        .onConflictDoNothing({ target: [bankStatementLines.companyId, bankStatementLines.fingerprint] })
        .returning({ id: bankStatementLines.id });
      added += inserted.length;
    }
    return added;
  },

  async listStatements(db: Database, companyId: number) {
    const statements = await db
      .select({
        id: bankStatements.id,
        bank: bankStatements.bank,
        importedAt: bankStatements.importedAt,
        importedBy: users.name,
        periodFrom: bankStatements.periodFrom,
        periodTo: bankStatements.periodTo,
        lineCount: bankStatements.lineCount,
        duplicatesSkipped: bankStatements.duplicatesSkipped,
      })
      .from(bankStatements)
      .innerJoin(users, eq(users.id, bankStatements.importedBy))
      .where(eq(bankStatements.companyId, companyId))
      .orderBy(desc(bankStatements.id))
      .limit(200);
    const ids = statements.map((statement) => statement.id);
    const counts =
      ids.length === 0
        ? []
        : await db
            .select({ statementId: bankStatementLines.statementId, state: bankStatementLines.state, n: count() })
            .from(bankStatementLines)
            .where(inArray(bankStatementLines.statementId, ids))
            .groupBy(bankStatementLines.statementId, bankStatementLines.state);
    return statements.map((statement) => {
      const of = (state: BankLineState) =>
        counts.find((row) => row.statementId === statement.id && row.state === state)?.n ?? 0;
      return { ...statement, matched: of('matched'), unmatched: of('unmatched'), fee: of('fee') };
    });
  },

  async findStatement(db: Database, companyId: number, id: number) {
    const [row] = await db
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(and(eq(bankStatements.companyId, companyId), eq(bankStatements.id, id)));
    return row ?? null;
  },

  async listLines(db: Database, statementId: number, state: BankLineState | undefined): Promise<BankLineWithMatch[]> {
    const rows = await db
      .select({
        line: bankStatementLines,
        kind: bankStatementMatches.kind,
        targetId: bankStatementMatches.targetId,
        matchedBy: users.name,
        matchedAt: bankStatementMatches.matchedAt,
      })
      .from(bankStatementLines)
      .leftJoin(bankStatementMatches, matchJoin)
      .leftJoin(users, eq(users.id, bankStatementMatches.matchedBy))
      .where(
        and(
          eq(bankStatementLines.statementId, statementId),
          state === undefined ? undefined : eq(bankStatementLines.state, state),
        ),
      )
      .orderBy(asc(bankStatementLines.row), asc(bankStatementLines.id));
    return rows.map(withMatch);
  },

  async findLine(db: Database, companyId: number, id: number): Promise<BankLineWithMatch | null> {
    const [row] = await db
      .select({
        line: bankStatementLines,
        kind: bankStatementMatches.kind,
        targetId: bankStatementMatches.targetId,
        matchedBy: users.name,
        matchedAt: bankStatementMatches.matchedAt,
      })
      .from(bankStatementLines)
      .leftJoin(bankStatementMatches, matchJoin)
      .leftJoin(users, eq(users.id, bankStatementMatches.matchedBy))
      .where(and(eq(bankStatementLines.companyId, companyId), eq(bankStatementLines.id, id)));
    return row ? withMatch(row) : null;
  },

  /** The line, locked: a second person deciding it waits, then sees what the first decided. */
  async lockLine(tx: Database, companyId: number, id: number): Promise<BankStatementLineRow | null> {
    const [row] = await tx
      .select()
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.companyId, companyId), eq(bankStatementLines.id, id)))
      .for('update');
    return row ?? null;
  },

  async setLineState(tx: Database, id: number, state: BankLineState, feeEntryId: number | null, at: Date) {
    await tx.update(bankStatementLines).set({ state, feeEntryId, updatedAt: at }).where(eq(bankStatementLines.id, id));
  },

  /** Records the match, or returns false when the target is already matched to a line (the unique index decides). */
  async insertMatch(
    tx: Database,
    row: { lineId: number; companyId: number; kind: BankMatchKind; targetId: number; userId: number; at: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(bankStatementMatches)
      .values({
        lineId: row.lineId,
        companyId: row.companyId,
        kind: row.kind,
        targetId: row.targetId,
        matchedBy: row.userId,
        matchedAt: row.at,
      })
      .onConflictDoNothing()
      .returning({ lineId: bankStatementMatches.lineId });
    return inserted.length === 1;
  },

  /**
   * The company's targets not yet matched to any line, of the given amounts (a suggestion needs the exact amount):
   * COD remittances (money in), completed clearance payouts (money out), deposits to the bank (money in).
   */
  async openTargets(db: Database, companyId: number, amounts: number[]): Promise<MatchTarget[]> {
    if (amounts.length === 0) return [];
    return [
      ...(await this.targets(db, companyId, 'remittance', { amounts, onlyOpen: true })),
      ...(await this.targets(db, companyId, 'clearance_payout', { amounts, onlyOpen: true })),
      ...(await this.targets(db, companyId, 'deposit', { amounts, onlyOpen: true })),
    ];
  },

  /** One target of the company by kind and id (matched or not), or null. */
  async findTarget(db: Database, companyId: number, kind: BankMatchKind, id: number): Promise<MatchTarget | null> {
    const [target] = await this.targets(db, companyId, kind, { id, onlyOpen: false });
    return target ?? null;
  },

  async targets(
    db: Database,
    companyId: number,
    kind: BankMatchKind,
    filter: { amounts?: number[]; id?: number; onlyOpen: boolean },
  ): Promise<MatchTarget[]> {
    // Not yet matched: `not in` a set the planner hashes once. A correlated `not exists` became a nested loop over
    // every match per target when the statistics lagged a bulk import (seconds at 9,000 remittances).
    const open = (idColumn: AnyPgColumn) =>
      filter.onlyOpen
        ? sql`${idColumn} not in (select ${bankStatementMatches.targetId} from ${bankStatementMatches}
            where ${bankStatementMatches.companyId} = ${companyId} and ${bankStatementMatches.kind} = ${kind})`
        : undefined;
    if (kind === 'remittance') {
      const rows = await db
        .select({
          id: codRemittances.id,
          amount: codRemittances.amount,
          bankRef: codRemittances.bankRef,
          at: codRemittances.createdAt,
        })
        .from(codRemittances)
        .where(
          and(
            eq(codRemittances.companyId, companyId),
            filter.amounts ? amountIn(codRemittances.amount, filter.amounts) : undefined,
            filter.id === undefined ? undefined : eq(codRemittances.id, filter.id),
            open(codRemittances.id),
          ),
        );
      return rows.map((row) => ({
        kind,
        id: row.id,
        amount: row.amount,
        bankRef: row.bankRef,
        date: yangonDay(row.at),
      }));
    }
    if (kind === 'clearance_payout') {
      const rows = await db
        .select({
          id: codClearances.id,
          amount: codClearances.amount,
          bankRef: codClearances.bankRef,
          date: codClearances.transferDate,
        })
        .from(codClearances)
        .where(
          and(
            eq(codClearances.companyId, companyId),
            eq(codClearances.status, 'complete'),
            sql`${codClearances.amount} > 0`,
            filter.amounts ? amountIn(codClearances.amount, filter.amounts) : undefined,
            filter.id === undefined ? undefined : eq(codClearances.id, filter.id),
            open(codClearances.id),
          ),
        );
      return rows.map((row) => ({ kind, id: row.id, amount: row.amount, bankRef: row.bankRef, date: row.date! }));
    }
    const rows = await db
      .select({ id: journalEntries.id, amount: postings.amount, at: journalEntries.createdAt })
      .from(journalEntries)
      .innerJoin(postings, eq(postings.entryId, journalEntries.id))
      .where(
        and(
          eq(journalEntries.kind, 'bank_deposit'),
          eq(postings.accountId, accountIds.bank(companyId)),
          sql`${postings.amount} > 0`,
          filter.amounts ? amountIn(postings.amount, filter.amounts) : undefined,
          filter.id === undefined ? undefined : eq(journalEntries.id, filter.id),
          open(journalEntries.id),
        ),
      );
    return rows.map((row) => ({ kind, id: row.id, amount: row.amount, bankRef: null, date: yangonDay(row.at) }));
  },

  /** The bank account's balance in the books, its row locked until the transaction ends (0 before any posting). */
  async lockBankBalance(tx: Database, companyId: number): Promise<number> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountIds.bank(companyId)))
      .for('update');
    return row?.balance ?? 0;
  },

  /**
   * The branch that carries company-wide bank charges: the company's first branch, the one it was set up with (its
   * head office's own branch in every company Waypost has), so that they land in one expense account.
   */
  async headOfficeBranchId(db: Database, companyId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(asc(branches.id))
      .limit(1);
    return row?.id ?? null;
  },

  /** Of these lines, the company's still unmatched ones, locked (in id order, as every locker takes them). */
  async lockUnmatchedLines(tx: Database, companyId: number, ids: number[]): Promise<number[]> {
    const rows = await tx
      .select({ id: bankStatementLines.id })
      .from(bankStatementLines)
      .where(
        and(
          eq(bankStatementLines.companyId, companyId),
          inArray(bankStatementLines.id, ids),
          eq(bankStatementLines.state, 'unmatched'),
        ),
      )
      .orderBy(asc(bankStatementLines.id))
      .for('update');
    return rows.map((row) => row.id);
  },

  /** Inserts the matches whose target is still free; returns the lines matched. */
  async insertMatches(
    tx: Database,
    rows: { lineId: number; companyId: number; kind: BankMatchKind; targetId: number; userId: number; at: Date }[],
  ): Promise<number[]> {
    const matched: number[] = [];
    for (let start = 0; start < rows.length; start += insertChunk) {
      const inserted = await tx
        .insert(bankStatementMatches)
        .values(
          rows.slice(start, start + insertChunk).map((row) => ({
            lineId: row.lineId,
            companyId: row.companyId,
            kind: row.kind,
            targetId: row.targetId,
            matchedBy: row.userId,
            matchedAt: row.at,
          })),
        )
        .onConflictDoNothing()
        .returning({ lineId: bankStatementMatches.lineId });
      matched.push(...inserted.map((row) => row.lineId));
    }
    return matched;
  },

  async markMatched(tx: Database, ids: number[], at: Date) {
    for (let start = 0; start < ids.length; start += insertChunk) {
      await tx
        .update(bankStatementLines)
        .set({ state: 'matched', updatedAt: at })
        .where(inArray(bankStatementLines.id, ids.slice(start, start + insertChunk)));
    }
  },

  async unmatchedLinesOf(db: Database, statementId: number) {
    return db
      .select()
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.statementId, statementId), eq(bankStatementLines.state, 'unmatched')))
      .orderBy(asc(bankStatementLines.id));
  },
};

function withMatch(row: {
  line: BankStatementLineRow;
  kind: BankMatchKind | null;
  targetId: number | null;
  matchedBy: string | null;
  matchedAt: Date | null;
}): BankLineWithMatch {
  return {
    ...row.line,
    match:
      row.kind === null
        ? null
        : { kind: row.kind, targetId: row.targetId!, matchedBy: row.matchedBy ?? '', matchedAt: row.matchedAt! },
  };
}
