import {
  gateHandOverEntry,
  gateHandOverStatus,
  gateLegOf,
  gateRefusalOf,
  gateSlipNo,
  normalizeTrackingCode,
  translate,
  type GateCandidate,
  type GateRefusal,
  type GateScanResponse,
  type GateSubmitRequest,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotentIfKeyed, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertVisible, branchOf } from '../labels/label-access.js';
import { labelsRepository, type LabelRow } from '../labels/labels.repository.js';
import { lockPartnerLabels, writePartnerSteps } from '../labels/partner-steps.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { mailbagsRepository } from '../mailbags/mailbags.repository.js';
import { gatesRepository } from './gates.repository.js';

/** Why the branch may not hand the label to a gate now, read inside the caller's transaction. */
async function refusalOf(db: Database, actor: Actor, label: LabelRow): Promise<GateRefusal | null> {
  const served = await gatesRepository.servedTownships(db, actor.companyId, [label.destinationTownship]);
  const bag = await mailbagsRepository.findLiveItem(db, label.id);
  return gateRefusalOf(
    {
      status: label.status,
      labelType: label.type,
      gateSubmit: label.gateSubmit,
      destinationServed: served.has(label.destinationTownship),
      acceptBranchId: label.acceptBranchId,
      deliverBranchId: label.deliverBranchId,
      withPartner: label.partnerHold !== null,
      inBag: bag !== null,
    },
    branchOf(actor),
  );
}

const refusalText = (locale: Locale, reason: GateRefusal, label: LabelRow) =>
  translate(locale, `gateRefusal.${reason}`, { status: translate(locale, `labelStatus.${label.status}`) });

async function candidateOf(db: Database, label: LabelRow): Promise<GateCandidate> {
  const [township] = await labelsRepository.findPlaces(db, [label.destinationTownship]);
  return {
    id: label.id,
    tracking_code: label.trackingCode,
    status: label.status,
    destination_name: label.destinationName,
    destination_phone: label.destinationPhone,
    destination_township: township ? { id: township.id, name_en: township.nameEn, name_mm: township.nameMm } : null,
    weight: label.weightGrams / 1000,
    gate_submit: label.gateSubmit,
  };
}

/**
 * GET /api/gate-submit/scan?code=: a scanned tracking code, answered for the hand-over list — the label, or why it
 * cannot go to a gate from this branch. Another branch's label is not found, as everywhere.
 */
export async function scanForGate({
  db,
  actor,
  code,
  locale,
}: {
  db: Database;
  actor: Actor;
  code: string;
  locale: Locale;
}): Promise<GateScanResponse> {
  const label = await labelsRepository.findCompanyLabelByCode(db, actor.companyId, normalizeTrackingCode(code));
  assertVisible(actor, label);
  const reason = await refusalOf(db, actor, label);
  if (reason) {
    return {
      answer: 'refused',
      reason,
      tracking_code: label.trackingCode,
      message: refusalText(locale, reason, label),
    };
  }
  return { answer: 'ok', label: await candidateOf(db, label) };
}

/**
 * POST /api/gate-submit: the clerk hands the scanned parcels to a gate's bus (issue 28 §1). All or nothing: every
 * label is locked (in id order) and checked again; one that may not go is named in a 409 and nothing is written.
 * The labels are sent on to the receiver with the gate holding them, the slip is numbered, and the gate's fee for
 * each parcel is posted as owed to its operator. With an Idempotency-Key a retry gets the first slip.
 */
export async function submitToGate({
  db,
  clock,
  actor,
  request,
  locale,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  request: GateSubmitRequest;
  locale: Locale;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ id: number; slip_no: string }>> {
  const branchId = branchOf(actor);
  return db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      { userId: actor.id, route: 'POST /api/gate-submit', key: idempotencyKey, request },
      async () => {
        const gate = await gatesRepository.lockGate(tx, actor.companyId, request.gate_id);
        if (!gate)
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { gate_id: ['validation.noselectErrorMessage'] } });
        if (!gate.active) throw new AppError('GATE_INACTIVE');
        const locked = await lockPartnerLabels(tx, actor.companyId, request.label_ids);
        if (locked.length !== new Set(request.label_ids).size) throw new AppError('NOT_FOUND');
        const legs = new Map<number, 'origin' | 'destination'>();
        for (const label of locked) {
          assertVisible(actor, label);
          const reason = await refusalOf(tx, actor, label);
          if (reason) {
            throw new AppError('GATE_LABEL_REFUSED', {
              params: { code: label.trackingCode, reason: refusalText(locale, reason, label) },
            });
          }
          legs.set(label.id, gateLegOf(label, branchId)!);
        }
        const now = clock.now();
        const submitId = await gatesRepository.insertSubmit(tx, {
          companyId: actor.companyId,
          gateId: gate.id,
          branchId,
          vehicleNo: request.vehicle_no,
          driverPhone: request.driver_phone,
          departsAt: new Date(request.departs_at),
          fee: gate.fee,
          createdBy: actor.id,
        });
        const slipNo = gateSlipNo(submitId);
        await gatesRepository.insertItems(
          tx,
          locked.map((label) => ({ gateSubmitId: submitId, labelId: label.id, leg: legs.get(label.id)! })),
        );
        await writePartnerSteps(tx, {
          actor,
          steps: locked.map((label) => ({
            label,
            status: gateHandOverStatus,
            partnerHold: 'gate' as const,
            ...(legs.get(label.id) === 'origin' ? { direct: true as const } : {}),
          })),
          branchId,
          note: `${gate.name} · ${request.vehicle_no} · ${slipNo}`,
          action: 'gate.hand_over',
          now,
        });
        const entry = gateHandOverEntry({ submitId, gateId: gate.id, branchId, amount: gate.fee * locked.length });
        if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
        await recordAudit(tx, {
          actor,
          action: 'gate.submit',
          entity: 'gate_submit',
          entityId: submitId,
          after: { slip_no: slipNo, gate_id: gate.id, label_ids: locked.map((label) => label.id), fee: gate.fee },
        });
        return { status: 201, body: { id: submitId, slip_no: slipNo } };
      },
    ),
  );
}
