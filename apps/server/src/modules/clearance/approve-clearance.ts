import type { ClearanceResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { clearanceBatchOf } from './clearance-batch.js';
import { clearanceRepository } from './clearance.repository.js';

/**
 * POST /api/cod-clearance/{id}/approve (money design §5 "dual approval"): a second finance-manager — never the
 * issuer — approves a pending batch that needs it. Approving again is harmless (the same answer); a batch that
 * needs no approval, or is no longer pending, is a 409. The route needs the password typed again.
 */
export async function approveClearance({
  db,
  clock,
  actor,
  id,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
}): Promise<ClearanceResponse> {
  await db.transaction(async (tx) => {
    const batch = await clearanceRepository.lockBatch(tx, actor.companyId, id);
    if (!batch) throw new AppError('NOT_FOUND');
    if (batch.status !== 'pending' || batch.voidedAt) throw new AppError('CLEARANCE_NOT_PENDING');
    if (batch.issuedBy === actor.id) throw new AppError('CLEARANCE_SELF_APPROVAL');
    if (batch.approvedBy === actor.id) return;
    if (!batch.needsApproval || batch.approvedBy !== null) throw new AppError('CONFLICT');
    const now = clock.now();
    await clearanceRepository.updateBatch(tx, batch.id, { approvedBy: actor.id, approvedAt: now });
    await recordAudit(tx, { actor, action: 'clearance.approve', entity: 'cod_clearance', entityId: batch.id });
  });
  return { data: clearanceBatchOf((await clearanceRepository.findBatch(db, actor.companyId, id))!) };
}
