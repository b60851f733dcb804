import type { CustomerDetailQuery, CustomerListQuery } from '@waypost/domain';

/** Cache keys of the customer book, from one factory. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.lists(), query] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: number, query: CustomerDetailQuery) => [...customerKeys.details(), id, query] as const,
};
