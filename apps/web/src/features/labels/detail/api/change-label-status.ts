import { labelResponse, type LabelDetail, type LabelStatusRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from './label-keys';

/** POST /api/label/{id}/status: one action, refused with 409 when the label moved on meanwhile. */
export async function changeLabelStatus(id: number, request: LabelStatusRequest) {
  return (await apiClient.post(`/api/label/${id}/status`, { body: request, schema: labelResponse })).data;
}

export function useChangeLabelStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LabelStatusRequest) => changeLabelStatus(id, request),
    onSuccess: (label: LabelDetail) => {
      queryClient.setQueryData(labelKeys.detail(id), label);
      void queryClient.invalidateQueries({ queryKey: labelKeys.lists() });
    },
  });
}
