import type { LabelStatus } from '../labels/label-enums.js';
import type { CodServiceState } from './cod-enums.js';

/** What moves a label's COD along (money design §1). */
export const codEvents = [
  /** The courier delivered and collected the COD charge C. */
  'collect',
  /** A supervisor reverses a wrongly scanned delivery, before the branch remitted the cash. */
  'reverse_collection',
  /** The parcel is returned, rejected or cancelled: no COD, but its charges are still owed. */
  'cancel',
  /** A return scanned by mistake is rolled back before the label was cleared: the COD is open again. */
  'reverse_cancel',
  /** The accountant found the branch's remittance for this label in the bank. */
  'confirm_remittance',
  /** The accountant puts the label in a clearance batch. */
  'claim',
  /** A finance-manager voids the pending batch: the label can be claimed again. */
  'release',
  /** The batch is paid out. */
  'complete',
] as const;
export type CodEvent = (typeof codEvents)[number];

/**
 * The COD state after `event`, or null when the event cannot happen in `state`. `collected` says whether the COD
 * was collected: a batch's labels are either collected (ready) or cancelled with charges owed, and a voided batch
 * gives each back the state it was claimed from.
 */
export function codStateAfter(state: CodServiceState, event: CodEvent, collected: boolean): CodServiceState | null {
  switch (event) {
    case 'collect':
      return state === 'ongoing' ? 'process' : null;
    case 'reverse_collection':
      return state === 'process' ? 'ongoing' : null;
    case 'cancel':
      return state === 'ongoing' ? 'cancel' : null;
    case 'reverse_cancel':
      return state === 'cancel' ? 'ongoing' : null;
    case 'confirm_remittance':
      return state === 'process' ? 'ready_to_clearance' : null;
    case 'claim':
      return claimableCodStates.includes(state) && (state === 'cancel') === !collected ? 'clearance' : null;
    case 'release':
      return state === 'clearance' ? (collected ? 'ready_to_clearance' : 'cancel') : null;
    case 'complete':
      return state === 'clearance' ? 'complete' : null;
  }
}

/** States a label can be claimed into a clearance batch from: collected and banked, or cancelled with charges. */
export const claimableCodStates: readonly CodServiceState[] = ['ready_to_clearance', 'cancel'];

/** What a label's status says about its COD: still on its way, collected from the receiver, or never to be. */
export type CodOutcome = 'open' | 'collected' | 'not_collected';

/** Statuses that end a parcel without collecting its COD: rejected, or sent back to the sender. */
const notCollectedStatuses: readonly LabelStatus[] = [
  'reject',
  'sentback_to_customer',
  'return_confirmed',
  'mpost_return_confirmed',
];

/** The COD outcome of a label in `status` (delivered = the courier collected C). */
export function codOutcomeOf(status: LabelStatus): CodOutcome {
  if (status === 'delivered') return 'collected';
  return notCollectedStatuses.includes(status) ? 'not_collected' : 'open';
}

/** The events that bring a label's COD in line with its status; 'refused' when that would undo money moved on. */
export type CodSteps = readonly ('collect' | 'reverse_collection' | 'cancel' | 'reverse_cancel')[] | 'refused';

/**
 * What a status change means for the COD (money design §1): a delivery collects, a return or rejection cancels (the
 * charges stay owed), and rolling either back reverses it — but only while the money has not moved on: once the
 * branch's remittance is confirmed or the label is in a batch, the status may no longer leave the outcome the money
 * was booked for. `collected` says whether the COD was collected (what a label in a batch or complete was).
 */
export function codStepsFor(
  { state, collected }: { state: CodServiceState; collected: boolean },
  outcome: CodOutcome,
): CodSteps {
  switch (state) {
    case 'ongoing':
      return outcome === 'collected' ? ['collect'] : outcome === 'not_collected' ? ['cancel'] : [];
    case 'process':
      return outcome === 'collected'
        ? []
        : outcome === 'open'
          ? ['reverse_collection']
          : ['reverse_collection', 'cancel'];
    case 'cancel':
      return outcome === 'not_collected' ? [] : outcome === 'open' ? ['reverse_cancel'] : ['reverse_cancel', 'collect'];
    case 'ready_to_clearance':
    case 'clearance':
    case 'complete':
      return outcome === (collected ? 'collected' : 'not_collected') ? [] : 'refused';
  }
}
