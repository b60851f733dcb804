import {
  companySettings,
  discrepancyDecisionResponse,
  discrepancyNote,
  dispatchSummary,
  mailbagCountResponse,
  mailbagLabelResponse,
  mailbagOpenScanResponse,
  mailbagScanResponse,
  mailbagSummary,
  transferRouteListResponse,
  type CompanySettings,
  type DispatchCreateRequest,
  type MailbagCreateRequest,
  type MailbagScanRequest,
  type TransferRouteRequest,
  type VerificationSignRequest,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { mailbagKeys } from './mailbag-keys';

/** Every change of the network refreshes its lists, and the labels it moved. */
function useInvalidateNetwork() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mailbagKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['labels'] });
  };
}

/** POST /api/mailbag. */
export function useCreateMailbag() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: MailbagCreateRequest; idempotencyKey: string }) =>
      apiClient.post('/api/mailbag', {
        body: request,
        schema: mailbagSummary,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/mailbag/{id}/labels: one scan into the bag (refusals are 422 with the reason's message). */
export function scanIntoMailbag(bagId: number, trackingCode: string) {
  return apiClient.post(`/api/mailbag/${bagId}/labels`, {
    body: { tracking_code: trackingCode },
    schema: mailbagLabelResponse,
    globalErrorHandling: false,
  });
}

/** POST /api/mailbag/{id}/open/scan: one label scanned at the opening. */
export function scanOpenedLabel(bagId: number, trackingCode: string) {
  return apiClient.post(`/api/mailbag/${bagId}/open/scan`, {
    body: { tracking_code: trackingCode },
    schema: mailbagOpenScanResponse,
    globalErrorHandling: false,
  });
}

/** POST /api/mailbag/scan: a bag's tag scanned in transit or on arrival. */
export function scanBagTag(request: MailbagScanRequest) {
  return apiClient.post('/api/mailbag/scan', {
    body: request,
    schema: mailbagScanResponse,
    globalErrorHandling: false,
  });
}

/** DELETE /api/mailbag/{id}/labels/{labelId}. */
export function useRemoveFromMailbag(bagId: number) {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (labelId: number) =>
      apiClient.delete(`/api/mailbag/${bagId}/labels/${labelId}`, { schema: mailbagCountResponse }),
    onSuccess: invalidate,
  });
}

/** POST /api/mailbag/{id}/close. */
export function useCloseMailbag(bagId: number) {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (weight: string) =>
      apiClient.post(`/api/mailbag/${bagId}/close`, { body: { weight }, schema: mailbagSummary }),
    onSuccess: invalidate,
  });
}

/** POST /api/dispatch. */
export function useCreateDispatch() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: DispatchCreateRequest; idempotencyKey: string }) =>
      apiClient.post('/api/dispatch', {
        body: request,
        schema: dispatchSummary,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/mailbag/{id}/open/finish: the discrepancy note. */
export function useFinishOpening(bagId: number) {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    /** The weight as typed (kg, a decimal comma is read by the server). */
    mutationFn: (request: { weight?: string; note?: string }) =>
      apiClient.post(`/api/mailbag/${bagId}/open/finish`, { body: request, schema: discrepancyNote }),
    onSuccess: invalidate,
  });
}

/** POST /api/mailbag/{id}/verification/sign: the second officer signs in on this screen. */
export function useSignVerification(bagId: number) {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (request: VerificationSignRequest) =>
      apiClient.post(`/api/mailbag/${bagId}/verification/sign`, {
        body: request,
        schema: discrepancyNote,
        globalErrorHandling: false,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/discrepancy/{labelId}/confirm-missing or /found. */
export function useDecideDiscrepancy() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: ({ labelId, decision }: { labelId: number; decision: 'confirm-missing' | 'found' }) =>
      apiClient.post(`/api/discrepancy/${labelId}/${decision}`, { schema: discrepancyDecisionResponse }),
    onSuccess: invalidate,
  });
}

/** PUT /api/transfer-route. */
export function useSetTransferRoute() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (request: TransferRouteRequest) =>
      apiClient.put('/api/transfer-route', { body: request, schema: transferRouteListResponse }),
    onSuccess: invalidate,
  });
}

/** PUT /api/company/settings. */
export function useSetCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompanySettings) =>
      apiClient.put('/api/company/settings', { body: request, schema: companySettings }),
    onSuccess: (settings) => queryClient.setQueryData(mailbagKeys.settings(), settings),
  });
}
