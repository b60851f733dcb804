import { callLogCreateResponse, type CallLogCreate } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from './call-log-keys';

export interface RecordCallVariables {
  request: CallLogCreate;
  /** The same key for the same submission: a double click or a retry answers the first call, never logs a second. */
  idempotencyKey: string;
}

/** POST /api/call-list/{labelId}/calls: the case moves between tabs, so every call-list query is stale after. */
export function useRecordCall(labelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: RecordCallVariables) =>
      (
        await apiClient.post(`/api/call-list/${labelId}/calls`, {
          body: request,
          schema: callLogCreateResponse,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: callLogKeys.all }),
  });
}
