import { webhookDeliveryListResponse, webhookListResponse } from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** GET /api/webhooks (one merchant's, when chosen): newest first, never their secrets. */
export function useWebhooks(merchantId: number | undefined) {
  return useQuery({
    queryKey: webhookKeys.list(merchantId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/webhooks', {
          query: { merchant_id: merchantId },
          schema: webhookListResponse,
          signal,
        })
      ).data,
  });
}

/** Deliveries still being tried move on their own: the open log looks again this often. */
const deliveryRefreshMs = 3_000;

/** GET /api/webhooks/{id}/deliveries?page=: the endpoint's delivery log, newest first, kept fresh while open. */
export function useWebhookDeliveries(webhookId: number, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveryPage(webhookId, page),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/webhooks/${webhookId}/deliveries`, {
        query: { page },
        schema: webhookDeliveryListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: deliveryRefreshMs,
  });
}
