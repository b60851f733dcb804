import { labelBulkStatusResponse, type LabelBulkStatusRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

/** POST /api/label/bulk-status: each parcel moves (or is refused) on its own; every label list is stale after. */
export function useChangeStatusInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LabelBulkStatusRequest) =>
      apiClient.post('/api/label/bulk-status', { body: request, schema: labelBulkStatusResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
  });
}
