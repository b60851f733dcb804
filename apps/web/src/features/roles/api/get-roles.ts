import { roleListResponse } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Cache key of the role list; saving a role's permissions refreshes it. */
export const roleKeys = { list: ['roles', 'list'] as const };

/** GET /api/role: every role with its level, permissions and whether this user may change it. */
export function useRoles() {
  return useQuery({
    queryKey: roleKeys.list,
    queryFn: ({ signal }) => apiClient.get('/api/role', { schema: roleListResponse, signal }),
  });
}
