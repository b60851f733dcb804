import {
  hasPermission,
  yangonDay,
  type TillCloseListQuery,
  type TillCloseListResponse,
  type TillQuery,
  type TillResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { closeItemOf, computeTill, figuresBody, tillScopeOf, type TillFiguresBody } from './till-figures.js';
import { tillRepository } from './till.repository.js';

/**
 * The branch whose till the reader asks for: head office and finance name any branch of their company; a branch's
 * own people read their branch (another branch is not found, so its existence is not told).
 */
export async function tillBranchOf(db: Database, actor: Actor, branchId: number | undefined) {
  const scope = tillScopeOf(actor);
  const id = branchId ?? (scope === undefined ? actor.branch?.id : scope);
  if (id === undefined) throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['till.noBranch'] } });
  if (scope !== undefined && id !== scope) throw new AppError('NOT_FOUND');
  const branch = await tillRepository.findBranch(db, actor.companyId, id);
  if (!branch) throw new AppError('NOT_FOUND');
  return branch;
}

/** GET /api/finance/till: a branch's cash position for a Yangon day (today by default); a closed day as closed. */
export async function getTill({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: TillQuery;
}): Promise<TillResponse> {
  const branch = await tillBranchOf(db, actor, query.branch_id);
  const today = yangonDay(clock.now());
  const date = query.date ?? today;
  // An open day (the usual case) is computed alongside; a closed day shows what was counted against, never
  // recomputed, with only the till's cash now read.
  const [close, open] = await Promise.all([
    tillRepository.findClose(db, branch.id, date),
    computeTill(db, { branchId: branch.id, date }),
  ]);
  const computed = close ? null : open;
  const balance = open.balance;
  const [closeRow] = close
    ? await tillRepository.closeItems(db, { companyId: actor.companyId, ids: [close.id] })
    : [undefined];
  return {
    branch: { id: branch.id, code: branch.code, name_en: branch.nameEn, name_mm: branch.nameMm },
    date,
    ...(computed ? figuresBody(computed.figures) : (close!.figures as TillFiguresBody)),
    cash_now: balance,
    close: closeRow ? closeItemOf(closeRow, actor) : null,
    can_close: !close && date === today && actor.branch?.id === branch.id && hasPermission(actor, 'till.close'),
  };
}

/** GET /api/finance/till/closes: the closes of every branch (head office, finance) or of the reader's own. */
export async function listTillCloses({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: TillCloseListQuery;
}): Promise<TillCloseListResponse> {
  const scope = tillScopeOf(actor);
  if (scope !== undefined && query.branch_id !== undefined && query.branch_id !== scope) {
    return { data: [], totals: { count: 0, difference: 0 } };
  }
  const to = query.to ?? yangonDay(clock.now());
  // A month back unless asked: the list is for reviewing recent differences.
  const from = query.from ?? yangonDay(new Date(`${to}T12:00:00+06:30`).getTime() - 30 * 86_400_000);
  const rows = await tillRepository.closeItems(db, {
    companyId: actor.companyId,
    branchId: scope ?? query.branch_id,
    from,
    to,
    ...(query.state ? { state: query.state } : {}),
  });
  const data = rows.map((row) => closeItemOf(row, actor));
  return { data, totals: { count: data.length, difference: data.reduce((sum, item) => sum + item.difference, 0) } };
}
