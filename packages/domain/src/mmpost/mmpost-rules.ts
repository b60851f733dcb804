import type { LabelStatus, LabelType } from '../labels/label-enums.js';
import { finishedLabelStatuses } from '../mailbags/mailbag-rules.js';
import type { MmpostFileStatus, MmpostItemState, MmpostRefusal } from './mmpost-enums.js';

/**
 * The Myanmar Post rules (issue 28 §2). mm_post labels walk the second variant's path whatever the company's
 * setting: handed off (`send_to_mmpost`) by the branch that accepted them, then delivered by the post, or returned
 * (`schedule_return`: the post is bringing it back) and received back (`mpost_return_confirmed`). Pure.
 */

/** A label as the hand-off rules need it. */
export interface MmpostLabel {
  status: LabelStatus;
  labelType: LabelType;
  acceptBranchId: number;
  withPartner: boolean;
  inBag: boolean;
}

/** Statuses at the accepting branch from which the post takes a label (variant 2 may have handed it to transport). */
const readyStatuses: readonly LabelStatus[] = ['accept_from_origin_branch', 'accept_by_transport'];

/** Why this branch may not hand the label to Myanmar Post, or null when it may. */
export function mmpostRefusalOf(label: MmpostLabel, branchId: number): MmpostRefusal | null {
  if (label.labelType !== 'mm_post') return 'not_mm_post';
  if ((finishedLabelStatuses as readonly LabelStatus[]).includes(label.status)) return 'finished';
  if (label.withPartner) return 'with_partner';
  if (label.inBag) return 'in_bag';
  if (!readyStatuses.includes(label.status) || label.acceptBranchId !== branchId) return 'not_here';
  return null;
}

/** What one row of the post's status file does to an item: its new state and the label status it writes, if any. */
export type MmpostRowOutcome =
  | { kind: 'apply'; state: MmpostItemState; labelStatus: LabelStatus | null }
  /** The same report again (a status file imported twice): nothing changes. */
  | { kind: 'already' }
  /** A report that contradicts what the item went through (delivered after returned…): the row is refused. */
  | { kind: 'refused'; messageKey: string };

export function mmpostRowOutcome(state: MmpostItemState, status: MmpostFileStatus): MmpostRowOutcome {
  // A transit scan only adds to the item's events, whenever the post's file reports it (files come out of order).
  if (status === 'in_transit') return { kind: 'apply', state, labelStatus: null };
  if (status === 'delivered') {
    if (state === 'delivered') return { kind: 'already' };
    return state === 'with_post'
      ? { kind: 'apply', state: 'delivered', labelStatus: 'delivered' }
      : { kind: 'refused', messageKey: 'mmpost.rowAfterEnd' };
  }
  if (state === 'returning' || state === 'return_confirmed') return { kind: 'already' };
  return state === 'with_post'
    ? { kind: 'apply', state: 'returning', labelStatus: 'schedule_return' }
    : { kind: 'refused', messageKey: 'mmpost.rowAfterEnd' };
}
