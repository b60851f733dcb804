import { gateReportStatus, type GateReport, type GateReportRequest, type GateSubmitDetail } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { lockPartnerLabels, writePartnerSteps } from '../labels/partner-steps.js';
import { gatesRepository } from './gates.repository.js';
import { getGateSubmit } from './read-gate-submits.js';

/**
 * POST /api/gate-submit/{id}/collected and /returned: the branch that handed the parcels over records what the gate
 * reported (issue 28 §1). Collected: delivered at the far gate (a COD parcel's cash comes back with the gate's report
 * into the branch's till). Returned: back to the branch, which walks it on as any return; the gate no longer holds
 * it. Each label must be on this slip and still with the gate; all or nothing.
 */
export async function reportGate({
  db,
  clock,
  actor,
  id,
  report,
  request,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
  report: GateReport;
  request: GateReportRequest;
}): Promise<{ data: GateSubmitDetail }> {
  await db.transaction(async (tx) => {
    const submit = await gatesRepository.lockSubmit(tx, actor.companyId, id);
    // Only the branch that handed it over (or head office for it) hears from its gate.
    if (!submit || (!actor.allBranches && submit.branchId !== actor.branch?.id)) throw new AppError('NOT_FOUND');
    const items = await gatesRepository.itemsOf(tx, submit.id);
    const byLabel = new Map(items.map((row) => [row.item.labelId, row.item]));
    const locked = await lockPartnerLabels(tx, actor.companyId, request.label_ids);
    for (const labelId of new Set(request.label_ids)) {
      const item = byLabel.get(labelId);
      const label = locked.find((row) => row.id === labelId);
      if (!item || !label) throw new AppError('NOT_FOUND');
      if (item.state !== 'handed')
        throw new AppError('GATE_LABEL_NOT_HANDED', { params: { code: label.trackingCode } });
    }
    const now = clock.now();
    await writePartnerSteps(tx, {
      actor,
      steps: locked.map((label) => ({
        label,
        status: gateReportStatus(report, byLabel.get(label.id)!.leg),
        // Collected, the gate's record stays the label's last word; returned, the branches take it on again.
        partnerHold: report === 'returned' ? null : 'gate',
      })),
      branchId: submit.branchId,
      note: null,
      action: `gate.${report}`,
      now,
    });
    await gatesRepository.setItemStates(
      tx,
      submit.id,
      locked.map((label) => label.id),
      report,
      { userId: actor.id, at: now },
    );
    await recordAudit(tx, {
      actor,
      action: `gate_submit.${report}`,
      entity: 'gate_submit',
      entityId: submit.id,
      after: { label_ids: locked.map((label) => label.id) },
    });
  });
  return getGateSubmit({ db, actor, id });
}
