import { courierHandoverResponse, type CourierHandoverRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

export interface HandOverCashVariables {
  request: CourierHandoverRequest;
  /** The same key for the same count: a retry gets the first answer instead of a second handover. */
  idempotencyKey: string;
}

/** POST /api/courier-cash/handover: the branch counted the courier's cash. */
export function useHandOverCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: HandOverCashVariables) =>
      apiClient.post('/api/courier-cash/handover', {
        body: request,
        schema: courierHandoverResponse,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['cod'] });
    },
  });
}
