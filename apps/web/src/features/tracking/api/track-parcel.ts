import { publicTrackResponse } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** GET /api/track/{code}: public, no sign-in; statuses come back in the language asked for. */
export async function trackParcel(code: string, signal?: AbortSignal) {
  return (
    await apiClient.get(`/api/track/${encodeURIComponent(code)}`, {
      schema: publicTrackResponse,
      signal,
      // A visitor without a session: an unknown code is the page's business, not the shell's.
      globalErrorHandling: false,
    })
  ).data;
}

/** The parcel's public progress in the current language (a language switch asks again). */
export function useTrackParcel(code: string | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['track', code, locale] as const,
    queryFn: ({ signal }) => trackParcel(code as string, signal),
    enabled: Boolean(code),
    staleTime: 30_000,
  });
}
