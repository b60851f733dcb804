import { expect, test, type Page } from '@playwright/test';
import { createLabel } from './support/labels-api';
import { openAs } from './support/session';

/** Lets the console speak (it is silent unless localStorage active_console is set, spec §9) and records warnings. */
async function recordWarnings(page: Page): Promise<string[]> {
  const warnings: string[] = [];
  await page.addInitScript(() => localStorage.setItem('active_console', '1'));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test.describe('page landmarks and start-up warnings', () => {
  test('every screen has exactly one main landmark', async ({ page, request }) => {
    const label = await createLabel(request, 'staff');
    await page.goto('/login');
    await expect(page.locator('#login_user_name')).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);

    await openAs(page, 'staff', '/label/search', 'en');
    await expect(page.getByTestId('labels-list')).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(label.code.slice(0, 2));

    await page.goto(`/label/detail/${label.id}`);
    await expect(page.getByTestId('label-detail').getByTestId('tracking-code')).toHaveText(label.code);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(label.code);

    await page.goto(`/label/print/${label.id}`);
    await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(label.code);

    await page.goto(`/track/${label.code}`);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('no screen warns about a missing HydrateFallback on load', async ({ page, request }) => {
    const label = await createLabel(request, 'staff');
    const warnings = await recordWarnings(page);
    // A first load of each kind of screen: public tracking (its code loads lazily), the signed-in shell, the print sheet.
    await page.goto(`/track/${label.code}`);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await openAs(page, 'staff', '/label/search', 'en');
    await expect(page.getByTestId('labels-list')).toBeVisible();
    await page.goto(`/label/print/${label.id}`);
    await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true');
    await page.goto('/login');
    await expect(page).toHaveURL('/label/search');
    expect(warnings.filter((text) => /HydrateFallback/i.test(text))).toEqual([]);
  });
});
