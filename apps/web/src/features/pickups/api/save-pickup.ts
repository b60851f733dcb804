import {
  pickupRequestCreated,
  pickupRequestDetail,
  type PickupAction,
  type PickupRequestCreate,
  type PickupRequestDetail,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pickupKeys } from './pickup-keys';

/** The body as the form sends it: numbers may still be typed text, which the server reads as the domain does. */
export type PickupCreateBody = Omit<PickupRequestCreate, 'counts' | 'weight'> & {
  counts: number | string;
  weight?: number | string;
};

export interface CreatePickupVariables {
  body: PickupCreateBody;
  /** The same key for the same submission: a double click or a retry answers the first pickup, never a second. */
  idempotencyKey: string;
}

/** POST /api/pickup-request → 201 `{ id, status }`; 422 with field errors. */
export function useCreatePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreatePickupVariables) =>
      apiClient.post('/api/pickup-request', {
        body,
        schema: pickupRequestCreated,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pickupKeys.lists() }),
  });
}

export interface PickupActionVariables {
  action: PickupAction;
  body?: Record<string, unknown>;
}

/** POST /api/pickup-request/{id}/{action}: answers the pickup as it now is (409 when it moved meanwhile). */
export function usePickupAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: PickupActionVariables): Promise<PickupRequestDetail> =>
      apiClient.post(`/api/pickup-request/${id}/${action}`, { body: body ?? {}, schema: pickupRequestDetail }),
    onSuccess: (pickup) => {
      queryClient.setQueryData(pickupKeys.detail(id), pickup);
      void queryClient.invalidateQueries({ queryKey: pickupKeys.lists() });
    },
    // A 409 means someone else moved it: show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: pickupKeys.detail(id) }),
  });
}
