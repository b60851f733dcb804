import {
  mmpostHandOffResponse,
  mmpostListResponse,
  mmpostScanResponse,
  mmpostStatusImportResponse,
  type MmpostHandOffRequest,
  type MmpostItemState,
} from '@waypost/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Cache keys of the Myanmar Post hand-off (issue 28 §2). */
export const mmpostKeys = {
  all: ['mmpost'] as const,
  items: (state: MmpostItemState) => [...mmpostKeys.all, 'items', state] as const,
};

function useInvalidateMmpost() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mmpostKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['labels'] });
  };
}

/** GET /api/mmpost?state=: the branch's items with the post, newest first, with the post's events. */
export function useMmpostItems(state: MmpostItemState) {
  return useQuery(
    queryOptions({
      queryKey: mmpostKeys.items(state),
      queryFn: ({ signal }) => apiClient.get('/api/mmpost', { query: { state }, schema: mmpostListResponse, signal }),
    }),
  );
}

/** GET /api/mmpost/scan: one scanned label, ready for the post or refused with the reason. */
export function scanForMmpost(code: string) {
  return apiClient.get('/api/mmpost/scan', { query: { code }, schema: mmpostScanResponse, globalErrorHandling: false });
}

/** POST /api/mmpost/hand-off: the labels handed to the post with their S10 codes (one hand-off per key). */
export function useHandOffToMmpost() {
  const invalidate = useInvalidateMmpost();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: MmpostHandOffRequest; idempotencyKey: string }) =>
      apiClient.post('/api/mmpost/hand-off', {
        body: request,
        schema: mmpostHandOffResponse,
        headers: { 'Idempotency-Key': idempotencyKey },
        globalErrorHandling: false,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/mmpost/status-import: the post's status file; bad rows come back named. */
export function useImportMmpostStatus() {
  const invalidate = useInvalidateMmpost();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post('/api/mmpost/status-import', { body: form, schema: mmpostStatusImportResponse });
    },
    onSuccess: invalidate,
  });
}

/** POST /api/mmpost/return-confirm: items the post returned are back at the branch. */
export function useConfirmMmpostReturn() {
  const invalidate = useInvalidateMmpost();
  return useMutation({
    mutationFn: (labelIds: number[]) =>
      apiClient.post('/api/mmpost/return-confirm', { body: { label_ids: labelIds }, schema: mmpostListResponse }),
    onSuccess: invalidate,
  });
}
