import {
  gateListResponse,
  gateResponse,
  gateScanResponse,
  gateSettleResponse,
  gateSubmitCreated,
  gateSubmitListResponse,
  gateSubmitResponse,
  type GateReport,
  type GateRequest,
  type GateSubmitListQuery,
  type GateSubmitRequest,
} from '@waypost/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

/** Cache keys of bus-gate hand-over (issue 28 §1); every change invalidates `all` and the labels it moved. */
export const gateKeys = {
  all: ['gates'] as const,
  gates: () => [...gateKeys.all, 'list'] as const,
  slips: (query: GateSubmitListQuery) => [...gateKeys.all, 'slips', query] as const,
  slip: (id: number) => [...gateKeys.all, 'slip', id] as const,
};

function useInvalidateGates() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: gateKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['labels'] });
  };
}

/** GET /api/gate: the company's gates, in use first, with what each is owed. */
export function useGates() {
  return useQuery(
    queryOptions({
      queryKey: gateKeys.gates(),
      queryFn: ({ signal }) => apiClient.get('/api/gate', { schema: gateListResponse, signal }),
    }),
  );
}

/** GET /api/gate-submit: the branch's slips, newest first. */
export function useGateSlips(query: GateSubmitListQuery) {
  return useQuery(
    queryOptions({
      queryKey: gateKeys.slips(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/gate-submit', { query: { ...query }, schema: gateSubmitListResponse, signal }),
    }),
  );
}

/** GET /api/gate-submit/{id}: the slip with each parcel and what the gate reported. */
export function useGateSlip(id: number) {
  return useQuery(
    queryOptions({
      queryKey: gateKeys.slip(id),
      queryFn: ({ signal }) => apiClient.get(`/api/gate-submit/${id}`, { schema: gateSubmitResponse, signal }),
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
  );
}

/** GET /api/gate-submit/scan: one scanned label, ready for a gate or refused with the reason. */
export function scanForGate(code: string) {
  return apiClient.get('/api/gate-submit/scan', {
    query: { code },
    schema: gateScanResponse,
    globalErrorHandling: false,
  });
}

/** POST /api/gate-submit: the scanned parcels handed to a gate's bus (one slip per Idempotency-Key). */
export function useSubmitToGate() {
  const invalidate = useInvalidateGates();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: GateSubmitRequest; idempotencyKey: string }) =>
      apiClient.post('/api/gate-submit', {
        body: request,
        schema: gateSubmitCreated,
        headers: { 'Idempotency-Key': idempotencyKey },
        globalErrorHandling: false,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/gate-submit/{id}/collected | returned: what the gate reported of some parcels of the slip. */
export function useReportGate(id: number) {
  const invalidate = useInvalidateGates();
  return useMutation({
    mutationFn: ({ report, labelIds }: { report: GateReport; labelIds: number[] }) =>
      apiClient.post(`/api/gate-submit/${id}/${report}`, {
        body: { label_ids: labelIds },
        schema: gateSubmitResponse,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/gate (new) or PUT /api/gate/{id}: head office keeps the table. */
export function useSaveGate() {
  const invalidate = useInvalidateGates();
  return useMutation({
    mutationFn: ({ id, request }: { id: number | null; request: GateRequest }) =>
      id === null
        ? apiClient.post('/api/gate', { body: request, schema: gateResponse })
        : apiClient.put(`/api/gate/${id}`, { body: request, schema: gateResponse }),
    onSuccess: invalidate,
  });
}

/** POST /api/gate/{id}/settle (password typed again): finance pays the gate what it is owed. */
export function useSettleGate(withReauth: WithReauth) {
  const invalidate = useInvalidateGates();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      withReauth(() =>
        apiClient.post(`/api/gate/${id}/settle`, {
          schema: gateSettleResponse,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSuccess: invalidate,
  });
}
