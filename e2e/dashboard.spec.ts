import { expect, test, type APIRequestContext } from '@playwright/test';
import { advanceLabel, createLabel } from './support/labels-api';
import { digitsIn } from './support/money-api';
import { authOf, openAs, type DemoAccount } from './support/session';
import { uiTexts } from './support/shell';

/** What these tests read of GET /api/dashboard and /api/dashboard/stuck. */
interface DashboardResponse {
  variant: 'branch' | 'officer';
  spans: { today: { from: string; to: string } };
  figures: Record<'today' | 'month', { accepted: number }>;
  league: unknown[];
}
interface StuckListResponse {
  data: { tracking_code: string }[];
}

const mm = uiTexts('mm');
const en = uiTexts('en');

/** A count as the screens write it: "1,234"; in Burmese with Myanmar digits. */
const count = (value: number, locale: 'en' | 'mm') => digitsIn(value.toLocaleString('en-US'), locale);

async function dashboardOf(request: APIRequestContext, account: DemoAccount): Promise<DashboardResponse> {
  const response = await request.get('/api/dashboard', { headers: authOf(account) });
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardResponse;
}

test.describe('the dashboard', () => {
  test('the owner reads his branches’ numbers in Burmese and follows one to the report behind it', async ({
    page,
    request,
  }) => {
    // A parcel of the test's own taken in at YGN today: today's accepted is at least 1.
    const label = await createLabel(request, 'staff');
    await advanceLabel(request, 'staff', label, 'pending');

    await openAs(page, 'owner', '/dashboard', 'mm');
    await expect(page.getByTestId('dashboard-page')).toHaveAttribute('data-variant', 'branch');
    await expect(page.getByText(mm('dashboard.welcome').replace('{{name}}', 'U Kyaw Zin'))).toBeVisible();
    const expected = await dashboardOf(request, 'owner');
    expect(expected.figures.today.accepted).toBeGreaterThanOrEqual(1);
    const accepted = page.getByTestId('dashboard-today-accepted');
    await expect(accepted).toHaveText(count(expected.figures.today.accepted, 'mm'));
    await expect(page.getByTestId('dashboard-month-accepted')).toHaveText(count(expected.figures.month.accepted, 'mm'));
    await expect(page.getByTestId('dashboard-figure-delivered_rate')).toContainText(
      mm('dashboard.figureHint.delivered_rate'),
    );
    // The league table has a row per branch the owner reads (YGN, with MDY and NPT he may switch to).
    await expect(page.getByTestId('dashboard-league').locator('tbody tr.ant-table-row')).toHaveCount(
      expected.league.length,
    );
    await expect(page.getByTestId('dashboard-trend-chart')).toBeVisible();
    await expect(page.getByTestId('dashboard-league-chart')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-owner-mm.png', fullPage: true });

    // Today's accepted parcels open the accepted report of today for the same branches, with the same count.
    await accepted.click();
    await expect(page).toHaveURL(
      `/report/accepted?period=daily&from=${expected.spans.today.from}&to=${expected.spans.today.to}&scope=all_branch`,
    );
    await expect(page.getByTestId('report-total-parcel_count')).toContainText(
      count(expected.figures.today.accepted, 'mm'),
    );
  });

  test('on a phone the cards stack and nothing runs off the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openAs(page, 'owner', '/dashboard', 'mm');
    await expect(page.getByTestId('dashboard-figure-accepted')).toBeVisible();
    await expect(page.getByTestId('dashboard-trend-chart')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-owner-mm-phone.png', fullPage: true });
  });

  test('the stuck count opens the list of stuck parcels, oldest first', async ({ page, request }) => {
    await openAs(page, 'owner', '/dashboard', 'en');
    const stuckCount = page.getByTestId('dashboard-stuck-count');
    await expect(stuckCount).toBeVisible();
    await stuckCount.click();
    await expect(page).toHaveURL('/dashboard/stuck?days=3');
    const response = await request.get('/api/dashboard/stuck?days=3', { headers: authOf('owner') });
    const expected = (await response.json()) as StuckListResponse;
    const codes = page.getByTestId('stuck-code');
    await expect(codes).toHaveCount(expected.data.length);
    if (expected.data.length > 0) await expect(codes.first()).toHaveText(expected.data[0]!.tracking_code);
    await expect(page.getByText(en('route.dashboard-stuck')).first()).toBeVisible();

    // Another number of days is another list, kept in the URL.
    await page.getByTestId('stuck-days').click();
    await page.getByTitle(en('dashboard.stuck.daysOption').replace('{{days}}', '1'), { exact: true }).click();
    await expect(page).toHaveURL('/dashboard/stuck?days=1');
  });

  test('head office sees the officer variant: every branch, and what is owed to merchants', async ({
    page,
    request,
  }) => {
    await openAs(page, 'finance-manager', '/dashboard', 'en');
    await expect(page.getByTestId('dashboard-page')).toHaveAttribute('data-variant', 'officer');
    await expect(page.getByTestId('dashboard-scope')).toHaveText(en('dashboard.headOffice'));
    const expected = await dashboardOf(request, 'finance-manager');
    expect(expected.variant).toBe('officer');
    await expect(page.getByTestId('dashboard-league').locator('tbody tr.ant-table-row')).toHaveCount(
      expected.league.length,
    );
    await expect(page.getByTestId('dashboard-cod-merchants')).toBeVisible();
    // Finance reads the cash outstanding against the trial balance.
    await page.getByTestId('dashboard-cod-total').click();
    await expect(page).toHaveURL('/ledger/trial-balance');
  });
});
