import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support/session';

const referencePaths = ['/api/branch/all', '/api/locations'];

/** Records every request for a reference list (branches, locations) from now on. */
function recordReferenceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (referencePaths.includes(url.pathname)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

interface StoredLists {
  key: string | null;
  /** Each stored list's query key (JSON) and when its data was fetched. */
  lists: { queryKey: string; fetchedAt: number }[];
}

/** What the app has written to localStorage (lib/reference-cache.ts). */
async function readStoredLists(page: Page): Promise<StoredLists> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('waypost.reference-cache');
    if (!raw) return { key: null, lists: [] };
    const stored = JSON.parse(raw) as {
      key: string | null;
      state: { queries: { queryKey: unknown; state: { dataUpdatedAt: number } }[] };
    };
    return {
      key: stored.key,
      lists: stored.state.queries.map((query) => ({
        queryKey: JSON.stringify(query.queryKey),
        fetchedAt: query.state.dataUpdatedAt,
      })),
    };
  });
}

/** Loads the new-label screen (branch select and region lists) and waits until it has asked the server everything. */
async function openLabelCreate(page: Page, how: 'goto' | 'reload'): Promise<void> {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cache_config');
  if (how === 'goto') await page.goto('/label/create');
  else await page.reload();
  await expect(page.getByTestId('label-create-form')).toBeVisible();
  await checked;
  await page.waitForLoadState('networkidle');
}

test('reference lists come from the browser cache on reload, and again from the server once reference data changed', async ({
  page,
}) => {
  const requests = recordReferenceRequests(page);
  await openAs(page, 'supervisor', '/dashboard', 'en');
  await openLabelCreate(page, 'goto');
  expect(requests).toEqual(expect.arrayContaining(['/api/branch/all', '/api/locations?level=region']));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('waypost.reference-cache') ?? ''))
    .toContain('"level":"region"');

  // Reload: the lists are drawn from the cache; /api/cache_config answers the same key, so nothing is fetched.
  requests.length = 0;
  await openLabelCreate(page, 'reload');
  expect(requests).toEqual([]);

  // Reference data changes on the server (its triggers move the key): the next load fetches the lists again.
  const touched = await page.evaluate(async () => {
    const response = await fetch('/api/test-hooks/touch-reference-data', {
      method: 'POST',
      // The session cookie goes with it; the page's CSRF token proves the write is the app's.
      headers: { 'x-api-token': 'waypost-web', 'x-csrf-token': localStorage.getItem('waypost.session') ?? '' },
    });
    return response.status;
  });
  expect(touched).toBe(204);
  const keyBefore = (await readStoredLists(page)).key;
  const touchedAt = await page.evaluate(() => Date.now());
  await openLabelCreate(page, 'reload');
  await expect.poll(() => requests).toEqual(expect.arrayContaining(['/api/branch/all', '/api/locations?level=region']));
  // A request seen is not yet an answer: the next reload would cancel it. Wait until the fresh lists are stored under
  // the new key (the app writes them shortly after they arrive).
  await expect
    .poll(async () => {
      const stored = await readStoredLists(page);
      const fresh = stored.lists.filter((list) => list.fetchedAt >= touchedAt).map((list) => list.queryKey);
      return { keyMoved: stored.key !== null && stored.key !== keyBefore, fresh };
    })
    .toEqual({
      keyMoved: true,
      fresh: expect.arrayContaining(['["locations","region",null]', '["branches","all"]']),
    });

  // And those fresh lists are cached again: one more reload fetches nothing.
  requests.length = 0;
  await openLabelCreate(page, 'reload');
  expect(requests).toEqual([]);
});
