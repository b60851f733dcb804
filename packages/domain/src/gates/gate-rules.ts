import type { LabelStatus, LabelType } from '../labels/label-enums.js';
import { finishedLabelStatuses } from '../mailbags/mailbag-rules.js';
import type { GateRefusal, GateReport } from './gate-enums.js';

/**
 * The bus-gate rules (issue 28 §1). A gate takes a parcel from the branch holding it — its origin branch right after
 * acceptance, or its destination branch once arrived — and carries it to the receiver's gate, where he collects it:
 * the label is sent to the receiver, then delivered — or, returned by the gate, goes back the way it came. Pure: the server decides with these inside its row locks.
 */

/** What the gate hand-over writes: on its way to the receiver (the bus is its last leg). */
export const gateHandOverStatus = 'send_to_destination_address' satisfies LabelStatus;

/** A label as the gate rules need it. */
export interface GateLabel {
  status: LabelStatus;
  labelType: LabelType;
  /** The label was booked with the gate_submit service (the merchant pays the gate's charge). */
  gateSubmit: boolean;
  /** Some branch of the company sits in the receiver's township. */
  destinationServed: boolean;
  acceptBranchId: number;
  deliverBranchId: number;
  /** Myanmar Post or a gate has it (labels.partner_hold). */
  withPartner: boolean;
  inBag: boolean;
}

/** Where the branch stands to the label: the origin that accepted it, or the destination it arrived at; else null. */
export function gateLegOf(
  label: Pick<GateLabel, 'status' | 'acceptBranchId' | 'deliverBranchId'>,
  branchId: number,
): 'origin' | 'destination' | null {
  if (label.status === 'accept_from_origin_branch' && label.acceptBranchId === branchId) return 'origin';
  if (label.status === 'arrived_to_destination_branch' && label.deliverBranchId === branchId) return 'destination';
  return null;
}

/** Why the branch may not hand this label to a gate, or null when it may. */
export function gateRefusalOf(label: GateLabel, branchId: number): GateRefusal | null {
  if ((finishedLabelStatuses as readonly LabelStatus[]).includes(label.status)) return 'finished';
  if (label.withPartner) return 'with_partner';
  if (label.inBag) return 'in_bag';
  if (label.labelType === 'mm_post') return 'mm_post';
  if (!label.gateSubmit && label.destinationServed) return 'not_for_gate';
  if (gateLegOf(label, branchId) === null) return 'not_here';
  return null;
}

/**
 * What a gate's report writes. Collected: delivered. Returned: back to the branch that handed it over — the origin
 * (then on as any direct return) or the destination branch (which sends it back to the origin as any return).
 */
export function gateReportStatus(report: GateReport, leg: 'origin' | 'destination'): LabelStatus {
  if (report === 'collected') return 'delivered';
  return leg === 'origin' ? 'sendback_to_origin_branch' : 'sendback_to_destination_branch';
}

/** The slip number printed on the hand-over slip: `GS-` and the slip's id, six digits at least. */
export function gateSlipNo(submitId: number): string {
  return `GS-${String(submitId).padStart(6, '0')}`;
}
