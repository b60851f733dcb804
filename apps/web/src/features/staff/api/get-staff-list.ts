import { staffListResponse, type StaffListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export const staffListQueryOptions = (query: StaffListQuery) =>
  queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => apiClient.get('/api/staff', { query: { ...query }, schema: staffListResponse, signal }),
    // The page (and the tab counts) being left stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/staff: one tab (status) of the members the user manages, a page at a time, with every tab's count. */
export function useStaffList(query: StaffListQuery) {
  return useQuery(staffListQueryOptions(query));
}
