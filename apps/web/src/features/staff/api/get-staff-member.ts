import { staffResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export const staffMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffKeys.detail(id),
    queryFn: async ({ signal }) => (await apiClient.get(`/api/staff/${id}`, { schema: staffResponse, signal })).data,
  });

/** GET /api/staff/{id}: the member the edit form opens (another branch's member is not found). */
export function useStaffMember(id: number) {
  return useQuery(staffMemberQueryOptions(id));
}
