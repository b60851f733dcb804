import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { applyReferenceCacheKey } from './reference-cache';

/** The cache key check's own query (the key it last read). */
const cacheConfigKey = ['cache-config'] as const;

/** How often a signed-in page asks whether reference data changed (also on focus, once this old). */
export const referenceKeyCheckMs = 5 * 60_000;

/**
 * GET /api/cache_config at start, when the window regains focus (at most once a minute) and every five minutes: a
 * new key drops the cached reference lists (lib/reference-cache.ts). Signed-in users only: the endpoint needs a session.
 */
export function useReferenceCacheCheck(enabled: boolean): void {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: cacheConfigKey,
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

/**
 * After this browser changed reference data (a new branch, a group's branches): asks for the key again at once, so
 * the cached reference lists (and this browser's record of the key) follow the change now rather than at the next
 * check. The caller refreshes the list it changed as well, in case the key has not moved.
 */
export async function recheckReferenceCacheKey(queryClient: QueryClient): Promise<void> {
  await queryClient.refetchQueries({ queryKey: cacheConfigKey });
}
