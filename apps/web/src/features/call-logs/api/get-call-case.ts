import { callCaseDetailResponse, type CallReason } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from './call-log-keys';

/** GET /api/call-list/{type}/detail/{callId}: a case, its label's phones and every call. */
export function useCallCase(type: CallReason, caseId: number) {
  return useQuery({
    queryKey: callLogKeys.detail(type, caseId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/api/call-list/${type}/detail/${caseId}`, { schema: callCaseDetailResponse, signal })).data,
  });
}
