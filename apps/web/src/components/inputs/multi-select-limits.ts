/** Spec §9: a multiselect lists at most 1000 options, in a list 300 px high of 40 px options. */
export const multiSelectLimits = { options: 1000, listHeight: 300, optionHeight: 40 } as const;

/**
 * What an open multiselect with nothing to show says (spec §8): a search that matched nothing asks for another
 * search; with no search, the list itself is empty.
 */
export function multiSelectEmptyText(search: string, optionCount: number): 'inputs.noMatch' | 'inputs.emptyList' {
  return search.trim() !== '' && optionCount > 0 ? 'inputs.noMatch' : 'inputs.emptyList';
}
