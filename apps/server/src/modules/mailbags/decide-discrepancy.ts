import type { DiscrepancyItem, DiscrepancyListQuery, MissingState } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { iso, type MailbagDeps } from './mailbag-access.js';
import { dispatchesRepository } from './dispatches.repository.js';
import { networkLabelsRepository } from './network-labels.repository.js';
import { mailbagsRepository } from './mailbags.repository.js';
import { arrivalWalkOf, walkLabel } from './open-mailbag.js';
import { refreshDispatchState } from './scan-mailbag-tag.js';

/**
 * The missing work list (issue 27 §4): a label an opening did not find is never silently lost. A supervisor confirms
 * it missing (status missing, who, when) or finds it (back to arrived); one confirmed missing that turns up is found
 * again, both steps kept in its history. The label row lock makes a late confirmation and a scan that finds it
 * one after the other: it ends found or missing, never both.
 */

/** The branches whose missing labels the actor decides: the destination's, or every branch for head office. */
function decidingBranch(actor: Actor): number | null {
  if (actor.allBranches) return null;
  if (!actor.branch) throw new AppError('FORBIDDEN');
  return actor.branch.id;
}

/** GET /api/discrepancy. */
export async function listDiscrepancies({
  db,
  actor,
  query,
}: MailbagDeps & { actor: Actor; query: DiscrepancyListQuery }): Promise<{ data: DiscrepancyItem[] }> {
  const rows = await mailbagsRepository.listMissing(db, {
    companyId: actor.companyId,
    branchId: decidingBranch(actor),
    state: query.state,
  });
  return {
    data: rows.map((row) => ({
      label: { id: row.label.id, tracking_code: row.label.trackingCode, status: row.label.status },
      mailbag: { id: row.bag.id, bag_code: row.bag.bagCode, dispatch_id: row.bag.dispatchId },
      state: row.item.missingState!,
      listed_at: (row.item.openedAt ?? row.item.addedAt).toISOString(),
      decided_at: iso(row.item.missingDecidedAt),
      decided_by: row.decidedBy ? { id: row.decidedBy.id, name: row.decidedBy.name } : null,
    })),
  };
}

async function decide(
  db: Database,
  { actor, labelId, decision, now }: { actor: Actor; labelId: number; decision: 'confirmed' | 'found'; now: Date },
): Promise<DiscrepancyItem> {
  return db.transaction(async (tx) => {
    const label = await networkLabelsRepository.lockLabel(tx, actor.companyId, labelId);
    if (!label) throw new AppError('NOT_FOUND');
    const branchId = decidingBranch(actor);
    const from: MissingState[] = decision === 'confirmed' ? ['open'] : ['open', 'confirmed'];
    const all = await mailbagsRepository.missingItemsOf(tx, label.id, ['open', 'confirmed', 'found']);
    const visible = all.filter(({ bag }) => branchId === null || bag.destinationBranchId === branchId);
    if (visible.length === 0) throw new AppError('NOT_FOUND');
    const waiting = visible.find(({ item }) => item.missingState !== null && from.includes(item.missingState));
    if (!waiting) throw new AppError('DISCREPANCY_DECIDED');
    const { item, bag } = waiting;
    let status = label.status;
    if (decision === 'confirmed') {
      await walkLabel(tx, { actor, label, walk: ['missing'], branchId: bag.destinationBranchId, now });
      status = 'missing';
    } else {
      const walk = await arrivalWalkOf(tx, actor, label, bag.destinationBranchId);
      // Arrived meanwhile by another scan: finding it only closes the line.
      if (walk) await walkLabel(tx, { actor, label, walk, branchId: bag.destinationBranchId, now });
      status = walk?.at(-1) ?? status;
    }
    await mailbagsRepository.updateItem(tx, item.id, {
      missingState: decision,
      missingDecidedAt: now,
      missingDecidedBy: actor.id,
    });
    await mailbagsRepository.insertEvents(tx, [
      {
        mailbagId: bag.id,
        event: decision === 'confirmed' ? 'missing_confirmed' : 'missing_found',
        branchId: bag.destinationBranchId,
        actorId: actor.id,
        labelId: label.id,
        at: now,
      },
    ]);
    for (const dispatchId of await dispatchesRepository.dispatchIdsOf(tx, bag.id)) {
      await refreshDispatchState(tx, dispatchId, now);
    }
    await recordAudit(tx, {
      actor,
      action: decision === 'confirmed' ? 'discrepancy.confirm-missing' : 'discrepancy.found',
      entity: 'label',
      entityId: label.id,
      before: { status: label.status, missing_state: item.missingState },
      after: { status, missing_state: decision, mailbag_id: bag.id },
    });
    return {
      label: { id: label.id, tracking_code: label.trackingCode, status },
      mailbag: { id: bag.id, bag_code: bag.bagCode, dispatch_id: bag.dispatchId },
      state: decision,
      listed_at: (item.openedAt ?? item.addedAt).toISOString(),
      decided_at: now.toISOString(),
      decided_by: { id: actor.id, name: actor.name },
    };
  });
}

/** POST /api/discrepancy/{labelId}/confirm-missing. */
export async function confirmMissing({ db, clock, actor, labelId }: MailbagDeps & { actor: Actor; labelId: number }) {
  return { data: await decide(db, { actor, labelId, decision: 'confirmed', now: clock.now() }) };
}

/** POST /api/discrepancy/{labelId}/found. */
export async function markFound({ db, clock, actor, labelId }: MailbagDeps & { actor: Actor; labelId: number }) {
  return { data: await decide(db, { actor, labelId, decision: 'found', now: clock.now() }) };
}
