import { creditPaymentResponse, type CreditPaymentRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { creditKeys } from './credit-keys';

export interface RecordCreditPaymentVariables {
  merchantId: number;
  request: CreditPaymentRequest;
  /** The same key for the same submission: a retry never records the payment twice. */
  idempotencyKey: string;
}

/** POST /api/credit/{merchantId}/payments → 201 with the balance owed after it. */
async function recordCreditPayment({ merchantId, request, idempotencyKey }: RecordCreditPaymentVariables) {
  return (
    await apiClient.post(`/api/credit/${merchantId}/payments`, {
      body: request,
      schema: creditPaymentResponse,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export function useRecordCreditPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCreditPayment,
    onSuccess: () => {
      // The statement, the merchant's balance (merchant screens) and what a batch would deduct all moved.
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['merchants'] });
      void queryClient.invalidateQueries({ queryKey: ['clearance'] });
    },
  });
}
