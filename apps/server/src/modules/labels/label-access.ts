import {
  deriveLabelStatus,
  deriveShippingType,
  labelSidesFor,
  visibleSteps,
  type LabelSide,
  type LabelStatus,
  type LabelViewer,
  type ShippingType,
  type StatusTransaction,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import type { LabelRow } from './labels.repository.js';

/** What every label use case needs; each use case lives in its own file (create, quote, list, get, status…). */
export interface LabelDeps {
  db: Database;
  clock: Clock;
}

export const iso = (date: Date) => date.toISOString();

/** The actor's branch; label work happens at a branch (routes declare hasBranch, this narrows the type). */
export function branchOf(actor: Actor): number {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  return actor.branch.id;
}

type LabelBranches = Pick<LabelRow, 'acceptBranchId' | 'deliverBranchId' | 'viaBranchId'>;

/** Which sides of the label the actor acts for: their current branch only (switching branch changes it). */
export function sidesOf(actor: Actor, label: LabelBranches): LabelSide[] {
  if (!actor.branch) return [];
  return labelSidesFor({
    userBranchIds: [actor.branch.id],
    acceptBranchId: label.acceptBranchId,
    deliverBranchId: label.deliverBranchId,
    viaBranchId: label.viaBranchId,
  });
}

/** Whose steps the actor is shown (spec §4 "Visibility"): head office sees every step, a branch its sides'. */
export function viewerOf(actor: Actor, label: LabelBranches): LabelViewer {
  return actor.allBranches ? 'head-office' : sidesOf(actor, label);
}

/** The label's steps and status as the actor is shown them; the status machine still decides on every step. */
export function viewOf<T extends StatusTransaction>(
  actor: Actor,
  label: LabelBranches & Pick<LabelRow, 'shippingType'>,
  transactions: readonly T[],
): { steps: T[]; status: LabelStatus } {
  const steps = visibleSteps({ shippingType: label.shippingType, transactions, viewer: viewerOf(actor, label) });
  return { steps, status: deriveLabelStatus(steps) };
}

/** A label another branch owns is invisible: 404, never 403, so ids do not leak which labels exist. */
/** Whether the user sees the label: every label of the company, or those his branches are a side of. */
export const isVisible = (actor: Actor, label: LabelRow) => actor.allBranches || sidesOf(actor, label).length > 0;

export function assertVisible(actor: Actor, label: LabelRow | null): asserts label is LabelRow {
  if (!label || !isVisible(actor, label)) throw new AppError('NOT_FOUND');
}

/**
 * The shipping type after `history`. Whether a label is direct was decided when it was created (by the creating
 * user, spec §4) and is kept in `direct`; the history's markers decide return, redirect or forward.
 */
export function shippingTypeOf(label: Pick<LabelRow, 'direct'>, history: readonly LabelStatus[]): ShippingType {
  return deriveShippingType({ direct: label.direct, history });
}
