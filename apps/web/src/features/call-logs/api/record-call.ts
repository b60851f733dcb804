import { callLogCreateResponse, type CallLogCreate } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from './call-log-keys';

/** POST /api/call-list/{labelId}/calls: the case moves between tabs, so every call-list query is stale after. */
export function useRecordCall(labelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CallLogCreate) =>
      (await apiClient.post(`/api/call-list/${labelId}/calls`, { body: request, schema: callLogCreateResponse })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: callLogKeys.all }),
  });
}
