import { expect, test, type Request } from '@playwright/test';

/** Spec target (README, Benchmarks): a cold /login moves at most this much JavaScript and CSS over the wire. */
const loginBudgetBytes = 200 * 1024;

test('a cold /login stays within 200 KB of JavaScript and CSS, precompressed and cached for good', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets: Request[] = [];
  page.on('requestfinished', (request) => {
    if (/\.(js|css)$/.test(new URL(request.url()).pathname)) assets.push(request);
  });
  const documentResponse = await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('#login_user_name')).toBeVisible();

  // index.html is asked for again on every visit, so a deploy is seen at once.
  expect(documentResponse?.headers()['cache-control']).toBe('no-cache');

  let bytes = 0;
  for (const request of assets) {
    const headers = (await request.response())?.headers() ?? {};
    const size = (await request.sizes()).responseBodySize;
    // Files under 1 KB are not worth compressing (the build writes no .br for them).
    if (size >= 1024)
      expect({ url: request.url(), encoding: headers['content-encoding'] }).toMatchObject({ encoding: 'br' });
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    bytes += size;
  }
  expect(assets.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(loginBudgetBytes);
  await context.close();
});
