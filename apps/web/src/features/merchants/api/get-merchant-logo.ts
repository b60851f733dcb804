import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLocale } from '../../../lib/i18n';
import { sessionToken } from '../../../lib/session-token';
import { merchantKeys } from './merchant-keys';

/** GET /api/merchant/{id}/logo?v=…: the image bytes (the URL is versioned, so they never change under it). */
const merchantLogoQueryOptions = (url: string) =>
  queryOptions({
    queryKey: merchantKeys.logo(url),
    queryFn: async ({ signal }) => {
      // Bytes, not JSON: the API client reads JSON. The endpoint needs the bearer token like every /api call.
      const token = sessionToken.get();
      const response = await fetch(url, {
        signal,
        headers: { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(`logo ${response.status}`);
      return response.blob();
    },
    staleTime: Infinity,
    retry: false,
  });

/**
 * A merchant's logo as an address an <img> can show: an <img src> cannot send the bearer token, so the bytes are
 * fetched (and cached by their versioned URL) and shown through an object URL, released when it is no longer shown.
 * Null while loading, without a logo, or when it cannot be read.
 */
export function useMerchantLogo(url: string | null): string | null {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let current = true;
    queryClient.fetchQuery(merchantLogoQueryOptions(url)).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, objectUrl });
      },
      // No logo to show is not worth a message: the placeholder stays.
      () => {},
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, queryClient]);
  return shown && shown.url === url ? shown.objectUrl : null;
}
