import { eventTimesAfterStep, type LabelStatus, type PartnerHold } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { syncCallCaseOfStatus } from '../call-logs/label-call-cases.js';
import { syncLabelCod } from '../cod/label-cod.js';
import { enqueueLabelStatusChanged } from '../webhooks/label-events.js';
import { shippingTypeOf } from './label-access.js';
import { labelsRepository, type LabelRow } from './labels.repository.js';
import { enqueueLabelStepNotifications } from '../notifications/enqueue-notifications.js';

/** One label's step written for a partner (issue 28): the status its report or hand-over makes. */
export interface PartnerStep {
  /** Locked by the caller. */
  label: LabelRow;
  status: LabelStatus;
  /** Who holds the label after the step (undefined keeps it). */
  partnerHold?: PartnerHold | null;
  mmpostTrackingCode?: string;
  /**
   * Handed over by its origin, the partner carries it straight to the receiver: the label becomes direct (its
   * steps shown to both ends, a return coming straight back), as a label booked direct.
   */
  direct?: true;
}

/**
 * Writes the steps a bus gate or Myanmar Post makes (hand-over, collected, delivered, returned), each as the status
 * machine's own steps are written: the next transaction, the label's state and event times, its COD money (a
 * parcel collected at the far gate or delivered by the post is paid for where it was handed over: the handing
 * branch's cash), the merchant's webhook, the call case and an audit row. The caller holds the labels' row locks
 * (taken in id order) and has checked each step with the domain's rules.
 */
export async function writePartnerSteps(
  tx: Database,
  {
    actor,
    steps,
    branchId,
    note,
    action,
    now,
  }: { actor: Actor; steps: readonly PartnerStep[]; branchId: number; note: string | null; action: string; now: Date },
): Promise<void> {
  for (const { label, status, partnerHold, mmpostTrackingCode, direct } of steps) {
    const transactions = await labelsRepository.listTransactions(tx, label.id);
    const history = [...transactions.filter((row) => row.viewable).map((row) => row.status), status];
    const shippingType = shippingTypeOf(direct ? { direct: true } : label, history);
    await labelsRepository.insertTransaction(tx, {
      labelId: label.id,
      seq: (transactions.at(-1)?.seq ?? 0) + 1,
      status,
      branchId,
      actorId: actor.id,
      note,
      at: now,
    });
    await labelsRepository.updateLabelState(tx, label.id, {
      status,
      shippingType,
      ...(status === 'delivered' ? { deliveredAt: now } : {}),
      ...eventTimesAfterStep(label, status, now),
      at: now,
    });
    if (partnerHold !== undefined || mmpostTrackingCode !== undefined || direct) {
      await tx
        .update(labels)
        .set({
          ...(partnerHold !== undefined ? { partnerHold } : {}),
          ...(mmpostTrackingCode !== undefined ? { mmpostTrackingCode } : {}),
          ...(direct ? { direct } : {}),
        })
        .where(eq(labels.id, label.id));
    }
    if (label.acceptType === 'cod') {
      await syncLabelCod({ tx, actorId: actor.id, labelId: label.id, status, branchId, now });
    }
    await enqueueLabelStatusChanged(tx, { label, previousStatus: label.status, status, at: now });
    await enqueueLabelStepNotifications(
      tx,
      [
        {
          labelId: label.id,
          statuses: [status],
          facts: { ...label, shippingType, partnerHold: partnerHold === undefined ? label.partnerHold : partnerHold },
        },
      ],
      now,
    );
    await syncCallCaseOfStatus(tx, {
      companyId: actor.companyId,
      labelId: label.id,
      branchId: label.deliverBranchId,
      status,
      now,
    });
    await recordAudit(tx, {
      actor,
      action,
      entity: 'label',
      entityId: label.id,
      before: { status: label.status, partner_hold: label.partnerHold },
      after: {
        status,
        shipping_type: shippingType,
        ...(partnerHold !== undefined ? { partner_hold: partnerHold } : {}),
        ...(mmpostTrackingCode !== undefined ? { mmpost_tracking_code: mmpostTrackingCode } : {}),
        note,
      },
    });
  }
}

/** Locks labels of the company in id order (two hand-overs of overlapping labels never deadlock); missing ones are left out. */
export async function lockPartnerLabels(tx: Database, companyId: number, ids: readonly number[]): Promise<LabelRow[]> {
  const locked: LabelRow[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const label = await labelsRepository.lockLabel(tx, companyId, id);
    if (label) locked.push(label);
  }
  return locked;
}
