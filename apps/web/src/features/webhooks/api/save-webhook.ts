import {
  webhookCreatedResponse,
  webhookDeliveryResponse,
  webhookResponse,
  webhookTestResponse,
  type WebhookCreateRequest,
  type WebhookUpdateRequest,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks → 201 { id, secret }: the only answer that carries the signing secret. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: WebhookCreateRequest) =>
      (await apiClient.post('/api/webhooks', { body: request, schema: webhookCreatedResponse })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

/** PUT /api/webhooks/{id}: a new address, events or description; the secret stays. */
export function useUpdateWebhook(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: WebhookUpdateRequest) =>
      (await apiClient.put(`/api/webhooks/${id}`, { body: request, schema: webhookResponse })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

/** POST /api/webhooks/{id}/test: a signed test event sent now; answers whether it arrived. */
export function useTestWebhook() {
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiClient.post(`/api/webhooks/${id}/test`, { schema: webhookTestResponse })).data,
  });
}

/** DELETE /api/webhooks/{id}: nothing more is sent to it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete(`/api/webhooks/${id}`, { schema: webhookResponse })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/replay → 202: the same event sent again as a new delivery. */
export function useReplayWebhookDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) =>
      (
        await apiClient.post(`/api/webhooks/${webhookId}/deliveries/${deliveryId}/replay`, {
          schema: webhookDeliveryResponse,
        })
      ).data,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.lists() });
    },
  });
}
