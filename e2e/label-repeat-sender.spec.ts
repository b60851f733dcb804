import { expect, test } from '@playwright/test';
import { createLabel, uniquePhone } from './support/labels-api';
import { boxOf, overlaps } from './support/label-form';
import { openAs } from './support/session';
import { openLogin, signIn } from './support/shell';

test.describe('repeat senders', () => {
  test.describe.configure({ timeout: 60_000 });

  test('typing a saved sender phone, in any form, offers the sender to fill in', async ({ page, request }) => {
    const phone = uniquePhone();
    await createLabel(request, 'staff', {
      phone,
      body: { source_name: 'Daw Khin Repeat', source_address: 'No. 5, 49th Street' },
    });
    await openAs(page, 'staff', '/label/create', 'en');
    const offer = page.getByTestId('saved-sender');
    await page.getByTestId('source-phone').fill(`+95 ${phone.slice(1)}`);
    await expect(offer).toContainText('Daw Khin Repeat');
    await expect(offer).toContainText('No. 5, 49th Street');
    await expect(offer).toContainText('Pazundaung');
    await offer.getByTestId('saved-sender-fill').click();

    await expect(page.getByTestId('source-name')).toHaveValue('Daw Khin Repeat');
    await expect(page.getByTestId('source-phone')).toHaveValue(phone);
    await expect(page.getByTestId('source-region')).toContainText('Yangon Region');
    await expect(page.getByTestId('source-district')).toContainText('Yangon (East)');
    await expect(page.getByTestId('source-township')).toContainText('Pazundaung');
    await expect(page.getByTestId('source-postcode')).toHaveValue('11171');
    await expect(page.getByTestId('source-address')).toHaveValue('No. 5, 49th Street');
    await expect(offer).toHaveCount(0);
  });

  test('a phone nobody has sent from offers nothing', async ({ page }) => {
    await openAs(page, 'staff', '/label/create', 'en');
    await page.getByTestId('source-phone').fill(uniquePhone());
    // The lookup has answered once the phone's field is settled; nothing is offered for an unknown phone.
    await expect(page.getByTestId('saved-sender-none')).toBeAttached();
    await expect(page.getByTestId('saved-sender')).toHaveCount(0);
  });

  test('"another label for this sender" opens the form with the sender filled in', async ({ page, request }) => {
    const phone = uniquePhone();
    const label = await createLabel(request, 'staff', {
      phone,
      body: { source_name: 'U Ba Repeat', source_address: 'Room 3, Bogyoke Road' },
    });
    await openAs(page, 'staff', `/label/detail/${label.id}`, 'en');
    await page.getByTestId('label-repeat-sender').click();

    await expect(page).toHaveURL(/\/label\/create\?/);
    await expect(page.getByTestId('source-name')).toHaveValue('U Ba Repeat');
    await expect(page.getByTestId('source-phone')).toHaveValue(phone);
    await expect(page.getByTestId('source-township')).toContainText('Pazundaung');
    await expect(page.getByTestId('source-address')).toHaveValue('Room 3, Bogyoke Road');
    // Only the sender: the receiver is a new one.
    await expect(page.getByTestId('destination-name')).toHaveValue('');
    await expect(page.getByTestId('destination-phone')).toHaveValue('');
  });
});

test.describe('server messages follow the UI language', () => {
  test('a wrong password on the Burmese login page says so in Burmese, then in English after a switch', async ({
    page,
  }) => {
    await openLogin(page);
    // An account name of its own: failed sign-ins are counted per account.
    await signIn(page, `nobody-${Date.now()}`, 'not-the-password');
    const alert = page.locator('.wp-alert');
    await expect(alert).toHaveText('အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်။');
    await page.getByTestId('language-en').click();
    await expect(alert).toHaveText('Invalid Credential');
  });
});

test.describe('toasts', () => {
  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} a toast covers neither the user menu nor the Print button`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const label = await createLabel(request, 'staff');
      await openAs(page, 'staff', `/label/detail/${label.id}`, 'en');
      const copy = page.getByTestId('label-detail').locator('.ant-typography-copy');
      await expect(copy).toBeVisible();
      // The page's timers stop here, so the toast stays while the test measures it.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await copy.click();
      const toast = page.getByTestId('toast');
      await expect(toast).toBeVisible();
      expect(overlaps(await boxOf(toast), await boxOf(page.getByTestId('user-menu')))).toBe(false);
      expect(overlaps(await boxOf(toast), await boxOf(page.getByTestId('label-print-button')))).toBe(false);
    });
  }
});
