import {
  hasPermission,
  ledgerAccounts,
  tillFigures,
  yangonDay,
  yangonDayStart,
  type TillCloseItem,
  type TillFigures,
  type TillResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { tillRepository, type TillCloseItemRow } from './till.repository.js';

const dayMs = 86_400_000;

/** The branch a reader is bound to, or undefined for head office and finance, who read every branch. */
export const tillScopeOf = (actor: Actor): number | undefined =>
  actor.allBranches ? undefined : (actor.branch?.id ?? -1);

/** The UTC instants a Yangon day (yyyy-mm-dd) starts and ends. */
export function yangonDayBounds(date: string): { start: Date; end: Date } {
  const start = yangonDayStart(date);
  return { start, end: new Date(start.getTime() + dayMs) };
}

/** The figures in the API's shape (what a close keeps as it was). */
export type TillFiguresBody = Pick<
  TillResponse,
  'opening' | 'cash_in' | 'cash_out' | 'other' | 'total_in' | 'total_out' | 'expected'
>;

export const figuresBody = (figures: TillFigures): TillFiguresBody => ({
  opening: figures.opening,
  cash_in: figures.cashIn,
  cash_out: figures.cashOut,
  other: figures.other,
  total_in: figures.totalIn,
  total_out: figures.totalOut,
  expected: figures.expected,
});

/**
 * A branch's till for a Yangon day that is not closed, from the ledger's postings on `cash:branch:{id}`.
 *
 * What "the day" covers (issue 28 §4 leaves it open): the postings after the last close before the day, up to the
 * day's end. When the day before was closed, everything posted after that close counts on this day (a posting made
 * after a close, even before midnight, belongs to the next day: corrections post on the next day). When earlier days
 * were left open, their postings are in the opening float with the earlier close's count. A posting whose
 * transaction was still running when a close read the till (it waited on the till's lock) counts on the next day,
 * in its opening float. The opening is computed as the balance now less what came after it, so the figures always
 * add up to the books exactly.
 *
 * `through` extends the day to cover everything posted so far (the close itself, whatever the clocks say).
 */
export async function computeTill(
  tx: Database,
  {
    branchId,
    date,
    lock = false,
    through = false,
  }: { branchId: number; date: string; lock?: boolean; through?: boolean },
): Promise<{ figures: TillFigures; balance: number }> {
  const account = ledgerAccounts.branchCash(branchId);
  const { start, end } = yangonDayBounds(date);
  // Closing: the till's row locked first, so no posting lands on it until the close commits.
  const locked = lock ? await tillRepository.cashBalance(tx, account, { lock }) : null;
  const base = await tillRepository.findClose(tx, branchId, date, { before: true });
  const read = await tillRepository.sumsAfter(tx, {
    account,
    afterPostingId: base?.cutoffPostingId ?? 0,
    dayStart: start,
    dayEnd: through ? new Date('9999-12-31T00:00:00Z') : end,
    cutoffStartsDay: base?.businessDate === yangonDay(start.getTime() - 1),
  });
  const balance = locked ?? read.balance;
  const sums = read.sums;
  const after = sums.filter((row) => row.bucket === 'after').reduce((sum, row) => sum + row.amount, 0);
  const day = sums.filter((row) => row.bucket === 'day');
  const opening = balance - after - day.reduce((sum, row) => sum + row.amount, 0);
  return { figures: tillFigures(opening, day), balance };
}

/** A close as the screens read it, with what this reader may do to it. */
export function closeItemOf(row: TillCloseItemRow, actor: Actor): TillCloseItem {
  const { close } = row;
  return {
    id: close.id,
    branch: { id: row.branch.id, code: row.branch.code, name_en: row.branch.nameEn, name_mm: row.branch.nameMm },
    date: close.businessDate,
    state: close.state,
    expected: close.expected,
    counted: close.counted,
    difference: close.difference,
    reason: close.reason,
    counts: close.counts,
    closed_by: row.closedBy,
    closed_at: close.closedAt.toISOString(),
    approved_by: row.approvedBy,
    approved_at: close.approvedAt?.toISOString() ?? null,
    can_approve: close.state === 'closed' && close.closedBy !== actor.id && hasPermission(actor, 'till.approve'),
  };
}

/** One close the reader may see, as the item (another branch's or company's is not found). */
export async function loadCloseItem(db: Database, actor: Actor, id: number): Promise<TillCloseItem> {
  const [row] = await tillRepository.closeItems(db, {
    companyId: actor.companyId,
    branchId: tillScopeOf(actor),
    ids: [id],
  });
  if (!row) throw new AppError('NOT_FOUND');
  return closeItemOf(row, actor);
}
