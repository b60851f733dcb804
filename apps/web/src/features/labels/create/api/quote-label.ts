import { labelQuoteResponse, type LabelQuoteRequest } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

/** POST /api/label/quote: the server's own fee calculator (rate table, zones, COD and service fees). */
export async function quoteLabel(request: LabelQuoteRequest, signal?: AbortSignal) {
  return (
    await apiClient.post('/api/label/quote', {
      body: request,
      schema: labelQuoteResponse,
      signal,
      // A draft the rate table cannot price answers 422: the preview says so; nobody is redirected.
      globalErrorHandling: false,
    })
  ).data;
}

/** The fee preview of a draft; off while the draft lacks what the fees depend on. */
export function useLabelQuote(request: LabelQuoteRequest | null) {
  return useQuery({
    queryKey: [...labelKeys.quotes(), request] as const,
    queryFn: ({ signal }) => quoteLabel(request as LabelQuoteRequest, signal),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
  });
}
