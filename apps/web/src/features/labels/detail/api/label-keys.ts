/** Cache keys of labels, from one factory (lists are another screen's; mutations here invalidate them too). */
export const labelKeys = {
  all: ['labels'] as const,
  lists: () => [...labelKeys.all, 'list'] as const,
  /** Under lists: whatever refreshes the lists refreshes their tab counters. */
  tabCounts: () => [...labelKeys.lists(), 'tab-counts'] as const,
  details: () => [...labelKeys.all, 'detail'] as const,
  detail: (id: number) => [...labelKeys.details(), id] as const,
  /** Several labels' details at once (the multi-label print); under details, so a changed label refreshes them. */
  batch: (ids: readonly number[]) => [...labelKeys.details(), 'batch', ids.join(',')] as const,
  quotes: () => [...labelKeys.all, 'quote'] as const,
};
