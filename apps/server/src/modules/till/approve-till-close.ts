import type { TillCloseItem } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { loadCloseItem, tillScopeOf } from './till-figures.js';
import { tillRepository } from './till.repository.js';

/**
 * POST /api/finance/till/{id}/approve: a supervisor or above (fresh re-authentication) signs off a close he did not
 * count himself (the database refuses it too); an approved close changes no more.
 */
export async function approveTillClose({
  db,
  clock,
  actor,
  id,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
}): Promise<{ data: TillCloseItem }> {
  await db.transaction(async (tx) => {
    const close = await tillRepository.lockClose(tx, actor.companyId, id, tillScopeOf(actor));
    if (!close) throw new AppError('NOT_FOUND');
    if (close.closedBy === actor.id) throw new AppError('TILL_SELF_APPROVAL');
    if (!(await tillRepository.approve(tx, id, { approvedBy: actor.id, at: clock.now() }))) {
      throw new AppError('TILL_NOT_CLOSED');
    }
    await recordAudit(tx, {
      actor,
      action: 'till.approve',
      entity: 'till_close',
      entityId: id,
      before: { state: close.state },
      after: { state: 'approved' },
    });
  });
  return { data: await loadCloseItem(db, actor, id) };
}
