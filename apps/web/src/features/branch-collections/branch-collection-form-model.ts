import type { BranchCollectionItem, BranchCollectionRequest, BranchListItem, Locale } from '@waypost/domain';
import { branchNameFor } from '@/lib/display-names';

/** What the group form holds. */
export interface BranchCollectionFormValues {
  code?: string;
  name_en?: string;
  name_mm?: string;
  branch_ids?: number[];
}

/** The fields a server field error can belong to. */
export const branchCollectionFormFields = ['code', 'name_en', 'name_mm', 'branch_ids'] as const;

/** The edit form of a group as it stands; a new group starts empty. */
export function branchCollectionFormValuesOf(group: BranchCollectionItem | undefined): BranchCollectionFormValues {
  if (!group) return { branch_ids: [] };
  return {
    code: group.code,
    name_en: group.name_en,
    name_mm: group.name_mm,
    branch_ids: group.branches.map((branch) => branch.id),
  };
}

/** POST and PUT /api/branch-collection: the code in capitals, the names trimmed, the branches chosen. */
export function branchCollectionRequestOf(values: BranchCollectionFormValues): Partial<BranchCollectionRequest> {
  return {
    code: values.code?.trim().toUpperCase(),
    name_en: values.name_en?.trim(),
    name_mm: values.name_mm?.trim(),
    branch_ids: values.branch_ids ?? [],
  };
}

export interface BranchOption {
  value: number;
  label: string;
  /** What typing in the select matches: the code and both names. */
  search: string;
}

/**
 * The branches the group form offers: "MDY · Mandalay Branch", followed by the group a branch is in now when that is
 * another group ("MDY · Mandalay Branch (Upper Myanmar)"): saving moves it out of there.
 */
export function branchOptionsOf(
  branches: readonly BranchListItem[],
  groupOf: ReadonlyMap<number, Pick<BranchCollectionItem, 'id' | 'name_en' | 'name_mm'>>,
  editingId: number | undefined,
  locale: Locale,
): BranchOption[] {
  return branches.map((branch) => {
    const group = groupOf.get(branch.id);
    const name = `${branch.code} · ${branchNameFor(branch, locale)}`;
    return {
      value: branch.id,
      label: group && group.id !== editingId ? `${name} (${branchNameFor(group, locale)})` : name,
      search: `${branch.code} ${branch.name_en} ${branch.name_mm}`,
    };
  });
}
