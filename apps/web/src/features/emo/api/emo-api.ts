import {
  emoBookResponse,
  emoListResponse,
  emoResponse,
  emoSettingsResponse,
  type EmoBookRequest,
  type EmoListQuery,
  type EmoPayRequest,
  type EmoRefundRequest,
  type EmoSettingsRequest,
} from '@waypost/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

/** Cache keys of EMO money orders (issue 28 §3); every step invalidates `all`. */
export const emoKeys = {
  all: ['emo'] as const,
  list: (query: EmoListQuery) => [...emoKeys.all, 'list', query] as const,
  order: (id: number) => [...emoKeys.all, 'order', id] as const,
  settings: () => [...emoKeys.all, 'settings'] as const,
};

/** GET /api/emo?status=: the orders the branch books or pays out (head office: the company's). */
export function useEmoList(query: EmoListQuery) {
  return useQuery(
    queryOptions({
      queryKey: emoKeys.list(query),
      queryFn: ({ signal }) => apiClient.get('/api/emo', { query: { ...query }, schema: emoListResponse, signal }),
    }),
  );
}

/** GET /api/emo/{id}. */
export function useEmo(id: number) {
  return useQuery(
    queryOptions({
      queryKey: emoKeys.order(id),
      queryFn: async ({ signal }) => (await apiClient.get(`/api/emo/${id}`, { schema: emoResponse, signal })).data,
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
  );
}

/** GET /api/emo/settings: the fee bands (the booking form shows the fee before it is sent). */
export function useEmoSettings() {
  return useQuery(
    queryOptions({
      queryKey: emoKeys.settings(),
      queryFn: ({ signal }) => apiClient.get('/api/emo/settings', { schema: emoSettingsResponse, signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

function useEmoChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: emoKeys.all });
}

const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** POST /api/emo: the answer carries the payout code, this once. */
export function useBookEmo() {
  const changed = useEmoChanged();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: EmoBookRequest; idempotencyKey: string }) =>
      apiClient.post('/api/emo', { body: request, schema: emoBookResponse, headers: keyed(idempotencyKey) }),
    onSuccess: changed,
  });
}

/** POST /api/emo/{id}/pay: complete, or waiting for a second person above the threshold. */
export function usePayEmo() {
  const changed = useEmoChanged();
  return useMutation({
    mutationFn: async ({
      id,
      request,
      idempotencyKey,
    }: {
      id: number;
      request: EmoPayRequest;
      idempotencyKey: string;
    }) =>
      (
        await apiClient.post(`/api/emo/${id}/pay`, {
          body: request,
          schema: emoResponse,
          headers: keyed(idempotencyKey),
        })
      ).data,
    // A wrong code changes the order too (its count of tries).
    onSettled: changed,
  });
}

/** POST /api/emo/{id}/refund: a returned order's amount handed back to its sender, against his NRC. */
export function useRefundEmo() {
  const changed = useEmoChanged();
  return useMutation({
    mutationFn: async ({
      id,
      request,
      idempotencyKey,
    }: {
      id: number;
      request: EmoRefundRequest;
      idempotencyKey: string;
    }) =>
      (
        await apiClient.post(`/api/emo/${id}/refund`, {
          body: request,
          schema: emoResponse,
          headers: keyed(idempotencyKey),
        })
      ).data,
    onSuccess: changed,
  });
}

type Step = 'approve-payout' | 'cancel' | 'unlock';

/** The supervisor's steps: approve a payout (password typed again), cancel, unlock. */
export function useEmoStep(withReauth: WithReauth) {
  const changed = useEmoChanged();
  return useMutation({
    mutationFn: ({ id, step, idempotencyKey }: { id: number; step: Step; idempotencyKey: string }) =>
      withReauth(
        async () =>
          (
            await apiClient.post(`/api/emo/${id}/${step}`, {
              schema: emoResponse,
              ...(step === 'unlock' ? {} : { headers: keyed(idempotencyKey) }),
            })
          ).data,
      ),
    onSuccess: changed,
  });
}

/** PUT /api/emo/settings (head office, password typed again): new orders take them. */
export function useSaveEmoSettings(withReauth: WithReauth) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: EmoSettingsRequest) =>
      withReauth(() => apiClient.put('/api/emo/settings', { body: request, schema: emoSettingsResponse })),
    onSuccess: (saved) => client.setQueryData(emoKeys.settings(), saved),
  });
}
