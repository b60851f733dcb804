import { labelDeliveriesResponse } from '@waypost/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { sessionHeaders } from '@/lib/session-token';
import { deliveryKeys } from './delivery-keys';

/**
 * GET /api/label/{id}/deliveries: every time the label went out. A user who may see the label but not its
 * deliveries gets nothing here rather than being sent to /403 from the label's own page.
 */
export function useLabelDeliveries(labelId: number) {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.labelDeliveries(labelId),
      queryFn: async ({ signal }) =>
        (
          await apiClient.get(`/api/label/${labelId}/deliveries`, {
            schema: labelDeliveriesResponse,
            signal,
            globalErrorHandling: false,
          })
        ).data,
      enabled: Number.isInteger(labelId) && labelId > 0,
      retry: false,
    }),
  );
}

const proofImageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: deliveryKeys.proofImage(url),
    queryFn: async ({ signal }) => {
      // Bytes with the session's CSRF header, as every API call sends it.
      const response = await fetch(url, {
        signal,
        headers: { 'accept-language': currentLocale(), ...sessionHeaders() },
      });
      if (!response.ok) throw new Error(`proof image ${response.status}`);
      return response.blob();
    },
    // A proof never changes once recorded.
    staleTime: Infinity,
    retry: 1,
  });

/** A proof image as an address an <img> can show; `failed` when it cannot be read. Released when no longer shown. */
export function useProofImage(url: string | null): { src: string | null; failed: boolean } {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ url: string; src: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let current = true;
    queryClient.fetchQuery(proofImageQueryOptions(url)).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, src: objectUrl, failed: false });
      },
      () => {
        if (current) setShown({ url, src: null, failed: true });
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, queryClient]);
  return shown && shown.url === url ? { src: shown.src, failed: shown.failed } : { src: null, failed: false };
}
