import { preprintCodeOf, type PreprintIssueRequest, type PreprintIssueResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotentIfKeyed, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchOf, type PreprintDeps } from './preprint-access.js';
import { preprintsRepository } from './preprints.repository.js';

/**
 * POST /api/preprint (preprint.issue, at a branch): `count` codes for a merchant of the company, issued at the
 * actor's branch. The codes are serials of the label sequence, so they scan like any label's and no label booked
 * later gets one; they are ascending but need not be consecutive (labels booked meanwhile take serials too). With an
 * Idempotency-Key (as POST /api/label), a retry or a double click gets the first answer and no second range.
 */
export async function issuePreprints({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: PreprintDeps & {
  actor: Actor;
  request: PreprintIssueRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<PreprintIssueResponse>> {
  const branchId = branchOf(actor);
  return db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      { userId: actor.id, route: 'POST /api/preprint', key: idempotencyKey, request: { branchId, ...request } },
      async () => ({ status: 201, body: await issueRange({ tx, now: clock.now(), actor, branchId, request }) }),
    ),
  );
}

/** The range itself: its codes taken from the label sequence, stored and audited in the caller's transaction. */
async function issueRange({
  tx,
  now,
  actor,
  branchId,
  request,
}: {
  tx: Database;
  now: Date;
  actor: Actor;
  branchId: number;
  request: PreprintIssueRequest;
}): Promise<PreprintIssueResponse> {
  const merchant = await preprintsRepository.findMerchant(tx, actor.companyId, request.merchant_id);
  if (!merchant) throw fieldError('merchant_id', 'validation.noselectErrorMessage');
  const serials = await preprintsRepository.nextSerials(tx, request.count);
  const codes = serials.map((serial) => preprintCodeOf(request.type, serial));
  const range = await preprintsRepository.insertRange(tx, {
    companyId: actor.companyId,
    branchId,
    merchantId: merchant.id,
    type: request.type,
    count: request.count,
    issuedBy: actor.id,
    issuedAt: now,
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
}
