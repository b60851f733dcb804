import { bagCodeText, type BranchRef, type DispatchSummary, type MailbagSummary } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { dispatchesRepository } from './dispatches.repository.js';
import { mailbagsRepository, type DispatchRow, type MailbagRow } from './mailbags.repository.js';

/** What every use case of the branch network needs. */
export interface MailbagDeps {
  db: Database;
  clock: Clock;
}

/** The branch the actor works at; bagging, dispatching and opening happen at a branch (routes declare hasBranch). */
export function branchOf(actor: Actor): number {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  return actor.branch.id;
}

/** Head office sees every bag; a branch the bags it sends, receives, passes on, or holds (a mis-sent one). */
export function isBagVisible(actor: Actor, bag: MailbagRow): boolean {
  if (actor.allBranches) return true;
  const branchId = actor.branch?.id;
  if (branchId === undefined) return false;
  return (
    bag.originBranchId === branchId ||
    bag.destinationBranchId === branchId ||
    bag.transitBranchIds.includes(branchId) ||
    bag.lastBranchId === branchId
  );
}

/** Another branch's bag is a 404, never a 403: ids do not leak which bags exist. */
export function assertBagVisible(actor: Actor, bag: MailbagRow | null): asserts bag is MailbagRow {
  if (!bag || !isBagVisible(actor, bag)) throw new AppError('NOT_FOUND');
}

export function isDispatchVisible(actor: Actor, dispatch: DispatchRow): boolean {
  if (actor.allBranches) return true;
  const branchId = actor.branch?.id;
  return branchId === dispatch.originBranchId || branchId === dispatch.destinationBranchId;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const kilograms = (grams: number) => grams / 1000;

/** Branch references by id, for the rows being presented. */
export async function branchRefs(db: Database, companyId: number, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = await mailbagsRepository.findBranches(db, companyId, wanted);
  return new Map<number, BranchRef>(
    rows.map((row) => [row.id, { id: row.id, code: row.code, name_en: row.nameEn, name_mm: row.nameMm }]),
  );
}

function refOf(refs: Map<number, BranchRef>, id: number): BranchRef {
  return refs.get(id) ?? { id, code: '', name_en: '', name_mm: '' };
}

/** Bags as the API shows them. */
export async function presentBags(
  db: Database,
  companyId: number,
  bags: readonly MailbagRow[],
): Promise<MailbagSummary[]> {
  const refs = await branchRefs(
    db,
    companyId,
    bags.flatMap((bag) => [bag.originBranchId, bag.destinationBranchId, ...bag.transitBranchIds]),
  );
  const dispatchNos = await dispatchesRepository.dispatchNumbers(db, companyId, [
    ...new Set(bags.map((bag) => bag.dispatchId).filter((id): id is number => id !== null)),
  ]);
  return bags.map((bag) => ({
    id: bag.id,
    bag_code: bag.bagCode,
    bag_text: bagCodeText(bag.bagCode),
    status: bag.status,
    category: bag.category,
    origin: refOf(refs, bag.originBranchId),
    destination: refOf(refs, bag.destinationBranchId),
    transit: bag.transitBranchIds.map((id) => refOf(refs, id)),
    label_count: bag.labelCount,
    weight: bag.weightGrams === null ? null : kilograms(bag.weightGrams),
    dispatch_id: bag.dispatchId,
    dispatch_no: bag.dispatchId === null ? null : (dispatchNos.get(bag.dispatchId) ?? null),
    mis_sent_at: iso(bag.misSentAt),
    received_at: iso(bag.receivedAt),
    opened_at: iso(bag.openedAt),
    finished_at: iso(bag.finishedAt),
    closed_at: iso(bag.closedAt),
    created_at: bag.createdAt.toISOString(),
  }));
}

export async function presentBag(db: Database, companyId: number, bag: MailbagRow): Promise<MailbagSummary> {
  const [summary] = await presentBags(db, companyId, [bag]);
  return summary!;
}

/** A dispatch's code as the delivery bill prints it: route, Yangon day and number. */
export function dispatchCodeOf(dispatch: DispatchRow, refs: Map<number, BranchRef>): string {
  const origin = refOf(refs, dispatch.originBranchId).code;
  const destination = refOf(refs, dispatch.destinationBranchId).code;
  return `${origin}-${destination}-${dispatch.dispatchDay.replaceAll('-', '')}-${String(dispatch.dispatchNo).padStart(2, '0')}`;
}

/** Dispatches as the API shows them; overdue: still on the road past their expected arrival. */
export async function presentDispatches(
  db: Database,
  companyId: number,
  rows: readonly DispatchRow[],
  now: Date,
): Promise<DispatchSummary[]> {
  const refs = await branchRefs(
    db,
    companyId,
    rows.flatMap((row) => [row.originBranchId, row.destinationBranchId]),
  );
  const names = await dispatchesRepository.userNames(
    db,
    rows.map((row) => row.dispatchedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    dispatch_no: row.dispatchNo,
    dispatch_code: dispatchCodeOf(row, refs),
    state: row.state,
    origin: refOf(refs, row.originBranchId),
    destination: refOf(refs, row.destinationBranchId),
    carrier: {
      kind: row.carrierKind,
      name: row.carrierName,
      vehicle_no: row.vehicleNo,
      driver_phone: row.driverPhone,
    },
    bag_count: row.bagCount,
    label_count: row.labelCount,
    weight: kilograms(row.weightGrams),
    dispatched_at: row.dispatchedAt.toISOString(),
    dispatched_by: names.has(row.dispatchedBy) ? { id: row.dispatchedBy, name: names.get(row.dispatchedBy)! } : null,
    expected_at: row.expectedAt.toISOString(),
    overdue: row.state === 'in_transit' && row.expectedAt.getTime() < now.getTime(),
    received_at: iso(row.receivedAt),
  }));
}
