import type { MerchantListQuery } from '@waypost/domain';

/** Cache keys of merchants, from one factory; saving a merchant invalidates its lists and sets its detail. */
export const merchantKeys = {
  all: ['merchants'] as const,
  lists: () => [...merchantKeys.all, 'list'] as const,
  list: (query: MerchantListQuery) => [...merchantKeys.lists(), query] as const,
  details: () => [...merchantKeys.all, 'detail'] as const,
  detail: (id: number) => [...merchantKeys.details(), id] as const,
};
