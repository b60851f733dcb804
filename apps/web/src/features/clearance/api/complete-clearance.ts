import { clearanceResponse, type ClearanceCompleteRequest } from '@waypost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useBatchChanged } from './use-batch-changed';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

export interface CompleteClearanceVariables {
  id: number;
  request: ClearanceCompleteRequest;
  /** The same key for the same submission: a retry never pays out twice. */
  idempotencyKey: string;
}

/** POST /api/cod-clearance/{id}/complete (password typed again): the payout was transferred. */
async function completeClearance({ id, request, idempotencyKey }: CompleteClearanceVariables) {
  return (
    await apiClient.post(`/api/cod-clearance/${id}/complete`, {
      body: request,
      schema: clearanceResponse,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export function useCompleteClearance(withReauth: WithReauth) {
  const changed = useBatchChanged();
  return useMutation({
    mutationFn: (variables: CompleteClearanceVariables) => withReauth(() => completeClearance(variables)),
    onSuccess: changed,
  });
}
