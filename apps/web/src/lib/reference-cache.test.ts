import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyReferenceCacheKey,
  installReferenceCache,
  persistReferenceCache,
  referenceCacheStorageKey,
  referenceLifetimes,
  referenceQueryOptions,
  restoreReferenceCache,
} from './reference-cache';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const branches = [{ id: 1, code: 'YGN' }];
const day = 24 * 60 * 60_000;

async function fetchBranches(client: QueryClient, fetcher = vi.fn(async () => branches)) {
  await client.fetchQuery({
    queryKey: ['branches', 'all'],
    queryFn: fetcher,
    ...referenceQueryOptions('branchesAndTownships'),
  });
  return fetcher;
}

describe('the reference list cache (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lives 30 days for general lists and 1 day for branch and township lists', () => {
    expect(referenceLifetimes).toEqual({ general: 30 * day, branchesAndTownships: day });
    expect(referenceQueryOptions('general')).toMatchObject({ staleTime: 30 * day, gcTime: 30 * day });
  });

  it('brings reference lists back after a reload without asking the server, and nothing else', async () => {
    const storage = memoryStorage();
    const first = new QueryClient();
    await fetchBranches(first);
    await first.fetchQuery({ queryKey: ['label', 1], queryFn: async () => ({ secret: true }) });
    persistReferenceCache(first, storage, 'k1');

    const reloaded = new QueryClient();
    restoreReferenceCache(reloaded, storage);
    expect(reloaded.getQueryData(['branches', 'all'])).toEqual(branches);
    expect(reloaded.getQueryData(['label', 1])).toBeUndefined();
    const fetcher = await fetchBranches(reloaded);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('forgets a list older than its lifetime', async () => {
    const storage = memoryStorage();
    const first = new QueryClient();
    await fetchBranches(first);
    persistReferenceCache(first, storage, 'k1');
    const reloaded = new QueryClient();
    restoreReferenceCache(reloaded, storage, Date.now() + day);
    expect(reloaded.getQueryData(['branches', 'all'])).toBeUndefined();
  });

  it('writes lists to storage as they arrive, and clears them on sign-out', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    const stop = installReferenceCache(client, storage);
    await fetchBranches(client);
    vi.advanceTimersByTime(500);
    expect(storage.values.get(referenceCacheStorageKey)).toContain('YGN');
    client.clear();
    vi.advanceTimersByTime(500);
    expect(storage.values.get(referenceCacheStorageKey)).not.toContain('YGN');
    stop();
  });

  it('drops the lists when the cache key changes, and keeps them while it does not', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    await fetchBranches(client);
    expect(applyReferenceCacheKey(client, 'k1', storage)).toBe(false);
    expect(applyReferenceCacheKey(client, 'k1', storage)).toBe(false);
    expect(client.getQueryData(['branches', 'all'])).toEqual(branches);

    expect(applyReferenceCacheKey(client, 'k2', storage)).toBe(true);
    expect(client.getQueryData(['branches', 'all'])).toBeUndefined();
    const reloaded = new QueryClient();
    restoreReferenceCache(reloaded, storage);
    expect(reloaded.getQueryData(['branches', 'all'])).toBeUndefined();
    const fetcher = await fetchBranches(reloaded);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('ignores storage it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(referenceCacheStorageKey, '{not json');
    const client = new QueryClient();
    restoreReferenceCache(client, storage);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
