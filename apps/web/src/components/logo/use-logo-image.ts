import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLocale } from '@/lib/i18n';
import { sessionHeaders } from '@/lib/session-token';

/** A logo's bytes by its versioned URL (…/logo?v=…): the same URL is the same bytes for good. */
export const logoImageKey = (url: string) => ['logo-image', url] as const;

const logoImageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: logoImageKey(url),
    queryFn: async ({ signal }) => {
      // Bytes, not JSON: the API client reads JSON. The endpoint needs the session like every /api call.
      const response = await fetch(url, {
        signal,
        headers: { 'accept-language': currentLocale(), ...sessionHeaders() },
      });
      if (!response.ok) throw new Error(`logo ${response.status}`);
      return response.blob();
    },
    staleTime: Infinity,
    retry: false,
  });

/**
 * A logo (a merchant's, a company's) as an address an <img> can show: an <img src> cannot send the bearer token, so
 * the bytes are fetched (and cached by their versioned URL) and shown through an object URL, released when it is no
 * longer shown. Null while loading, without a logo, or when it cannot be read.
 */
export function useLogoImage(url: string | null): string | null {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let current = true;
    queryClient.fetchQuery(logoImageQueryOptions(url)).then(
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
