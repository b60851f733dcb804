import {
  bankPresetMappings,
  bankPresets,
  defaultMatchWindowDays,
  suggestTargets,
  yangonDay,
  type BankStatementLinesQuery,
  type BankStatementLinesResponse,
  type BankStatementListResponse,
  type BankStatementMappingsResponse,
  type MatchSuggestion,
  type MatchTarget,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { bankLineView } from './bank-line-view.js';
import { bankStatementsRepository, type BankStatementLineRow } from './bank-statements.repository.js';

/** GET /api/bank-statement: the company's imported statements, newest first, with their lines by state. */
export async function listBankStatements({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<BankStatementListResponse> {
  const rows = await bankStatementsRepository.listStatements(db, actor.companyId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      bank: row.bank,
      imported_at: row.importedAt.toISOString(),
      imported_by: row.importedBy,
      period_from: row.periodFrom,
      period_to: row.periodTo,
      lines: row.lineCount,
      duplicates_skipped: row.duplicatesSkipped,
      matched: row.matched,
      unmatched: row.unmatched,
      fee: row.fee,
    })),
  };
}

/** The suggestions of each unmatched line, from the company's open targets of the lines' amounts. */
export async function suggestionsFor(
  db: Database,
  companyId: number,
  lines: readonly Pick<
    BankStatementLineRow,
    'id' | 'lineDate' | 'direction' | 'amount' | 'reference' | 'description' | 'state'
  >[],
  windowDays = defaultMatchWindowDays,
): Promise<Map<number, MatchSuggestion[]>> {
  const unmatched = lines.filter((line) => line.state === 'unmatched');
  const targets = await bankStatementsRepository.openTargets(db, companyId, [
    ...new Set(unmatched.map((line) => line.amount)),
  ]);
  // Targets by amount: each line looks only at its own amount's few candidates (5,000 lines stay linear).
  const byAmount = new Map<number, MatchTarget[]>();
  for (const target of targets) byAmount.set(target.amount, [...(byAmount.get(target.amount) ?? []), target]);
  return new Map(
    unmatched.map((line) => [
      line.id,
      suggestTargets(
        {
          id: line.id,
          date: line.lineDate,
          direction: line.direction,
          amount: line.amount,
          reference: line.reference,
          description: line.description,
        },
        byAmount.get(line.amount) ?? [],
        windowDays,
      ),
    ]),
  );
}

/**
 * GET /api/bank-statement/{id}/lines?state=: the statement's lines, unmatched ones with their age in days and the
 * targets suggested for them. Another company's statement is not found.
 */
export async function listBankStatementLines({
  db,
  clock,
  actor,
  statementId,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  statementId: number;
  query: BankStatementLinesQuery;
}): Promise<BankStatementLinesResponse> {
  const statement = await bankStatementsRepository.findStatement(db, actor.companyId, statementId);
  if (!statement) throw new AppError('NOT_FOUND');
  const lines = await bankStatementsRepository.listLines(db, statementId, query.state);
  const suggestions = await suggestionsFor(db, actor.companyId, lines, query.window_days);
  const today = yangonDay(clock.now());
  return { data: lines.map((line) => bankLineView(line, today, suggestions.get(line.id))) };
}

/** GET /api/bank-statement/mappings: each bank's mapping, saved ones over the presets, for the import form. */
export async function listBankStatementMappings({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<BankStatementMappingsResponse> {
  const saved = await bankStatementsRepository.listMappings(db, actor.companyId);
  const savedBanks = new Set(saved.map((row) => row.bank));
  return {
    data: [
      ...bankPresets
        .filter((bank) => !savedBanks.has(bank))
        .map((bank) => ({ bank, preset: true, mapping: bankPresetMappings[bank] })),
      ...saved.map((row) => ({ bank: row.bank, preset: false, mapping: row.mapping })),
    ],
  };
}
