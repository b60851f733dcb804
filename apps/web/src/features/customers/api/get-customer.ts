import { customerDetailResponse, type CustomerDetailQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const customerQueryOptions = (id: number, query: CustomerDetailQuery) =>
  queryOptions({
    queryKey: customerKeys.detail(id, query),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/customer/${id}`, { query: { ...query }, schema: customerDetailResponse, signal }),
    // Switching tab or page keeps the customer on screen while the labels load.
    placeholderData: keepPreviousData,
  });

/** GET /api/customer/{id}: the customer, their COD totals and one page of their sent or received labels. */
export function useCustomer(id: number, query: CustomerDetailQuery) {
  return useQuery({ ...customerQueryOptions(id, query), enabled: Number.isInteger(id) && id > 0 });
}
