import { expect, test } from '@playwright/test';
import { openAs } from './support/session';
import { signIn, uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

/**
 * Issue 26 §5: a session ending mid-form no longer loses the filled label. The login page says why it asks, the
 * clerk comes back to the same screen with his draft, and leaving a filled form asks first.
 */
test('a label half-filled when the session expires comes back after signing in again', async ({ page }) => {
  await openAs(page, 'staff', '/label/create', 'en');
  await page.getByTestId('destination-name').fill('Daw Khin Draft');
  await page.getByTestId('destination-phone').fill('09791234567');
  await page.getByTestId('weight').fill('2.5');

  // The session expires: the next request answers 401 "session expired".
  await page.route('**/api/announcement/nav/noti', (route) =>
    route.fulfill({
      status: 401,
      headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="session expired"' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'x' }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('login-return-reason')).toHaveText(en('login.returnReason.expired'));
  await page.unrouteAll();

  await signIn(page, 'staff');
  await expect(page).toHaveURL('/label/create');
  // Signed in, the screens speak the clerk's profile language (Burmese).
  await expect(page.getByTestId('form-draft-restored')).toBeVisible();
  await expect(page.getByTestId('destination-name')).toHaveValue('Daw Khin Draft');
  await expect(page.getByTestId('destination-phone')).toHaveValue('09791234567');
  await expect(page.getByTestId('weight')).toHaveValue('2.5');

  // Leaving the filled form asks first; staying keeps everything.
  await page.getByTestId('sidebar-menu').getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(mm('formDraft.leaveTitle'));
  await dialog.getByRole('button', { name: mm('formDraft.stay') }).click();
  await expect(page).toHaveURL('/label/create');
  await expect(page.getByTestId('destination-name')).toHaveValue('Daw Khin Draft');

  // Starting over empties the form, and a reload brings nothing back.
  await page.getByTestId('form-draft-discard').click();
  await expect(page.getByTestId('destination-name')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('destination-name')).toBeVisible();
  await expect(page.getByTestId('form-draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('destination-name')).toHaveValue('');
});

test('another clerk signing in at the same browser gets neither the screen nor the draft', async ({ page }) => {
  await openAs(page, 'staff', '/label/create', 'en');
  await page.getByTestId('destination-name').fill('Not For Others');
  await page.route('**/api/announcement/nav/noti', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'x' }) }),
  );
  await page.reload();
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('login-return-reason')).toHaveText(en('login.returnReason.ended'));
  await page.unrouteAll();

  await signIn(page, 'supervisor');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/label/create');
  await expect(page.getByTestId('destination-name')).toBeVisible();
  await expect(page.getByTestId('form-draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('destination-name')).toHaveValue('');
});
