import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support/session';
import { uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

/** Makes the top bar's announcement request answer with `status` from now on, then reloads the shell. */
async function answerAnnouncementsWith(page: Page, status: number, headers: Record<string, string> = {}) {
  await page.route('**/api/announcement/nav/noti', (route) =>
    route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify({ message: 'x' }) }),
  );
  await page.reload();
}

test.describe('how the shell answers API errors (spec §8)', () => {
  test('an expired session shows the Burmese message, then logs out', async ({ page }) => {
    await openAs(page, 'staff', '/label/search');
    await answerAnnouncementsWith(page, 401, {
      'www-authenticate': 'Bearer error="invalid_token", error_description="session expired"',
    });
    await expect(page.getByText(mm('errors.sessionExpired'))).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('waypost.session'))).toBeNull();
  });

  test('401 logs out and goes to the login page', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await answerAnnouncementsWith(page, 401);
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(en('errors.sessionExpired'))).toHaveCount(0);
  });

  test('403 opens the access-denied page', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await answerAnnouncementsWith(page, 403);
    await expect(page).toHaveURL('/403');
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
  });

  test('405 opens the 404 page', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await answerAnnouncementsWith(page, 405);
    await expect(page).toHaveURL('/404');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('a server error toasts "Something Went Wrong!"', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await answerAnnouncementsWith(page, 500);
    await expect(page.getByText(en('errors.somethingWentWrong')).first()).toBeVisible();
    await expect(page).toHaveURL('/label/search');
  });

  test('a notification count that fails to load toasts its own error (spec §8): the pickup-denial bell', async ({
    page,
  }) => {
    // A 4xx: no retry and nothing from the shell, so the toast is the bell's own.
    await page.route('**/api/pickup-request/deny/nav/pickup-noti', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'refused' }) }),
    );
    await openAs(page, 'supervisor', '/label/search', 'en');
    await expect(page.getByText(en('pickups.denialsLoadFailed'))).toBeVisible();
    await expect(page.getByTestId('pickup-denial-bell')).toHaveAttribute('data-count', '0');
    await expect(page).toHaveURL('/label/search');
  });
});
