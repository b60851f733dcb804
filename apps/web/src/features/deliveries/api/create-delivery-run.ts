import { deliveryRunDetail, type DeliveryRunCreate } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** POST /api/delivery-run → 201 the run sheet. */
export function useCreateDeliveryRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeliveryRunCreate) =>
      apiClient.post('/api/delivery-run', { body: request, schema: deliveryRunDetail }),
    onSuccess: (run) => {
      queryClient.setQueryData(deliveryKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
      // The labels went out for delivery: their status changed.
      void queryClient.invalidateQueries({ queryKey: ['labels'] });
    },
  });
}
