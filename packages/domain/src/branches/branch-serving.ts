import type { IssueMessage } from '../validation/issue-messages.js';
import type { BranchListItem } from './branch-schemas.js';

/** What choosing a delivering branch reads of a branch: its type and where it stands. */
export type ServingBranch = Pick<BranchListItem, 'type' | 'township_id' | 'district_id' | 'region_id'>;

/** A receiver's place: its township, that township's district and region (location ids). */
export interface PlaceIds {
  townshipId?: string | null;
  districtId?: string | null;
  regionId?: string | null;
}

/**
 * The branch that serves a township: a branch in that township, else in its district, else in its region; undefined
 * when no branch serves it and someone must choose. The counter form preselects it and the bulk import books it.
 */
export function branchServing<B extends ServingBranch>(branches: readonly B[], place: PlaceIds): B | undefined {
  // Counter (fcs) branches before agents; the nearest match wins: same township, then district, then region.
  const fcsFirst = [...branches].sort((a, b) => Number(a.type !== 'fcs') - Number(b.type !== 'fcs'));
  const by = (id: string | null | undefined, key: 'township_id' | 'district_id' | 'region_id') =>
    id ? fcsFirst.find((branch) => branch[key] === id) : undefined;
  return by(place.townshipId, 'township_id') ?? by(place.districtId, 'district_id') ?? by(place.regionId, 'region_id');
}

/**
 * The delivering branch of a label whose file names `chosen` (or nothing) for a receiver at `place` (bulk import,
 * issue 26 §5). Nothing chosen: the branch that serves the township. A chosen branch overrides it only where it can
 * deliver: in the township's region — a branch of another region would carry the parcel away from its receiver (the
 * template's Mandalay receivers sent through YGN) — or anywhere when no branch serves that region. A contradiction is
 * refused, not corrected: either cell may be the wrong one, and only the file's author knows which.
 */
export function deliveringBranch<B extends ServingBranch & Pick<BranchListItem, 'code'>>(
  branches: readonly B[],
  place: PlaceIds,
  chosen: B | undefined,
): { found: B } | { issue: IssueMessage } {
  const serving = branchServing(branches, place);
  if (!chosen) return serving ? { found: serving } : { issue: { key: 'labelImport.noBranchServes' } };
  if (!serving || chosen.region_id === place.regionId) return { found: chosen };
  return { issue: { key: 'labelImport.branchDoesNotDeliver', params: { branch: chosen.code, serving: serving.code } } };
}
