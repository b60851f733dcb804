import {
  portalLabelCreated,
  portalPrintResponse,
  portalSenderResponse,
  publicQuoteResponse,
  type MerchantQuoteRequest,
  type PortalLabelFields,
} from '@waypost/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Everything the portal reads is under this key (api/merchant-portal.ts): a booking refreshes its lists. */
const portalRoot = ['merchant-portal'] as const;

/** GET /api/merchant-portal/sender: the merchant's own details, the form's sender. */
export function usePortalSender() {
  return useQuery({
    queryKey: [...portalRoot, 'sender'],
    queryFn: ({ signal }) => apiClient.get('/api/merchant-portal/sender', { schema: portalSenderResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/merchant-portal/label/quote: the fee preview; off while the form lacks what the fees depend on. */
export function usePortalQuote(request: MerchantQuoteRequest | null) {
  return useQuery({
    queryKey: [...portalRoot, 'quote', request],
    queryFn: ({ signal }) =>
      apiClient.post('/api/merchant-portal/label/quote', {
        body: request,
        schema: publicQuoteResponse,
        signal,
        // A draft the rate table cannot price answers 422: the preview says so.
        globalErrorHandling: false,
      }),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /api/merchant-portal/label: the label booked (once per Idempotency-Key). */
export function useCreatePortalLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, idempotencyKey }: { fields: PortalLabelFields; idempotencyKey: string }) =>
      apiClient.post('/api/merchant-portal/label', {
        body: fields,
        schema: portalLabelCreated,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalRoot }),
  });
}

/** GET /api/merchant-portal/label/print?ids=: the labels to print, in the order asked. */
export function usePortalPrintLabels(ids: readonly number[]) {
  return useQuery({
    queryKey: [...portalRoot, 'print', ids],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/merchant-portal/label/print?ids=${ids.join(',')}`, { schema: portalPrintResponse, signal }),
    enabled: ids.length > 0,
    retry: false,
  });
}

/** The multi-label print's address: `/portal/print?ids=…&layout=…`. */
export function portalPrintUrl(ids: readonly number[], layout: string): string {
  return `/portal/print?ids=${ids.join(',')}&layout=${layout}`;
}
