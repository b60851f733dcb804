import { remittanceResponse, type RemittanceRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { codKeys } from './cod-keys';

export interface ConfirmRemittanceVariables {
  request: RemittanceRequest;
  /** The same key for the same submission: a retry gets the first answer instead of a second remittance. */
  idempotencyKey: string;
}

/** POST /api/cod/remittances → 201: which labels it matched, what they should have brought, the difference. */
async function confirmRemittance({ request, idempotencyKey }: ConfirmRemittanceVariables) {
  return (
    await apiClient.post('/api/cod/remittances', {
      body: request,
      schema: remittanceResponse,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export function useConfirmRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRemittance,
    onSuccess: () => {
      // The labels moved on: every COD list, their labels' COD state, and what is ready for clearance.
      void queryClient.invalidateQueries({ queryKey: codKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['labels'] });
      void queryClient.invalidateQueries({ queryKey: ['clearance'] });
    },
  });
}
