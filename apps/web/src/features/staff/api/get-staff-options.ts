import { staffFormOptionsResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export const staffOptionsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.options(),
    queryFn: ({ signal }) => apiClient.get('/api/staff/options', { schema: staffFormOptionsResponse, signal }),
  });

/** GET /api/staff/options: the roles the user may give and the branches he may place members at. */
export function useStaffOptions() {
  return useQuery(staffOptionsQueryOptions());
}
