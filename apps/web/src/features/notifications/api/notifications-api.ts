import {
  notificationListResponse,
  notificationOptOutListResponse,
  notificationOptOutResponse,
  notificationProviderHealthResponse,
  notificationReportResponse,
  notificationResponse,
  notificationRulesResponse,
  notificationTemplateListResponse,
  notificationTemplatePreviewResponse,
  notificationTemplateResponse,
  type NotificationListQuery,
  type NotificationOptOutListQuery,
  type NotificationReportQuery,
  type NotificationRules,
  type NotificationTemplateKey,
  type NotificationTemplatePreviewRequest,
} from '@waypost/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { whileMoving } from '../notifications-model';
import { outboxKeys } from './notification-keys';

/** Cache keys of notifications (issue 29); a resend invalidates the outbox and the label's messages. */
export const notificationKeys = {
  ...outboxKeys,
  list: (query: NotificationListQuery) => [...outboxKeys.outbox(), 'list', query] as const,
  detail: (id: number) => [...outboxKeys.outbox(), 'detail', id] as const,
  templates: () => [...notificationKeys.all, 'templates'] as const,
  preview: (request: NotificationTemplatePreviewRequest) => [...notificationKeys.all, 'preview', request] as const,
  rules: () => [...notificationKeys.all, 'rules'] as const,
  optOuts: (query: NotificationOptOutListQuery) => [...notificationKeys.all, 'opt-outs', query] as const,
  providers: () => [...notificationKeys.all, 'providers'] as const,
  report: (query: NotificationReportQuery) => [...notificationKeys.all, 'report', query] as const,
};

/** GET /api/notification: the outbox, one page. */
export function useOutbox(query: NotificationListQuery) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/notification', { query: { ...query }, schema: notificationListResponse, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (current) => whileMoving(current.state.data?.data.map((row) => row.state)),
    }),
  );
}

/** GET /api/notification/{id}: the text as sent and its log. */
export function useNotification(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.detail(id ?? 0),
      queryFn: async ({ signal }) =>
        (await apiClient.get(`/api/notification/${id}`, { schema: notificationResponse, signal })).data,
      enabled: id !== null,
      refetchInterval: (current) => whileMoving(current.state.data ? [current.state.data.state] : undefined),
    }),
  );
}

/** POST /api/notification/{id}/resend: a new message with the same text; the reason goes to the audit. */
export function useResendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason, idempotencyKey }: { id: number; reason: string; idempotencyKey: string }) =>
      (
        await apiClient.post(`/api/notification/${id}/resend`, {
          body: { reason },
          schema: notificationResponse,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.outbox() }),
  });
}

/** GET /api/notification-template: every event × channel × language, the company's text or the default. */
export function useTemplates() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.templates(),
      queryFn: async ({ signal }) =>
        (await apiClient.get('/api/notification-template', { schema: notificationTemplateListResponse, signal })).data,
    }),
  );
}

/** PUT /api/notification-template/{event}/{channel}/{locale}: a Zawgyi text is refused on `body`. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: { key: NotificationTemplateKey; body: string }) =>
      (
        await apiClient.put(`/api/notification-template/${key.event}/${key.channel}/${key.locale}`, {
          body: { body },
          schema: notificationTemplateResponse,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.templates() }),
  });
}

/** POST /api/notification-template/preview: the text filled, its length, encoding and SMS parts. */
export function useTemplatePreview(request: NotificationTemplatePreviewRequest | null) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.preview(request ?? { event: 'label.booked', channel: 'sms', locale: 'mm', body: '' }),
      queryFn: ({ signal }) =>
        apiClient.post('/api/notification-template/preview', {
          body: request,
          schema: notificationTemplatePreviewResponse,
          signal,
        }),
      enabled: request !== null && request.body.trim() !== '',
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}

/** GET /api/notification-rules: who is told what, and the segment limit. */
export function useRules() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.rules(),
      queryFn: async ({ signal }) =>
        (await apiClient.get('/api/notification-rules', { schema: notificationRulesResponse, signal })).data,
    }),
  );
}

/** PUT /api/notification-rules. */
export function useSaveRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rules: NotificationRules) =>
      (await apiClient.put('/api/notification-rules', { body: rules, schema: notificationRulesResponse })).data,
    onSuccess: (saved) => client.setQueryData(notificationKeys.rules(), saved),
  });
}

/** GET /api/notification-opt-out: the phones that get no messages. */
export function useOptOuts(query: NotificationOptOutListQuery) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.optOuts(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/notification-opt-out', {
          query: { ...query },
          schema: notificationOptOutListResponse,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/notification-opt-out (201, or 200 when the phone was opted out already). */
export function useAddOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { phone: string; scope: 'all' | 'merchant'; merchant_id?: number }) =>
      (await apiClient.post('/api/notification-opt-out', { body: request, schema: notificationOptOutResponse })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...notificationKeys.all, 'opt-outs'] }),
  });
}

/** DELETE /api/notification-opt-out/{id}: the phone gets messages again. */
export function useRemoveOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/api/notification-opt-out/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...notificationKeys.all, 'opt-outs'] }),
  });
}

/** GET /api/notification-provider: the providers in failover order, their last 24 hours, and the queue. */
export function useProviders() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.providers(),
      queryFn: ({ signal }) =>
        apiClient.get('/api/notification-provider', { schema: notificationProviderHealthResponse, signal }),
      refetchInterval: 15_000,
    }),
  );
}

/** GET /api/report/notifications: messages, parts and cost against the SMS fee charged. */
export function useNotificationReport(query: NotificationReportQuery) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.report(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/report/notifications', { query: { ...query }, schema: notificationReportResponse, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
