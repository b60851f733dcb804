import type { CodListQuery } from '@waypost/domain';

/** Cache keys of COD money, from one factory; a remittance invalidates them all. */
export const codKeys = {
  all: ['cod'] as const,
  lists: () => [...codKeys.all, 'list'] as const,
  list: (query: CodListQuery) => [...codKeys.lists(), query] as const,
  details: () => [...codKeys.all, 'detail'] as const,
  detail: (labelId: number) => [...codKeys.details(), labelId] as const,
};
