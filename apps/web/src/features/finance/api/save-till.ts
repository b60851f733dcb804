import {
  tillCloseResponse,
  tillDepositResponse,
  type TillCloseRequest,
  type TillDepositRequest,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tillKeys } from './till-keys';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

function useTillChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: tillKeys.all });
}

/** POST /api/finance/till/close: today's count; 422 without a reason for a difference, 409 once closed. */
export function useCloseTill() {
  const changed = useTillChanged();
  return useMutation({
    mutationFn: async (request: TillCloseRequest) =>
      (
        await apiClient.post('/api/finance/till/close', {
          body: request,
          schema: tillCloseResponse,
          globalErrorHandling: false,
        })
      ).data,
    onSettled: changed,
  });
}

/** POST /api/finance/till/{id}/approve (password typed again); 403 for the one who counted is the screen's to say. */
export function useApproveTillClose(withReauth: WithReauth) {
  const changed = useTillChanged();
  return useMutation({
    mutationFn: (id: number) =>
      withReauth(
        async () =>
          (
            await apiClient.post(`/api/finance/till/${id}/approve`, {
              schema: tillCloseResponse,
              globalErrorHandling: false,
            })
          ).data,
      ),
    onSettled: changed,
  });
}

/** POST /api/finance/till/deposit (Idempotency-Key): till cash taken to the bank. */
export function useDepositTillCash() {
  const changed = useTillChanged();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TillDepositRequest; idempotencyKey: string }) =>
      apiClient.post('/api/finance/till/deposit', {
        body: request,
        schema: tillDepositResponse,
        headers: { 'Idempotency-Key': idempotencyKey },
        globalErrorHandling: false,
      }),
    onSettled: changed,
  });
}
