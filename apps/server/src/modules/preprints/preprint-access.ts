import type { PreprintRange } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import type { PreprintItemRow } from './preprints.repository.js';

/** What every preprint use case needs. */
export interface PreprintDeps {
  db: Database;
  clock: Clock;
}

/** The branch the actor works at (issuing happens at a branch: the route declares hasBranch). */
export function branchOf(actor: Actor): number {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  return actor.branch.id;
}

/** The branch whose ranges the actor sees: undefined for head office (the whole company). */
export function rangeScopeOf(actor: Actor): number | undefined {
  if (actor.allBranches) return undefined;
  return branchOf(actor);
}

/** Another branch's (or company's) range is a 404, never a 403: ids do not leak which ranges exist. */
export function assertRangeVisible<T extends { branchId: number }>(actor: Actor, range: T | null): asserts range is T {
  if (!range || (!actor.allBranches && range.branchId !== actor.branch?.id)) throw new AppError('NOT_FOUND');
}

/** A range as the API shows it. */
export function preprintRangeOf(row: PreprintItemRow): PreprintRange {
  const range = row.range;
  return {
    id: range.id,
    type: range.type,
    merchant: row.merchant,
    branch: { id: row.branch.id, code: row.branch.code, name_en: row.branch.nameEn, name_mm: row.branch.nameMm },
    count: range.count,
    used: row.used,
    unused: row.unused,
    voided: row.voided,
    first_code: row.firstCode,
    last_code: row.lastCode,
    issued_by: row.issuedBy,
    issued_at: range.issuedAt.toISOString(),
    voided_at: range.voidedAt ? range.voidedAt.toISOString() : null,
  };
}
