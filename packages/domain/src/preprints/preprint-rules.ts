import type { PreprintType } from '../labels/label-enums.js';
import { makeTrackingCode } from '../labels/tracking-codes.js';

/**
 * Preprinted labels (issue 30 §3): a branch issues a merchant a range of tracking codes printed in advance; a label
 * takes one of them later, each code once. A range's codes are real S10 codes drawn from the same serial sequence
 * as every label's, so a printed code scans like any label and never collides with a code allocated later.
 */
export const preprintLimits = { minCount: 1, maxCount: 1000 } as const;

/** A code is unused until a label takes it; voiding a range voids its unused codes (used ones stay used). */
export const preprintCodeStates = ['unused', 'used', 'voided'] as const;
export type PreprintCodeState = (typeof preprintCodeStates)[number];

/**
 * The S10 service indicator of a preprinted code: the service type is chosen only when the label is written, so a
 * preprinted code carries its sheet's kind instead (P = preprinted; I invoice, E envelope).
 */
export const preprintIndicators: Record<PreprintType, string> = { smart_invoice: 'PI', smart_envelope: 'PE' };

/** The tracking code a range of `type` prints for a serial of the label sequence. */
export function preprintCodeOf(type: PreprintType, serial: number): string {
  return makeTrackingCode({ indicator: preprintIndicators[type], serial });
}

export interface PreprintTally {
  used: number;
  unused: number;
  voided: number;
}

/** How many of a range's codes are in each state. */
export function tallyPreprintCodes(states: readonly PreprintCodeState[]): PreprintTally {
  const tally: PreprintTally = { used: 0, unused: 0, voided: 0 };
  for (const state of states) tally[state] += 1;
  return tally;
}

/** Why a code cannot be given to a new label, or null when it can (only an unused code can). */
export function preprintCodeRefusal(state: PreprintCodeState): 'used' | 'voided' | null {
  return state === 'unused' ? null : state;
}
