import { callListResponse, type CallListQuery } from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from './call-log-keys';

/** GET /api/call-list?tab=&page=: one page of a tab of the call list. */
export function useCallList(query: CallListQuery) {
  return useQuery({
    queryKey: callLogKeys.list(query),
    queryFn: ({ signal }) => apiClient.get('/api/call-list', { query: { ...query }, schema: callListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
