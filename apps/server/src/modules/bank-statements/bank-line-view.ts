import { daysBetween, type BankStatementLineView, type MatchSuggestion } from '@waypost/domain';
import type { BankLineWithMatch } from './bank-statements.repository.js';

/** A line as the API shows it: unmatched lines with their age in days (Yangon) and their suggestions. */
export function bankLineView(
  line: BankLineWithMatch,
  today: string,
  suggestions: MatchSuggestion[] = [],
): BankStatementLineView {
  const unmatched = line.state === 'unmatched';
  return {
    id: line.id,
    statement_id: line.statementId,
    row: line.row,
    date: line.lineDate,
    description: line.description,
    reference: line.reference,
    direction: line.direction,
    amount: line.amount,
    balance: line.balance,
    state: line.state,
    age_days: unmatched ? Math.max(0, daysBetween(line.lineDate, today)) : null,
    match: line.match && {
      kind: line.match.kind,
      target_id: line.match.targetId,
      matched_by: line.match.matchedBy,
      matched_at: line.match.matchedAt.toISOString(),
    },
    suggestions: unmatched
      ? suggestions.map((suggestion) => ({
          kind: suggestion.kind,
          id: suggestion.id,
          amount: suggestion.amount,
          date: suggestion.date,
          bank_ref: suggestion.bankRef,
          days_apart: suggestion.daysApart,
          reference_found: suggestion.referenceFound,
          exact: suggestion.exact,
        }))
      : [],
  };
}
