import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createLabel, uniquePhone } from './support/labels-api';
import { openAs } from './support/session';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Picks a place in the form's searchable select by typing its English name (the options search both languages), in
 * whatever language the screen is: Enter takes the option the search made active.
 */
async function pickPlace(page: Page, testId: string, search: string): Promise<void> {
  const select = page.getByTestId(testId);
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await expect(select).not.toHaveClass(/ant-select-loading/);
  await select.click();
  await page.keyboard.type(search);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(option).toHaveCount(1);
  const shown = (await option.innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(select).toContainText(shown);
}

test.describe('where a screen opens scrolled', () => {
  test('after Create label, the new label opens at the top: code, Print and next steps in view (mm)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await openAs(page, 'staff', '/label/create', 'mm');
    await page.getByTestId('source-name').fill('ကိုအောင်အောင်');
    await page.getByTestId('source-phone').fill(uniquePhone());
    await pickPlace(page, 'source-region', 'Yangon Region');
    await pickPlace(page, 'source-district', 'Yangon (East)');
    await pickPlace(page, 'source-township', 'Pazundaung');
    await page.getByTestId('destination-name').fill('မလှလှ');
    await page.getByTestId('destination-phone').fill('09791234567');
    await pickPlace(page, 'destination-region', 'Mandalay Region');
    await pickPlace(page, 'destination-district', 'Mandalay');
    await pickPlace(page, 'destination-township', 'Chanayethazan');
    await page.getByTestId('weight').fill('1.5');
    await expect(page.getByTestId('fee-preview-total')).toBeVisible();

    // The Create button is at the bottom of the long form: the clerk scrolls down to press it.
    await page.getByTestId('label-submit').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(200);
    await page.getByTestId('label-submit').click();

    await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
    const code = page.getByTestId('label-detail').getByTestId('tracking-code');
    await expect(code).toHaveText(/^[A-Z]{2}\d{9}MM$/);
    await expect(code).toBeInViewport();
    await expect(page.getByTestId('label-print-button')).toBeInViewport();
    await expect(page.getByTestId('label-action-next')).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    fs.mkdirSync('e2e/artifacts', { recursive: true });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/label-detail-after-create-mm.png' });
  });

  test('back from a label restores the list where it was, forward the label; a label opened anew starts at its top', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const labels = [];
    for (let index = 0; index < 20; index += 1) labels.push(await createLabel(request, 'staff', { phone }));
    // All 20 on one page (the spec's page size is 9): a list long enough to scroll.
    await openAs(page, 'staff', `/label/search?search=${phone}&per_page=20`, 'en');
    const codes = page.getByTestId('labels-list').getByTestId('tracking-code');
    await expect(codes).toHaveCount(labels.length);

    // Down to the last rows of the list, then into one of them.
    await codes.last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const listPosition = await scrollY(page);
    expect(listPosition).toBeGreaterThan(200);
    const opened = (await codes.last().innerText()).trim();
    await codes.last().click();
    await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
    const detailCode = page.getByTestId('label-detail').getByTestId('tracking-code');
    await expect(detailCode).toHaveText(opened);
    // A new screen starts at its top.
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    expect(await scrollY(page)).toBe(150);

    await page.goBack();
    await expect(codes).toHaveCount(labels.length);
    await expect.poll(() => scrollY(page)).toBe(listPosition);
    await expect(codes.last()).toBeInViewport();

    await page.goForward();
    await expect(detailCode).toHaveText(opened);
    await expect.poll(() => scrollY(page)).toBe(150);

    // Back to the list, and the same label again: a new visit, so its top, though its data shows at once this time.
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(listPosition);
    await codes.last().click();
    await expect(detailCode).toHaveText(opened);
    expect(await scrollY(page)).toBe(0);
    await expect(detailCode).toBeInViewport();
  });
});
