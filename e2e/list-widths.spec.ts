import { expect, test } from '@playwright/test';
import { openAs, type DemoAccount } from './support/session';

/**
 * Issue 26 §5: on a 1366×768 laptop, in Burmese (the longest headers), every list shows its columns without
 * scrolling sideways — headers wrap, free text wraps, less important columns fold away below 1600 px.
 */
const lists: Record<string, readonly string[]> = {
  owner: [
    '/label/search',
    '/label/inbox',
    '/merchant/list',
    '/track-by-date',
    '/customer/list',
    '/staff/active',
    '/call-list/pending',
    '/parcels/all',
    '/report/daily',
    '/expense-record',
    '/delivery-run',
    '/dashboard/stuck',
    '/api-integration',
    '/agent/list',
    '/cod/pending',
  ],
  'finance-manager': ['/cod-clearance', '/cod/remitted'],
  admin: ['/branch/list', '/company/list', '/branch-collection/list', '/transfer/settings'],
  // Issue 27: the transfer screen's lists and the missing work list (the demo network fills them).
  staff: ['/transfer?tab=preparing', '/transfer?tab=in_transit'],
  'mdy-supervisor': [
    '/transfer?direction=incoming&tab=in_transit',
    '/transfer?direction=incoming&tab=discrepancies',
    '/transfer/missing',
  ],
};

test.use({ viewport: { width: 1366, height: 768 } });

for (const [account, paths] of Object.entries(lists)) {
  test(`${account}'s lists fit a 1366×768 screen in Burmese`, async ({ page }) => {
    await openAs(page, account as DemoAccount, paths[0]!, 'mm');
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      const tables = page.locator('.ant-table-content');
      await expect(tables.first(), path).toBeVisible();
      // Wait for the rows (or the empty state): a loading table is narrower than a filled one.
      await expect(tables.first().locator('tr.ant-table-row, tr.ant-table-placeholder').first()).toBeVisible();
      await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
      const overflows = await tables.evaluateAll((elements) =>
        elements
          .map((element) => ({
            scroll: element.scrollWidth,
            width: element.clientWidth,
            headers: Array.from(element.querySelectorAll('thead th'), (th) => th.textContent?.trim()).join(' | '),
          }))
          .filter(({ scroll, width }) => scroll > width + 1),
      );
      expect(overflows, `${path} scrolls sideways`).toEqual([]);
    }
  });
}
