import {
  preprintDetailResponse,
  preprintIssueResponse,
  preprintListResponse,
  preprintSheetResponse,
  preprintVoidResponse,
  type PreprintIssueRequest,
  type PreprintListQuery,
} from '@waypost/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Cache keys of preprinted ranges (issue 30 §3); issuing and voiding invalidate `all`. */
export const preprintKeys = {
  all: ['preprints'] as const,
  list: (query: PreprintListQuery) => [...preprintKeys.all, 'list', query] as const,
  detail: (id: number) => [...preprintKeys.all, 'detail', id] as const,
  sheet: (id: number) => [...preprintKeys.all, 'sheet', id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /api/preprint?merchant_id=&has_unused=: the branch's ranges (head office: the company's). */
export function usePreprintList(query: PreprintListQuery) {
  return useQuery(
    queryOptions({
      queryKey: preprintKeys.list(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/preprint', { query: { ...query }, schema: preprintListResponse, signal }),
    }),
  );
}

/** GET /api/preprint/{id}: the range with each code's state. */
export function usePreprint(id: number) {
  return useQuery(
    queryOptions({
      queryKey: preprintKeys.detail(id),
      queryFn: async ({ signal }) =>
        (await apiClient.get(`/api/preprint/${id}`, { schema: preprintDetailResponse, signal })).data,
      enabled: validId(id),
      retry: false,
    }),
  );
}

/** GET /api/preprint/{id}/sheet: what the print page lays out. */
export function usePreprintSheet(id: number) {
  return useQuery(
    queryOptions({
      queryKey: preprintKeys.sheet(id),
      queryFn: ({ signal }) => apiClient.get(`/api/preprint/${id}/sheet`, { schema: preprintSheetResponse, signal }),
      enabled: validId(id),
      retry: false,
    }),
  );
}

function usePreprintsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: preprintKeys.all });
}

/** POST /api/preprint (Idempotency-Key): a new range for a merchant at the user's branch, once per submission. */
export function useIssuePreprints() {
  const changed = usePreprintsChanged();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PreprintIssueRequest; idempotencyKey: string }) =>
      apiClient.post('/api/preprint', {
        body: request,
        schema: preprintIssueResponse,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: changed,
  });
}

/** POST /api/preprint/{id}/void: the range's unused codes can no longer be used. */
export function useVoidPreprints() {
  const changed = usePreprintsChanged();
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/api/preprint/${id}/void`, { schema: preprintVoidResponse }),
    onSuccess: changed,
  });
}
