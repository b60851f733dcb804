import type { ClearanceListQuery } from '@waypost/domain';

/** Cache keys of clearance batches, from one factory; every change to a batch invalidates them all. */
export const clearanceKeys = {
  all: ['clearance'] as const,
  ready: (merchantId: number) => [...clearanceKeys.all, 'ready', merchantId] as const,
  lists: () => [...clearanceKeys.all, 'list'] as const,
  list: (query: ClearanceListQuery) => [...clearanceKeys.lists(), query] as const,
  details: () => [...clearanceKeys.all, 'detail'] as const,
  detail: (id: number) => [...clearanceKeys.details(), id] as const,
};
