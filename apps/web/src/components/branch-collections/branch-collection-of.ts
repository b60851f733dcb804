import type { BranchCollectionItem } from '@waypost/domain';

type Group = Pick<BranchCollectionItem, 'id' | 'code' | 'name_en' | 'name_mm' | 'branches'>;

/** The group each branch is in, by branch id (a branch is in one group at most). */
export function branchCollectionOf<G extends Group>(groups: readonly G[]): ReadonlyMap<number, G> {
  return new Map(groups.flatMap((group) => group.branches.map((branch) => [branch.id, group] as const)));
}
