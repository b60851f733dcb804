import { customerLookupResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const savedSenderKeys = {
  all: ['customers', 'saved-senders'] as const,
  byPhone: (phone: string) => [...savedSenderKeys.all, phone] as const,
};

/** GET /api/customers?phone=…: the saved sender with this (whole, canonical) phone, if any. */
export const savedSendersQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: savedSenderKeys.byPhone(phone),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/customers', {
          query: { phone },
          schema: customerLookupResponse,
          signal,
          // A lookup that fails only means nothing is offered: never a reason to leave the form.
          globalErrorHandling: false,
        })
      ).data,
    staleTime: 60_000,
  });

/** Off until the phone is a whole phone (canonicalPhone). */
export function useSavedSenders(phone: string | null) {
  return useQuery({ ...savedSendersQueryOptions(phone ?? ''), enabled: phone !== null });
}
