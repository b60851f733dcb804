import {
  labelBulkStatusResponse,
  type LabelBulkStatusResponse,
  type LabelStatus,
  type LabelStep,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

/** A named step for scanned parcels, applied only to those in one of `from` (issue 26 §1). */
export interface ScanStepRequest {
  step: LabelStep;
  from: readonly LabelStatus[];
  items: { tracking_code: string }[];
}

/**
 * Applies a named step to scanned parcels: POST /api/label/bulk-status, or POST /api/delivery/courier-returns for
 * parcels a courier brings back (that step also closes his attempt). Each parcel moves (or is refused, with the
 * reason) on its own.
 */
export async function applyScanStep({ step, from, items }: ScanStepRequest): Promise<LabelBulkStatusResponse> {
  const options = { schema: labelBulkStatusResponse };
  if (step === 'courier_return') {
    return apiClient.post('/api/delivery/courier-returns', { ...options, body: { from: [...from], items } });
  }
  return apiClient.post('/api/label/bulk-status', { ...options, body: { step, from: [...from], items } });
}

/** applyScanStep as a mutation: every label list is stale after it. */
export function useApplyScanStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyScanStep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
  });
}
