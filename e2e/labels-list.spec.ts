import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, openSignedIn, uiTexts } from './support/shell';

const en = uiTexts('en');
const pazundaung = 'MMR013016'; // Yangon, served by YGN
const chanayethazan = 'MMR010002'; // Mandalay, served by MDY

const tokens = new Map<string, string>();

/** A bearer token for a demo account, through the API (one sign-in per account and test file). */
async function tokenFor(request: APIRequestContext, userName: string): Promise<string> {
  const known = tokens.get(userName);
  if (known) return known;
  const response = await request.post('/api/login', { data: { user_name: userName, password: demoPassword } });
  expect(response.status()).toBe(200);
  const token = ((await response.json()) as { token: string }).token;
  tokens.set(userName, token);
  return token;
}

async function branchId(request: APIRequestContext, token: string, code: string): Promise<number> {
  const response = await request.get('/api/branch/all', { headers: { authorization: `Bearer ${token}` } });
  const branch = ((await response.json()) as { data: { id: number; code: string }[] }).data.find(
    (item) => item.code === code,
  );
  if (!branch) throw new Error(`no branch ${code}`);
  return branch.id;
}

/** Creates a label through the API as `userName` (at that user's branch), to the other city; returns its code. */
async function createLabel(request: APIRequestContext, userName: 'staff' | 'mdy-staff'): Promise<string> {
  const token = await tokenFor(request, userName);
  const fromYangon = userName === 'staff';
  const response = await request.post('/api/label', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 1.5,
      source_name: 'Ko Aung',
      source_phone: '09421234567',
      source_township: fromYangon ? pazundaung : chanayethazan,
      destination_name: 'Ma Hla',
      destination_phone: '09791234567',
      destination_township: fromYangon ? chanayethazan : pazundaung,
      deliver_branch_id: await branchId(request, token, fromYangon ? 'MDY' : 'YGN'),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { tracking_code: string } }).data.tracking_code;
}

const row = (page: Page, code: string) => page.locator(`[data-testid="table-row"][data-key="${code}"]`);

async function scan(page: Page, code: string): Promise<void> {
  const box = page.getByTestId('scan-box');
  await box.focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

// Each test signs in and makes its own labels through the API: allow for a slow CI machine.
test.describe.configure({ timeout: 60_000 });

test.describe('label lists', () => {
  test('staff at YGN scans three parcels and a foreign one, accepts them, then dispatches them, each in one action', async ({
    page,
    request,
  }) => {
    const ours = [
      await createLabel(request, 'staff'),
      await createLabel(request, 'staff'),
      await createLabel(request, 'staff'),
    ];
    const foreign = await createLabel(request, 'mdy-staff');

    await openSignedIn(page, 'staff', 'en');
    await page.goto('/label/inbox');
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
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '4');

    await page.getByTestId('bulk-action').click();
    const result = page.getByTestId('bulk-result');
    await expect(result).toHaveAttribute('data-moved', '3');
    await expect(result).toHaveAttribute('data-refused', '1');
    await expect(page.getByTestId('bulk-moved')).toContainText('3');
    await expect(page.getByTestId('bulk-refused')).toContainText('1');
    for (const code of ours) {
      await expect(result.locator(`[data-code="${code}"]`)).toHaveAttribute('data-outcome', 'moved');
      await expect(row(page, code)).toHaveCount(0);
    }
    await expect(result.locator(`[data-code="${foreign}"]`)).toHaveAttribute('data-outcome', 'refused');
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '0');
    await page.screenshot({ path: 'e2e/artifacts/labels-bulk-result.png', fullPage: true });

    // Accepted parcels wait in the pending tab: scanned again, they are dispatched to Mandalay in one action.
    await page.getByTestId('bulk-result-close').click();
    await expect(result).toHaveCount(0);
    await page.getByTestId('label-tab-sender-pending').click();
    await expect(page).toHaveURL('/label/pending');
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
    for (const code of ours) await expect(row(page, code)).toBeVisible();
    const mdyToken = await tokenFor(request, 'mdy-staff');
    const inbox = await request.get('/api/label?side=receiver&tab=inbox&per_page=100', {
      headers: { authorization: `Bearer ${mdyToken}` },
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
    const code = await createLabel(request, 'staff');
    await openSignedIn(page, 'staff', 'en');
    await page.goto('/label/inbox');
    await scan(page, code);
    await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    // The batch survives a reload: the ticked row is pre-selected from the history.
    await page.reload();
    await expect(row(page, code).locator('input[type="checkbox"]')).toBeChecked();
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '1');
    await scan(page, code);
    await expect(row(page, code).locator('input[type="checkbox"]')).not.toBeChecked();

    // Select-all ticks every row shown; unticking it clears them.
    const selectAll = page.getByTestId('labels-table').locator('thead input[type="checkbox"]');
    await selectAll.check();
    const shown = await page.getByTestId('table-row').count();
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', String(shown));
    await selectAll.uncheck();
    await expect(page.getByTestId('bulk-batch')).toHaveAttribute('data-count', '0');

    await page.goto('/label/search');
    await expect(row(page, code)).toBeVisible();
    await expect(page.getByTestId('scan-box')).toHaveCount(0);
    await expect(row(page, code).locator('input[type="checkbox"]')).toHaveCount(0);
  });

  test('the paginator goes to a typed page and ignores pages out of range', async ({ page, request }) => {
    for (let index = 0; index < 3; index += 1) await createLabel(request, 'staff');
    await openSignedIn(page, 'staff', 'en');
    await page.goto('/label/search?per_page=1');
    const last = Number(
      await page.getByTestId('paginator').getByRole('button').filter({ hasText: /^\d+$/ }).last().textContent(),
    );
    expect(last).toBeGreaterThanOrEqual(3);

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
    const code = await createLabel(request, 'staff');
    await openSignedIn(page, 'staff', 'en');
    await page.goto('/label/search');
    await page.getByTestId('search-search').fill(code.slice(3, 10));
    await page.getByTestId('search-search').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${code.slice(3, 10)}`));
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
    await createLabel(request, 'staff');
    await openSignedIn(page, 'staff', 'mm');
    await page.goto('/label/search');
    await expect(page.getByTestId('row-number').first()).toHaveText('၁');
    await expect(page.getByTestId('paginator-page-1')).toHaveText('၁');
    await expect(page.getByTestId('label-tab-sender-inbox')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/labels-list-mm.png', fullPage: true });
  });
});

test.describe('parcels and track by date', () => {
  test('a new parcel is in the process group, its detail shows the timeline, and the track list finds it', async ({
    page,
    request,
  }) => {
    const code = await createLabel(request, 'staff');
    await openSignedIn(page, 'staff', 'en');
    await page.goto('/parcels/nonsense');
    await expect(page).toHaveURL('/parcels/process');
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
    await openSignedIn(page, 'supervisor', 'en');
    await page.goto('/track-by-date');
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
    await expect(page.getByTestId('track-by-date-excel-done')).toContainText(en('trackByDate.done'));
    await page.getByTestId('track-by-date-back').click();
    await expect(page).toHaveURL(/\/track-by-date\?from=/);
  });

  test('staff without dashboard-view reads the table but gets no Excel button', async ({ page }) => {
    await openSignedIn(page, 'staff', 'en');
    await page.goto('/track-by-date');
    await expect(page.getByTestId('table-row').last()).toContainText(en('trackByDate.total'));
    await expect(page.getByTestId('track-by-date-download')).toHaveCount(0);
  });
});
