import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * Reference lists (branches, locations …) kept across reloads in localStorage (spec §9: general lists 30 days, branch
 * and township lists 1 day), dropped whenever GET /api/cache_config answers a new key. Built on TanStack Query's own
 * dehydrate/hydrate: the persister packages on the registry pin an older @tanstack/query-core than the app's, which
 * would bundle a second copy of it.
 */
const day = 24 * 60 * 60_000;
export const referenceLifetimes = { general: 30 * day, branchesAndTownships: day } as const;
export type ReferenceKind = keyof typeof referenceLifetimes;

export const referenceCacheStorageKey = 'waypost.reference-cache';
/** Bump when the stored shape changes: older data is then ignored. */
const formatVersion = 1;
/** Changes are written at most this often (and at once when the page is hidden or left). */
const writeDelayMs = 200;

interface StoredReferenceCache {
  version: typeof formatVersion;
  /** The /api/cache_config key the lists were fetched under; null until the first answer. */
  key: string | null;
  state: DehydratedState;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Options that make a query a persisted reference list: fresh, kept and stored for its lifetime. */
export function referenceQueryOptions(kind: ReferenceKind) {
  const lifetime = referenceLifetimes[kind];
  return { staleTime: lifetime, gcTime: lifetime, meta: { referenceLifetime: lifetime } };
}

function lifetimeOf(meta: Record<string, unknown> | undefined): number | null {
  const value = meta?.referenceLifetime;
  return typeof value === 'number' && value > 0 ? value : null;
}

const isReferenceQuery = (query: Query) => lifetimeOf(query.meta) !== null;

function read(storage: KeyValueStorage): StoredReferenceCache | null {
  try {
    const raw = storage.getItem(referenceCacheStorageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredReferenceCache>) : null;
    return parsed?.version === formatVersion && parsed.state ? (parsed as StoredReferenceCache) : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, value: StoredReferenceCache): void {
  try {
    storage.setItem(referenceCacheStorageKey, JSON.stringify(value));
  } catch {
    // Storage full or refused: the lists are fetched again next time, nothing more.
  }
}

/** Writes the reference lists of the cache now, under the given key (by default the stored one). */
export function persistReferenceCache(
  queryClient: QueryClient,
  storage: KeyValueStorage,
  key = read(storage)?.key ?? null,
) {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isReferenceQuery(query),
    shouldDehydrateMutation: () => false,
  });
  write(storage, { version: formatVersion, key, state });
}

/** Puts the stored lists that are still within their lifetime back into the cache. */
export function restoreReferenceCache(queryClient: QueryClient, storage: KeyValueStorage, now = Date.now()): void {
  const stored = read(storage);
  if (!stored) return;
  for (const query of stored.state.queries) {
    const lifetime = lifetimeOf(query.meta);
    if (lifetime === null || now - query.state.dataUpdatedAt >= lifetime) continue;
    // Each list keeps its own lifetime in memory too, even before a screen uses it.
    hydrate(queryClient, { mutations: [], queries: [query] }, { defaultOptions: { queries: { gcTime: lifetime } } });
  }
}

/**
 * Restores the stored lists into the client and keeps storage in step with the cache from then on. Returns a function
 * that stops it.
 */
export function installReferenceCache(
  queryClient: QueryClient,
  storage: KeyValueStorage | undefined = globalThis.localStorage,
): () => void {
  if (!storage) return () => {};
  restoreReferenceCache(queryClient, storage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    persistReferenceCache(queryClient, storage);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // Reference lists arriving, changing or leaving (a sign-out clears them all) are written; nothing else is.
    if (!isReferenceQuery(event.query) || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      persistReferenceCache(queryClient, storage);
    }, writeDelayMs);
  });
  const onHide = () => flush();
  globalThis.addEventListener?.('pagehide', onHide);
  return () => {
    flush();
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', onHide);
  };
}

/**
 * Compares the server's cache key with the one the stored lists were fetched under: a new key drops every reference
 * list (screens showing one fetch it again at once, the others when next opened). The first key ever seen is just
 * recorded. Returns whether lists were dropped.
 */
export function applyReferenceCacheKey(queryClient: QueryClient, key: string, storage: KeyValueStorage): boolean {
  const stored = read(storage);
  const changed = stored !== null && stored.key !== null && stored.key !== key;
  if (changed) void queryClient.resetQueries({ predicate: isReferenceQuery });
  persistReferenceCache(queryClient, storage, key);
  return changed;
}
