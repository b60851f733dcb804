import { customerListResponse, type CustomerListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const customersQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get('/api/customer', { query: { ...query }, schema: customerListResponse, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/customer: one page of the company's customers, newest first. */
export function useCustomers(query: CustomerListQuery) {
  return useQuery(customersQueryOptions(query));
}
