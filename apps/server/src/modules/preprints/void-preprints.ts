import type { PreprintVoidResponse } from '@waypost/domain';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertRangeVisible, preprintRangeOf, type PreprintDeps } from './preprint-access.js';
import { preprintsRepository } from './preprints.repository.js';

/**
 * POST /api/preprint/{id}/void (preprint.issue): the range's unused codes can no longer be taken by a label; used
 * ones stay used. Voiding a range with nothing unused voids nothing and answers 0.
 */
export async function voidPreprints({
  db,
  clock,
  actor,
  id,
}: PreprintDeps & { actor: Actor; id: number }): Promise<PreprintVoidResponse> {
  return db.transaction(async (tx) => {
    const range = await preprintsRepository.lockRange(tx, actor.companyId, id);
    assertRangeVisible(actor, range);
    const voided = await preprintsRepository.voidUnused(tx, id, actor.id, clock.now());
    await recordAudit(tx, {
      actor,
      action: 'preprint.void',
      entity: 'preprint_range',
      entityId: id,
      after: { voided },
    });
    const row = await preprintsRepository.findItem(tx, actor.companyId, id);
    return { voided, data: preprintRangeOf(row!) };
  });
}
