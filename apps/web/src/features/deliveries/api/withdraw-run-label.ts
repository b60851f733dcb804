import { labelDeliveryResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** POST /api/delivery-run/{id}/labels/{labelId}/withdraw: the branch takes a label still out back off the run. */
export function useWithdrawRunLabel(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (labelId: number) =>
      (await apiClient.post(`/api/delivery-run/${runId}/labels/${labelId}/withdraw`, { schema: labelDeliveryResponse }))
        .data,
    onSettled: () => {
      // Done or refused (the courier finished it meanwhile: 409), the run shows what the server holds now.
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['labels'] });
    },
  });
}
