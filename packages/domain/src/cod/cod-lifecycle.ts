import type { CodServiceState } from './cod-enums.js';

/** What moves a label's COD along (money design §1). */
export const codEvents = [
  /** The courier delivered and collected the COD charge C. */
  'collect',
  /** A supervisor reverses a wrongly scanned delivery, before the branch remitted the cash. */
  'reverse_collection',
  /** The parcel is returned, rejected or cancelled: no COD, but its charges are still owed. */
  'cancel',
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
