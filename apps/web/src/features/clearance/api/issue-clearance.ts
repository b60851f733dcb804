import { clearanceResponse, type ClearanceIssueRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearanceKeys } from './clearance-keys';

export interface IssueClearanceVariables {
  request: ClearanceIssueRequest;
  /** The same key for the same submission: a retry gets the first batch instead of a second. */
  idempotencyKey: string;
}

/** POST /api/cod-clearance → 201 with the new batch; 409 when some labels were claimed meanwhile. */
async function issueClearance({ request, idempotencyKey }: IssueClearanceVariables) {
  return (
    await apiClient.post('/api/cod-clearance', {
      body: request,
      schema: clearanceResponse,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export function useIssueClearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueClearance,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clearanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['cod'] });
      void queryClient.invalidateQueries({ queryKey: ['labels'] });
    },
  });
}
