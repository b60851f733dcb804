import { labelResponse, type LabelDraftInput } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

export interface CreateLabelVariables {
  draft: LabelDraftInput;
  /** The same key for the same submission: a double click or a retry returns the first label instead of a second. */
  idempotencyKey: string;
}

/** POST /api/label → 201 with the new label; 422 with field errors. */
export async function createLabel({ draft, idempotencyKey }: CreateLabelVariables) {
  return (
    await apiClient.post('/api/label', {
      body: draft,
      schema: labelResponse,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLabel,
    onSuccess: (label) => {
      queryClient.setQueryData(labelKeys.detail(label.id), label);
      void queryClient.invalidateQueries({ queryKey: labelKeys.lists() });
    },
  });
}
