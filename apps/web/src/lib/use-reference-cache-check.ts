import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { applyReferenceCacheKey } from './reference-cache';

/** How often a signed-in page asks whether reference data changed (also on focus, once this old). */
export const referenceKeyCheckMs = 5 * 60_000;

/**
 * GET /api/cache_config at start, when the window regains focus (at most once a minute) and every five minutes: a
 * new key drops the cached reference lists (lib/reference-cache.ts). Signed-in users only: the endpoint needs a session.
 */
export function useReferenceCacheCheck(enabled: boolean): void {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: ['cache-config'],
    queryFn: async ({ signal }) => {
      const { key } = await apiClient.get<{ key: string }>('/api/cache_config', { signal });
      if (typeof localStorage !== 'undefined') applyReferenceCacheKey(queryClient, key, localStorage);
      return key;
    },
    enabled,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: referenceKeyCheckMs,
  });
}
