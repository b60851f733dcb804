import { labelResponse, type LabelDetail } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from './label-keys';

/** DELETE /api/label/{id}/transactions/{txId}: only the newest step, with label.delete-transaction. */
export async function deleteLabelTransaction(id: number, transactionId: number) {
  return (await apiClient.delete(`/api/label/${id}/transactions/${transactionId}`, { schema: labelResponse })).data;
}

export function useDeleteLabelTransaction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: number) => deleteLabelTransaction(id, transactionId),
    onSuccess: (label: LabelDetail) => {
      queryClient.setQueryData(labelKeys.detail(id), label);
      void queryClient.invalidateQueries({ queryKey: labelKeys.lists() });
    },
  });
}
