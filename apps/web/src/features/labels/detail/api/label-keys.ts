/** Cache keys of labels, from one factory (lists are another screen's; mutations here invalidate them too). */
export const labelKeys = {
  all: ['labels'] as const,
  lists: () => [...labelKeys.all, 'list'] as const,
  /** Under lists: whatever refreshes the lists refreshes their tab counters. */
  tabCounts: () => [...labelKeys.lists(), 'tab-counts'] as const,
  details: () => [...labelKeys.all, 'detail'] as const,
  detail: (id: number) => [...labelKeys.details(), id] as const,
  quotes: () => [...labelKeys.all, 'quote'] as const,
};
