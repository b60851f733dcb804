import { expect, test, type Page } from '@playwright/test';
import { advanceLabel, createLabel, uniquePhone } from './support/labels-api';
import { authOf, openAs } from './support/session';
import { uiTexts } from './support/shell';

const en = uiTexts('en');

const row = (page: Page, code: string) => page.locator(`[data-testid="table-row"][data-key="${code}"]`);

async function scan(page: Page, code: string): Promise<void> {
  const box = page.getByTestId('scan-box');
  await box.focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Types the keyword into the search bar and runs the search, as staff narrowing a list do. */
async function searchFor(page: Page, keyword: string): Promise<void> {
  const box = page.getByTestId('search-search');
  await box.fill(keyword);
  await expect(box).toHaveValue(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${keyword}`));
}

// Each test makes its own labels through the API, with a sender phone of its own, and reads the lists filtered by
// that phone: the demo labels and the labels of tests running alongside are in the same lists.

test.describe('label lists', () => {
  test('staff at YGN scans three parcels and a foreign one and accepts them in one action', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const ours: string[] = [];
    for (let index = 0; index < 3; index += 1) ours.push((await createLabel(request, 'staff', { phone })).code);
    const foreign = (await createLabel(request, 'mdy-staff')).code;
    // Already accepted: it belongs to the pending tab, and the inbox's accept must not move it one step on.
    const accepted = await createLabel(request, 'staff');
    await advanceLabel(request, 'staff', accepted, 'pending');

    await openAs(page, 'staff', `/label/inbox?search=${phone}`, 'en');
    await expect(page.getByTestId('labels-list')).toHaveAttribute('data-tab', 'inbox');
    for (const code of ours) await expect(row(page, code)).toBeVisible();
    await expect(page.getByTestId('scan-box')).toBeFocused();

    for (const code of ours) {
      await scan(page, code);
      await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
      await expect(row(page, code)).toHaveAttribute('data-highlight', 'true');
      await expect(page.getByTestId('scan-feedback')).toContainText(code);
    }
    await expect(page.getByTestId('scan-box')).toHaveValue('');

    // A parcel of another branch is not in this list: warned, and added to the batch to try.
    await scan(page, foreign);
    await expect(page.getByTestId('scan-feedback')).toContainText(
      en('bulk.notInList').replace('{{code}}', foreign).split('.')[0] ?? foreign,
    );
    await expect(page.getByTestId('batch-chip-unlisted')).toContainText(foreign);
    await scan(page, accepted.code);
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '5');
    await expect(page.getByTestId('bulk-action')).toHaveAttribute('data-action', 'accept');

    await page.getByTestId('bulk-action').click();
    const result = page.getByTestId('bulk-result');
    await expect(result).toHaveAttribute('data-moved', '3');
    await expect(result).toHaveAttribute('data-refused', '2');
    await expect(page.getByTestId('bulk-moved')).toContainText('3');
    await expect(page.getByTestId('bulk-refused')).toContainText('2');
    await expect(result.locator(`[data-code="${accepted.code}"]`)).toHaveAttribute('data-outcome', 'refused');
    await expect(result.locator(`[data-code="${accepted.code}"]`)).toContainText(
      'Accepted at origin branch — use “Send to destination” for it, not “Accept at this branch”.',
    );
    for (const code of ours) {
      await expect(result.locator(`[data-code="${code}"]`)).toHaveAttribute('data-outcome', 'moved');
      await expect(row(page, code)).toHaveCount(0);
    }
    await expect(result.locator(`[data-code="${foreign}"]`)).toHaveAttribute('data-outcome', 'refused');
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '0');
    await page.screenshot({ path: 'e2e/artifacts/labels-bulk-result.png', fullPage: true });

    // Accepted, they wait in the pending tab, whose bulk action is the dispatch.
    await page.getByTestId('bulk-result-close').click();
    await expect(result).toHaveCount(0);
    await page.getByTestId('label-tab-sender-pending').click();
    await expect(page).toHaveURL('/label/pending');
    await expect(page.getByTestId('bulk-action')).toHaveAttribute('data-action', 'dispatch');
    await searchFor(page, phone);
    for (const code of ours) await expect(row(page, code)).toBeVisible();
  });

  test('staff at YGN scans accepted parcels and dispatches them to Mandalay in one action, then follows them', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const ours: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const label = await createLabel(request, 'staff', { phone });
      await advanceLabel(request, 'staff', label, 'pending');
      ours.push(label.code);
    }
    const foreign = (await createLabel(request, 'mdy-staff')).code;

    await openAs(page, 'staff', `/label/pending?search=${phone}`, 'en');
    await expect(page.getByTestId('bulk-action')).toHaveAttribute('data-action', 'dispatch');
    for (const code of ours) {
      await expect(row(page, code)).toBeVisible();
      await scan(page, code);
      await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    }
    await scan(page, foreign);
    await expect(page.getByTestId('batch-chip-unlisted')).toContainText(foreign);
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '4');
    await page.getByTestId('bulk-action').click();
    const result = page.getByTestId('bulk-result');
    await expect(result).toHaveAttribute('data-moved', '3');
    await expect(result).toHaveAttribute('data-refused', '1');
    await expect(result.locator(`[data-code="${foreign}"]`)).toHaveAttribute('data-outcome', 'refused');
    for (const code of ours) {
      await expect(result.locator(`[data-code="${code}"]`)).toHaveAttribute('data-outcome', 'moved');
      await expect(result.locator(`[data-code="${code}"]`)).toHaveAttribute(
        'data-status',
        'send_to_destination_branch',
      );
      await expect(row(page, code)).toHaveCount(0);
    }

    // On their way: the sender follows them in the ongoing tab, Mandalay finds them in its inbox.
    await page.getByTestId('label-tab-sender-ongoing').click();
    // The tab's own list (and its search bar) replaces the old one; typed into the old bar, the keyword would be lost.
    await expect(page.getByTestId('labels-list')).toHaveAttribute('data-tab', 'ongoing');
    await searchFor(page, phone);
    for (const code of ours) await expect(row(page, code)).toBeVisible();
    const inbox = await request.get(`/api/label?side=receiver&tab=inbox&search=${phone}`, {
      headers: authOf('mdy-staff'),
    });
    const inboxCodes = ((await inbox.json()) as { data: { tracking_code: string; status: string }[] }).data
      .filter((label) => ours.includes(label.tracking_code))
      .map((label) => label.status);
    expect(inboxCodes).toEqual([
      'send_to_destination_branch',
      'send_to_destination_branch',
      'send_to_destination_branch',
    ]);
  });

  test('a scan toggles its row, the batch survives a reload, select-all; tabs without a bulk action have no checkboxes', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const { code } = await createLabel(request, 'staff', { phone });
    await openAs(page, 'staff', `/label/inbox?search=${phone}`, 'en');
    // Scanned onto the row shown (a scan before the list loads is the next test's case).
    await expect(row(page, code)).toBeVisible();
    await scan(page, code);
    await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    // The scanner bouncing (the same code again within 3 s) is ignored: the row stays ticked.
    await scan(page, code);
    await expect(page.getByTestId('scan-feedback')).toHaveAttribute('class', /success/);
    await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    // The batch survives a reload: the ticked row is pre-selected from the history.
    await page.reload();
    await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '1');
    // A deliberate re-scan takes it out again, and says so loudly.
    await scan(page, code);
    await expect(row(page, code).locator('input[type="checkbox"]')).not.toBeChecked();
    await expect(page.getByTestId('scan-feedback')).toContainText(en('bulk.rescanned').replace('{{code}}', code));
    await expect(page.getByTestId('scan-feedback')).toHaveAttribute('class', /error/);

    // Select-all ticks every row shown; unticking it clears them.
    const selectAll = page.getByTestId('labels-table').locator('thead input[type="checkbox"]');
    await selectAll.check();
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '1');
    await selectAll.uncheck();
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '0');

    await page.goto(`/label/search?search=${phone}`);
    await expect(row(page, code)).toBeVisible();
    await expect(page.getByTestId('scan-box')).toHaveCount(0);
    await expect(row(page, code).locator('input[type="checkbox"]')).toHaveCount(0);
  });

  test('a parcel scanned before the list has loaded is ticked on its row once the row shows', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const { code } = await createLabel(request, 'staff', { phone });
    // The inbox's first page is held back, as on a slow line, while the scanner is already in use.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/label' && url.searchParams.get('search') === phone,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await openAs(page, 'staff', `/label/inbox?search=${phone}`, 'en');
    await scan(page, code);
    await expect(page.getByTestId('batch-chip-unlisted')).toContainText(code);
    release();
    await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    await expect(page.getByTestId('batch-chip-unlisted')).toHaveCount(0);
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '1');
    // The "not in this list" warning gives way once its row shows: the clerk sees it ticked.
    await expect(page.getByTestId('scan-feedback')).toHaveAttribute('class', /success/);
    await expect(page.getByTestId('scan-feedback')).toContainText(en('bulk.ticked').replace('{{code}}', code));
  });

  test('the paginator goes to a typed page and ignores pages out of range', async ({ page, request }) => {
    const phone = uniquePhone();
    for (let index = 0; index < 3; index += 1) await createLabel(request, 'staff', { phone });
    const last = 3;
    await openAs(page, 'staff', `/label/search?per_page=1&search=${phone}`, 'en');
    // Three labels, one per page.
    await expect(page.getByTestId('paginator').getByRole('button').filter({ hasText: /^\d+$/ })).toHaveText([
      '1',
      '2',
      '3',
    ]);

    await page.getByTestId('paginator-go-input').fill('2');
    await page.getByTestId('paginator-go').click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByTestId('paginator-page-2')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('row-number')).toHaveText('2');

    await page.getByTestId('paginator-go-input').fill(String(last + 1));
    await page.getByTestId('paginator-go').click();
    await page.getByTestId('paginator-go-input').fill('0');
    await page.getByTestId('paginator-go-input').press('Enter');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByTestId('paginator-page-2')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('paginator-next').click();
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await page.getByTestId(`paginator-page-${last}`).click();
    await expect(page.getByTestId('paginator-next')).toBeDisabled();
  });

  test('searching by part of a tracking code finds the label; a search without match shows the empty state', async ({
    page,
    request,
  }) => {
    const { code } = await createLabel(request, 'staff');
    // The code's digits without the service letters and country: no other label's code holds them.
    const piece = code.slice(2, 11);
    await openAs(page, 'staff', '/label/search', 'en');
    await page.getByTestId('search-search').fill(piece);
    await page.getByTestId('search-search').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${piece}`));
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    await expect(row(page, code)).toBeVisible();
    await row(page, code).getByTestId('tracking-code').click();
    await expect(page).toHaveURL(/\/label\/detail\/\d+$/);

    await page.goto('/label/search?search=ZZ000000000');
    await expect(page.getByTestId('table-empty')).toHaveText(en('table.noData'));
    await page.getByTestId('search-reset').click();
    await expect(page).toHaveURL('/label/search');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
  });

  test('the Burmese list numbers rows and pages in Myanmar digits', async ({ page, request }) => {
    const phone = uniquePhone();
    await createLabel(request, 'staff', { phone });
    await openAs(page, 'staff', `/label/search?search=${phone}`, 'mm');
    await expect(page.getByTestId('row-number')).toHaveText(['၁']);
    await expect(page.getByTestId('paginator-page-1')).toHaveText('၁');
    await expect(page.getByTestId('label-tab-sender-inbox')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/labels-list-mm.png', fullPage: true });
  });
});

test.describe('demo data', () => {
  // The one test that reads the demo labels the server seeds on its first start: a newcomer's lists are not empty.
  test('staff signing in on a fresh start finds labels in the list, its tabs and the parcels screen', async ({
    page,
  }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await page.getByTestId('label-tab-sender-pending').click();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await page.getByTestId('label-tab-receiver-delivered').click();
    await expect(page).toHaveURL('/label/delivered?side=receiver');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await page.goto('/parcels/returned');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
  });
});

test.describe('parcels and track by date', () => {
  test('a new parcel is in the process group, its detail shows the timeline, and the track list finds it', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const { code } = await createLabel(request, 'staff', { phone });
    await openAs(page, 'staff', '/parcels/nonsense', 'en');
    await expect(page).toHaveURL('/parcels/process');
    await searchFor(page, phone);
    await expect(row(page, code)).toBeVisible();
    await expect(row(page, code).getByTestId('parcel-status')).toHaveAttribute('data-status', 'pending');

    await page.getByTestId('parcels-tab-delivered').click();
    await expect(page).toHaveURL('/parcels/delivered');
    await expect(page.getByTestId('parcels-table')).toHaveAttribute('data-loading', 'false');
    await expect(row(page, code)).toHaveCount(0);

    await page.goto(`/parcel-track/list?search=${code}`);
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    await row(page, code).getByTestId('tracking-code').click();
    await expect(page).toHaveURL(/\/parcel-detail\/\d+$/);
    await expect(page.getByTestId('parcel-tracking-code')).toHaveText(code);
    await expect(page.getByTestId('parcel-step')).toHaveCount(1);
    await expect(page.getByTestId('parcel-step').first()).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('parcel-step').first()).toContainText('YGN');
  });

  test('the supervisor reads today in the track-by-date table and downloads its Excel', async ({ page, request }) => {
    await createLabel(request, 'staff');
    await openAs(page, 'supervisor', '/track-by-date', 'en');
    await expect(page.getByTestId('track-by-date-branch')).toContainText('YGN');
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.last()).toContainText(en('trackByDate.total'));
    expect(Number(await rows.last().getByTestId('count-pending').textContent())).toBeGreaterThanOrEqual(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('track-by-date-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page).toHaveURL(/\/track-by-date\/get-excel\?from=/);
    // Written as an export job and saved from its signed link, which the page's URL carries.
    await expect(page).toHaveURL(/[?&]signature=[0-9a-f]{64}/);
    await expect(page.getByTestId('track-by-date-excel-done')).toContainText(download.suggestedFilename());
    await page.getByTestId('track-by-date-back').click();
    await expect(page).toHaveURL(/\/track-by-date\?from=/);
  });

  test('staff without dashboard-view reads the table but gets no Excel button', async ({ page }) => {
    await openAs(page, 'staff', '/track-by-date', 'en');
    await expect(page.getByTestId('table-row').last()).toContainText(en('trackByDate.total'));
    await expect(page.getByTestId('track-by-date-download')).toHaveCount(0);
  });
});
