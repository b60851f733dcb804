import type { BankLineDirection, BankMatchKind } from './bank-statement-enums.js';
import { bankMatchKindDirection } from './bank-statement-enums.js';
import { ledgerAccounts, type JournalEntryDraft } from '../ledger/ledger-entries.js';

/**
 * Suggesting what a statement line is (issue 28 §5): a target of the same direction and exactly the same amount,
 * dated within the window of the line's date or named by its bank reference in the line's reference or description.
 * A person confirms; the system never matches on its own.
 */

/** The days either side of a line's date a target may be dated and still be suggested (a company setting later). */
export const defaultMatchWindowDays = 3;

/** A statement line as the matcher sees it. */
export interface MatchableLine {
  id: number;
  date: string;
  direction: BankLineDirection;
  amount: number;
  reference: string;
  description: string;
}

/** A remittance, a clearance payout or a deposit not yet matched to any line. */
export interface MatchTarget {
  kind: BankMatchKind;
  id: number;
  amount: number;
  /** The day it was dated (remitted, transferred, deposited), `YYYY-MM-DD` in Yangon. */
  date: string;
  /** The bank reference recorded with it, or null (deposits carry none). */
  bankRef: string | null;
}

/** A target suggested for a line: `exact` when the amount, the window and the reference all agree. */
export interface MatchSuggestion {
  kind: BankMatchKind;
  id: number;
  amount: number;
  date: string;
  bankRef: string | null;
  daysApart: number;
  referenceFound: boolean;
  exact: boolean;
}

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Letters and digits only, upper case: `KBZ/2026-0042` and `kbz 2026 0042` are the same reference. */
const compact = (text: string) =>
  text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** True when the target's bank reference appears in the line's reference or description (at least 4 characters). */
export function referenceAppears(line: Pick<MatchableLine, 'reference' | 'description'>, bankRef: string | null) {
  const ref = bankRef === null ? '' : compact(bankRef);
  if (ref.length < 4) return false;
  return compact(line.reference).includes(ref) || compact(line.description).includes(ref);
}

/**
 * The targets suggested for one line, best first: a reference found before one not found, then the nearer date,
 * then the older target. Only the same direction and the exact amount are candidates, and of those only the ones in
 * the date window or whose reference the line names (a bank may book a transfer days late, but it prints its ref).
 */
export function suggestTargets(
  line: MatchableLine,
  targets: readonly MatchTarget[],
  windowDays = defaultMatchWindowDays,
): MatchSuggestion[] {
  return targets
    .filter((target) => bankMatchKindDirection[target.kind] === line.direction && target.amount === line.amount)
    .map((target) => {
      const daysApart = Math.abs(daysBetween(line.date, target.date));
      const referenceFound = referenceAppears(line, target.bankRef);
      const inWindow = daysApart <= windowDays;
      return { ...target, daysApart, referenceFound, exact: referenceFound && inWindow, inWindow };
    })
    .filter((suggestion) => suggestion.inWindow || suggestion.referenceFound)
    .sort(
      (a, b) =>
        Number(b.referenceFound) - Number(a.referenceFound) ||
        a.daysApart - b.daysApart ||
        a.date.localeCompare(b.date) ||
        a.id - b.id,
    )
    .map(({ inWindow: _inWindow, ...suggestion }) => suggestion);
}

/** A target's identity across kinds. */
export const matchTargetKey = (target: Pick<MatchTarget, 'kind' | 'id'>) => `${target.kind}:${target.id}`;

/**
 * "Confirm all exact suggestions": the pairs where a line has exactly one exact suggestion and that target is the
 * exact suggestion of no other line — anything ambiguous is left for a person to choose.
 */
export function exactPairs(
  suggestionsByLine: ReadonlyMap<number, readonly MatchSuggestion[]>,
): { lineId: number; kind: BankMatchKind; targetId: number }[] {
  const exactOf = new Map<number, MatchSuggestion[]>();
  const claims = new Map<string, number>();
  for (const [lineId, suggestions] of suggestionsByLine) {
    const exact = suggestions.filter((suggestion) => suggestion.exact);
    exactOf.set(lineId, exact);
    for (const suggestion of exact)
      claims.set(matchTargetKey(suggestion), (claims.get(matchTargetKey(suggestion)) ?? 0) + 1);
  }
  const pairs: { lineId: number; kind: BankMatchKind; targetId: number }[] = [];
  for (const [lineId, exact] of exactOf) {
    const [only] = exact;
    if (exact.length === 1 && claims.get(matchTargetKey(only!)) === 1) {
      pairs.push({ lineId, kind: only!.kind, targetId: only!.id });
    }
  }
  return pairs;
}

/**
 * The journal entry of a bank charge found on the statement (issue 28 §5): Dr `expense:bank_charge:{branch}` /
 * Cr `bank:{account}`, once per line (`bank-fee:{lineId}`).
 */
export function bankFeeEntry({
  lineId,
  branchId,
  bankAccountId,
  amount,
}: {
  lineId: number;
  branchId: number;
  bankAccountId: number;
  amount: number;
}): JournalEntryDraft {
  return {
    naturalKey: `bank-fee:${lineId}`,
    kind: 'bank_fee',
    postings: [
      { account: ledgerAccounts.expense('bank_charge', branchId), amount },
      { account: ledgerAccounts.bank(bankAccountId), amount: -amount },
    ],
  };
}
