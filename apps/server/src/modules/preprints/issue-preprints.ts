import { preprintCodeOf, type PreprintIssueRequest, type PreprintIssueResponse } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchOf, type PreprintDeps } from './preprint-access.js';
import { preprintsRepository } from './preprints.repository.js';

/**
 * POST /api/preprint (preprint.issue, at a branch): `count` codes for a merchant of the company, issued at the
 * actor's branch. The codes are serials of the label sequence, so they scan like any label's and no label booked
 * later gets one; they are ascending but need not be consecutive (labels booked meanwhile take serials too).
 */
export async function issuePreprints({
  db,
  clock,
  actor,
  request,
}: PreprintDeps & { actor: Actor; request: PreprintIssueRequest }): Promise<PreprintIssueResponse> {
  const branchId = branchOf(actor);
  return db.transaction(async (tx) => {
    const merchant = await preprintsRepository.findMerchant(tx, actor.companyId, request.merchant_id);
    if (!merchant) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { merchant_id: ['validation.noselectErrorMessage'] } });
    }
    const serials = await preprintsRepository.nextSerials(tx, request.count);
    const codes = serials.map((serial) => preprintCodeOf(request.type, serial));
    const range = await preprintsRepository.insertRange(tx, {
      companyId: actor.companyId,
      branchId,
      merchantId: merchant.id,
      type: request.type,
      count: request.count,
      issuedBy: actor.id,
      issuedAt: clock.now(),
    });
    await preprintsRepository.insertCodes(tx, range.id, actor.companyId, codes);
    await recordAudit(tx, {
      actor,
      action: 'preprint.issue',
      entity: 'preprint_range',
      entityId: range.id,
      after: {
        merchant_id: merchant.id,
        type: request.type,
        count: request.count,
        first: codes[0],
        last: codes.at(-1),
      },
    });
    return { id: range.id, codes, count: codes.length };
  });
}
