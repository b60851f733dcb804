import { labelDeliveryResponse, type DeliveryRunLabel, type LabelDeliveryFailedRequest } from '@waypost/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { courierRunAfter, deliverFormData, type DeliverFormValues } from '../deliver-form-model';
import { withUploadRetries, type RetryOptions } from '../upload-retry-model';
import { deliveryKeys } from './delivery-keys';

function applyOutcome(queryClient: QueryClient, label: DeliveryRunLabel) {
  queryClient.setQueryData(deliveryKeys.mine(), (run: Parameters<typeof courierRunAfter>[0] | undefined) =>
    run ? courierRunAfter(run, label) : run,
  );
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['labels'] });
}

export interface DeliverVariables {
  labelId: number;
  values: DeliverFormValues;
  /** The sheet shows each try and each wait. */
  progress?: Pick<RetryOptions, 'onAttempt' | 'onRetry'>;
}

/**
 * POST /api/label/{id}/deliver (multipart proof), retried on a lost answer: the server answers a repeated delivery
 * of the same label with the same result, so the courier's flaky network cannot deliver twice.
 */
export function useDeliverLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ labelId, values, progress }: DeliverVariables) =>
      (
        await withUploadRetries(
          () =>
            apiClient.post(`/api/label/${labelId}/deliver`, {
              body: deliverFormData(values),
              schema: labelDeliveryResponse,
              // The sheet says what went wrong and keeps the form: no shell-wide toast for each lost try.
              globalErrorHandling: false,
            }),
          progress,
        )
      ).data,
    onSuccess: (label) => applyOutcome(queryClient, label),
    // A try may have got through before its answer was lost: the list shows what the server holds.
    onError: () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.mine() }),
  });
}

/** POST /api/label/{id}/delivery-failed: the label waits at the branch and enters the call list. */
export function useFailDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ labelId, request }: { labelId: number; request: LabelDeliveryFailedRequest }) =>
      (
        await withUploadRetries(() =>
          apiClient.post(`/api/label/${labelId}/delivery-failed`, {
            body: request,
            schema: labelDeliveryResponse,
            globalErrorHandling: false,
          }),
        )
      ).data,
    onSuccess: (label) => applyOutcome(queryClient, label),
    onError: () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.mine() }),
  });
}
