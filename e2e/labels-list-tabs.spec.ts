import { expect, test, type Locator, type Page } from '@playwright/test';
import { advanceLabel, createLabel, uniquePhone } from './support/labels-api';
import { contrastOf } from './support/contrast';
import { authOf, openAs } from './support/session';
import { uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

const desktop = { width: 1366, height: 800 };
const phone = { width: 390, height: 844 };

/** A count as the Burmese screen writes it: Myanmar digits, comma thousands. */
const myanmarCount = (value: number) =>
  value.toLocaleString('en-US').replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

/** What the list of a tab says its total is (the counter must say the same). */
async function listTotal(page: Page, side: 'sender' | 'receiver', tab: string): Promise<number> {
  const response = await page.request.get(`/api/label?side=${side}&tab=${tab}&per_page=1`, {
    headers: authOf('staff'),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

async function countOf(tab: Locator): Promise<number> {
  await expect(tab).toHaveAttribute('data-count', /^\d+$/);
  return Number(await tab.getAttribute('data-count'));
}

/** The element's content is not clipped (no ellipsis, nothing hidden by overflow). */
async function expectNotCut(element: Locator): Promise<void> {
  const widths = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(widths.scroll, await element.innerText()).toBeLessThanOrEqual(widths.client);
}

// Each test makes the labels it counts and compares counts before and after (other tests' labels are in the lists).

test.describe('label list tabs, search bar and empty search', () => {
  test('at 1366 × 800 every tab reads in full with its count, and a new label moves the counts', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(desktop);
    await openAs(page, 'staff', '/label/search', 'mm');
    await expect(page.getByTestId('labels-list')).toBeVisible();
    const inbox = page.getByTestId('label-tab-sender-inbox');
    const pending = page.getByTestId('label-tab-sender-pending');
    const before = { inbox: await countOf(inbox), pending: await countOf(pending) };

    const nav = page.getByTestId('label-tabs');
    const navBox = (await nav.boundingBox())!;
    const tabs = nav.locator('a.label-tab');
    await expect(tabs).toHaveCount(1 + 11 + 11);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeVisible();
      await expectNotCut(tab);
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(navBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
    }
    // Every tab but the search tab shows its counter, in Myanmar digits.
    await expect(nav.getByTestId('label-tab-count')).toHaveCount(22);
    await expect(inbox.getByTestId('label-tab-count')).toHaveText(myanmarCount(before.inbox));

    // Opening a tab counts afresh: the new label is in the inbox's count.
    const label = await createLabel(request, 'staff');
    await inbox.click();
    await expect(page).toHaveURL('/label/inbox');
    await expect(inbox).toHaveAttribute('aria-current', 'page');
    await expect(inbox).toHaveAttribute('data-count', String(before.inbox + 1));
    await expect(inbox.getByTestId('label-tab-count')).toHaveText(myanmarCount(before.inbox + 1));
    expect(await countOf(inbox)).toBe(await listTotal(page, 'sender', 'inbox'));

    // Accepted at the counter, it leaves the inbox's count for the pending tab's.
    await advanceLabel(request, 'staff', label, 'pending');
    await pending.click();
    await expect(page).toHaveURL('/label/pending');
    await expect(pending).toHaveAttribute('data-count', String(before.pending + 1));
    await expect(inbox).toHaveAttribute('data-count', String(before.inbox));
    expect(await countOf(pending)).toBe(await listTotal(page, 'sender', 'pending'));
    await page.screenshot({ path: 'e2e/artifacts/labels-list-tabs-1366-mm.png' });
  });

  test('at 390 × 844 the tabs are one list where every tab reads in full with its count', async ({ page, request }) => {
    await page.setViewportSize(phone);
    await openAs(page, 'staff', '/label/inbox', 'mm');
    const picker = page.getByTestId('label-tab-select');
    await expect(picker).toBeVisible();
    await expect(page.getByTestId('label-tabs')).toHaveCount(0);

    await picker.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1 + 11 + 11);
    for (const option of await options.all()) {
      await option.scrollIntoViewIfNeeded();
      await expect(option).toBeVisible();
      await expectNotCut(option.locator('.ant-select-item-option-content'));
    }
    const inbox = page.locator('.ant-select-dropdown:visible').getByTestId('label-tab-sender-inbox');
    const before = await countOf(inbox);
    await expect(inbox.getByTestId('label-tab-count')).toHaveText(` (${myanmarCount(before)})`);
    await page.keyboard.press('Escape');
    // The chosen tab shows its group and count too.
    await expect(picker).toContainText(myanmarCount(before));

    // Another tab opened counts afresh: the new label is in the inbox's count.
    await createLabel(request, 'staff');
    await picker.click();
    await page.locator('.ant-select-dropdown:visible').getByTestId('label-tab-receiver-pending').click();
    await expect(page).toHaveURL('/label/pending?side=receiver');
    await expect(page.getByTestId('labels-list')).toHaveAttribute('data-side', 'receiver');
    await picker.click();
    await expect(inbox).toHaveAttribute('data-count', String(before + 1));
    await expect(inbox.getByTestId('label-tab-count')).toHaveText(` (${myanmarCount(before + 1)})`);
    await page.screenshot({ path: 'e2e/artifacts/labels-list-tabs-390-mm.png' });
  });

  test('the search bar is one row at 1366 px and stacks at 390 px; the Burmese keyword hint reads in full', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openAs(page, 'staff', '/label/search', 'mm');
    const bar = page.getByTestId('search-bar');
    await expect(bar).toHaveAttribute('data-branches-ready', 'true');
    const tops = await bar
      .locator(':scope > *')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);

    const keyword = page.getByTestId('search-search');
    await expect(keyword).toHaveAttribute('placeholder', mm('searchBar.keyword'));
    const fit = await keyword.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'pre';
      probe.style.position = 'absolute';
      probe.textContent = input.placeholder;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      return { text, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    // The full explanation is one hover or tap away.
    await page.getByTestId('search-search-hint').hover();
    await expect(page.getByRole('tooltip')).toHaveText(mm('searchBar.keywordHint'));

    await page.setViewportSize(phone);
    // The shell moves the sidebar into its drawer on the resize event (a render later): measure the bar after that.
    await expect(page.getByTestId('sidebar-menu')).toBeHidden();
    const fields = bar.locator('.search-bar-field');
    const barBox = (await bar.boundingBox())!;
    for (const name of ['search', 'branch', 'status']) {
      const box = (await fields.filter({ has: page.getByTestId(`search-${name}`) }).boundingBox())!;
      expect(Math.round(box.width)).toBe(Math.round(barBox.width));
    }
    const from = (await bar.locator('.search-bar-field-date').first().boundingBox())!;
    const to = (await bar.locator('.search-bar-field-date').last().boundingBox())!;
    expect(Math.round(from.y)).toBe(Math.round(to.y));
    expect(to.x + to.width).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
    expect(await bar.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/labels-search-bar-390-mm.png' });
  });

  test('a search that finds nothing says what the search box finds', async ({ page }) => {
    await openAs(page, 'staff', `/label/search?search=ZZ${uniquePhone()}`, 'en');
    await expect(page.getByTestId('table-empty')).toHaveText(en('table.noData'));
    const hint = page.getByTestId('search-empty-hint');
    await expect(hint).toContainText(en('labelList.noMatch.keyword'));
    await expect(hint).toContainText(en('labelList.noMatch.notSearched'));

    // A tab that is empty without any search has nothing to explain.
    await page.goto('/label/ims_ems');
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await expect(page.getByTestId('search-empty-hint')).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('locale', 'mm'));
    await page.goto(`/label/search?search=ZZ${uniquePhone()}`);
    await expect(page.getByTestId('search-empty-hint')).toContainText(mm('labelList.noMatch.keyword'));
  });

  test('a selected row keeps its status tag readable', async ({ page, request }) => {
    const phoneNumber = uniquePhone();
    // On its way to MDY: in MDY's receiving inbox, whose rows have checkboxes (and an "ongoing" gold tag).
    for (let index = 0; index < 2; index += 1) {
      const label = await createLabel(request, 'staff', { phone: phoneNumber });
      await advanceLabel(request, 'staff', label, 'pending');
      await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
    }
    await openAs(page, 'mdy-staff', `/label/inbox?side=receiver&search=${phoneNumber}`, 'mm');
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(2);
    await page.getByTestId('labels-table').locator('thead input[type="checkbox"]').check();
    for (const row of await rows.all()) {
      await expect(row).toHaveClass(/ant-table-row-selected/);
      const tag = row.getByTestId('label-status');
      await expect(tag).toBeVisible();
      expect(await contrastOf(tag)).toBeGreaterThanOrEqual(4.5);
    }
    await page.screenshot({ path: 'e2e/artifacts/labels-selected-rows-mm.png' });
  });
});
