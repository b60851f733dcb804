import {
  dispatchStates,
  transferDirections,
  transferTabs,
  type BranchRef,
  type DispatchListQuery,
  type DispatchState,
  type MailbagListQuery,
  type MailbagSummary,
  type TransferDirection,
  type TransferTab,
} from '@waypost/domain';

/** What the transfer screen shows: a tab and a side, both kept in the URL (`?tab=…&direction=…`). */
export interface TransferView {
  tab: TransferTab;
  direction: TransferDirection;
}

const isTab = (value: string | null): value is TransferTab => transferTabs.some((tab) => tab === value);
const isDirection = (value: string | null): value is TransferDirection =>
  transferDirections.some((direction) => direction === value);
const isDispatchState = (tab: TransferTab): tab is DispatchState => dispatchStates.some((state) => state === tab);

/** The view the URL asks for; an unknown or missing tab is "preparing", an unknown side "outgoing". */
export function transferViewOf(params: URLSearchParams): TransferView {
  const tab = params.get('tab');
  const direction = params.get('direction');
  return { tab: isTab(tab) ? tab : 'preparing', direction: isDirection(direction) ? direction : 'outgoing' };
}

/** The URL's query with `change` applied, other parameters kept. */
export function transferSearchWith(params: URLSearchParams, change: Partial<TransferView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const view = { ...transferViewOf(params), ...change };
  next.set('tab', view.tab);
  next.set('direction', view.direction);
  return next;
}

/** What a tab lists: the bags still being prepared, or the dispatches in that state. */
export type TransferListQuery =
  { kind: 'bags'; query: MailbagListQuery } | { kind: 'dispatches'; query: DispatchListQuery };

/**
 * The request behind a tab. Head office (every branch) sees both sides of every branch at once: the server ignores
 * the side for it, so none is sent.
 */
export function transferListQuery(view: TransferView, everyBranch: boolean): TransferListQuery {
  const direction = everyBranch ? undefined : view.direction;
  if (!isDispatchState(view.tab)) return { kind: 'bags', query: { direction, undispatched: 'true' } };
  return { kind: 'dispatches', query: { direction, state: view.tab } };
}

/** A bag that may go into a dispatch: closed and weighed, in none yet. */
export function canHandOver(bag: Pick<MailbagSummary, 'status' | 'dispatch_id'>): boolean {
  return bag.status === 'process' && bag.dispatch_id === null;
}

/** A bag this branch's desk may tick for a hand-over: its own, closed, in no dispatch yet. */
export function selectableForHandOver(
  bag: Pick<MailbagSummary, 'status' | 'dispatch_id' | 'origin'>,
  branchId: number | null,
): boolean {
  return branchId !== null && bag.origin.id === branchId && canHandOver(bag);
}

/** Whether the chosen bags can leave together, and for where. */
export type HandOverCheck = HandOverReady | { ok: false; problem: 'none' | 'notClosed' | 'mixedDestinations' };

/** Bags that can leave together: their destination and load. */
export interface HandOverReady {
  ok: true;
  destination: BranchRef;
  bags: number;
  labels: number;
  /** kg. */
  weight: number;
}

/** The chosen bags leave in one dispatch when there are some, all closed, all for one destination. */
export function handOverCheckOf(bags: readonly MailbagSummary[]): HandOverCheck {
  const first = bags[0];
  if (!first) return { ok: false, problem: 'none' };
  if (!bags.every(canHandOver)) return { ok: false, problem: 'notClosed' };
  if (bags.some((bag) => bag.destination.id !== first.destination.id)) {
    return { ok: false, problem: 'mixedDestinations' };
  }
  return {
    ok: true,
    destination: first.destination,
    bags: bags.length,
    labels: bags.reduce((sum, bag) => sum + bag.label_count, 0),
    weight: kilogramsSum(bags.map((bag) => bag.weight ?? 0)),
  };
}

/** Kilograms added up to the gram, without float residue (0.1 + 0.2 is 0.3). */
export function kilogramsSum(weights: readonly number[]): number {
  return Math.round(weights.reduce((sum, weight) => sum + weight * 1000, 0)) / 1000;
}

/** The chosen bag ids still shown and still able to leave (a bag handed over elsewhere drops out). */
export function keptSelection(
  selected: ReadonlySet<number>,
  bags: readonly MailbagSummary[],
  branchId: number | null,
): Set<number> {
  return new Set(
    bags.filter((bag) => selected.has(bag.id) && selectableForHandOver(bag, branchId)).map((bag) => bag.id),
  );
}

/** `selected` with `id` ticked or unticked. */
export function toggledSelection(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

interface BranchChoice {
  id: number;
}

/** Where a bag opened at `originId` may go: every other branch. */
export function destinationChoices<Branch extends BranchChoice>(
  branches: readonly Branch[],
  originId: number | null,
): Branch[] {
  return branches.filter((branch) => branch.id !== originId);
}

/** The branches a bag may pass on its way: neither its origin nor its destination. */
export function transitChoices<Branch extends BranchChoice>(
  branches: readonly Branch[],
  originId: number | null,
  destinationId: number | undefined,
): Branch[] {
  return branches.filter((branch) => branch.id !== originId && branch.id !== destinationId);
}
