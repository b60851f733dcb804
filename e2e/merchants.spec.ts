import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { pick } from './support/form';
import { expectFieldMessage } from './support/label-form';
import { uniquePhone } from './support/labels-api';
import { createMerchant, pngLogo } from './support/merchants-api';
import { authOf, openAs } from './support/session';
import { demoPassword, uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

/** Looks a merchant up in the list by its (unique) name, through the search bar as a user does. */
async function findInList(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('merchants-list')).toBeVisible();
  await page.getByTestId('search-search').fill(name);
  await page.getByTestId('search-search').press('Enter');
  await expect(page.getByTestId('merchant-row-name')).toHaveText([name]);
}

test.describe('merchants', () => {
  // Several Ant selects per test, picked with the keyboard, and a logo upload.
  test.describe.configure({ timeout: 120_000 });

  test('a manager creates a merchant with a logo in Burmese and finds it in the list (screenshot)', async ({
    page,
  }) => {
    const name = `ရွှေ အွန်လိုင်း ${randomUUID().slice(0, 6)}`;
    await openAs(page, 'manager', '/merchant/create', 'mm');
    await expect(page.getByTestId('merchant-form')).toBeVisible();

    await page.getByTestId('merchant-name').fill(name);
    await pick(page, 'merchant-home-branch', 'YGN');
    // Myanmar digits and the country code, as the counter types phones.
    await page.getByTestId('merchant-phone').fill(`+၉၅ ${uniquePhone().slice(1)}`);
    await page.getByTestId('merchant-email').fill('shwe@example.com');
    await pick(page, 'merchant-region', 'ရန်ကုန်တိုင်းဒေသကြီး');
    await pick(page, 'merchant-district', 'ရန်ကုန်(အရှေ့ပိုင်း)');
    await pick(page, 'merchant-township', 'ပုဇွန်တောင်');
    await page.getByTestId('merchant-address').fill('အမှတ် ၁၂၊ ၄၉ လမ်း');
    // A new merchant has no shipping credit: the limit is text, not a box.
    await expect(page.getByTestId('merchant-credit-limit-text')).toHaveText('၀ ကျပ်');

    // A text file named .png is refused by its content, with the server's own message.
    const logoInput = page.getByTestId('merchant-logo-input');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expectFieldMessage(page, 'merchant-logo-input', 'လိုဂိုသည် PNG၊ JPEG သို့မဟုတ် WebP ပုံ ဖြစ်ရပါမည်။');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngLogo() });
    await expect(page.getByTestId('logo-preview')).toBeVisible();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);

    fs.mkdirSync('e2e/artifacts', { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'e2e/artifacts/merchant-form-mm.png', fullPage: true });

    await page.getByTestId('merchant-submit').click();
    await expect(page.getByText(mm('merchants.saved').replace('{{name}}', name))).toBeVisible();
    await expect(page).toHaveURL(/\/merchant\/list$/);
    await findInList(page, name);
    // The logo comes back from the server (fetched with the session, shown through an object URL).
    const logo = page.getByTestId('merchants-table').getByTestId('merchant-logo');
    await expect(logo).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
  });

  test('a finance-manager sets an existing merchant’s credit limit through the password prompt', async ({
    page,
    request,
  }) => {
    const merchant = await createMerchant(request);
    await openAs(page, 'finance-manager', `/merchant/edit/${merchant.id}`, 'en');
    await page.getByTestId('merchant-credit-limit').fill('75000');
    await page.getByTestId('merchant-credit-limit').blur();
    await expect(page.getByTestId('merchant-credit-limit')).toHaveValue('75,000');

    // The server asks for the password; cancelling leaves the form as it was.
    await page.getByTestId('merchant-submit').click();
    const prompt = page.getByRole('dialog', { name: en('reauth.title') });
    await expect(prompt).toBeVisible();
    await page.getByTestId('reauth-cancel').click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/merchant/edit/${merchant.id}$`));
    await expect(page.getByTestId('merchant-credit-limit')).toHaveValue('75,000');

    await page.getByTestId('merchant-submit').click();
    await expect(prompt).toBeVisible();
    await page.getByTestId('reauth-password').fill('not-my-password');
    await page.getByTestId('reauth-confirm').click();
    await expect(prompt.locator('.ant-form-item-explain')).toHaveText('This is not your password.');
    await page.getByTestId('reauth-password').fill(demoPassword);
    await page.getByTestId('reauth-confirm').click();

    // The same save went again once the password was right.
    await expect(page.getByText(`Merchant ${merchant.name} saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/merchant\/list$/);
    await findInList(page, merchant.name);
    await expect(page.getByTestId('merchant-row-credit')).toContainText('75,000 Ks');
    const saved = await request.get(`/api/merchant/${merchant.id}`, { headers: authOf('manager') });
    expect(((await saved.json()) as { data: { credit_limit: number } }).data.credit_limit).toBe(75_000);
  });

  test('staff books a COD label for a merchant chosen in the form, which fills in the sender', async ({
    page,
    request,
  }) => {
    const merchant = await createMerchant(request);
    await openAs(page, 'staff', '/label/create', 'en');
    await expect(page.getByTestId('label-create-form')).toBeVisible();
    await expect(page.getByTestId('merchant-select')).toHaveCount(0);
    await page
      .getByTestId('accept-type')
      .locator('label', { has: page.locator('input[value="cod"]') })
      .click();

    await pick(page, 'merchant-select', merchant.name);
    await expect(page.getByTestId('source-name')).toHaveValue(merchant.name);
    await expect(page.getByTestId('source-phone')).toHaveValue(merchant.phone);
    await expect(page.getByTestId('source-region')).toContainText('Yangon Region');
    await expect(page.getByTestId('source-district')).toContainText('Yangon (East)');
    await expect(page.getByTestId('source-township')).toContainText('Pazundaung');
    await expect(page.getByTestId('source-address')).toHaveValue('No. 12, 49th Street');

    await page.getByTestId('destination-name').fill('Ma Hla');
    await page.getByTestId('destination-phone').fill('09791234567');
    await pick(page, 'destination-region', 'Mandalay Region');
    await pick(page, 'destination-district', 'Mandalay');
    await pick(page, 'destination-township', 'Chanayethazan');
    await page.getByTestId('weight').fill('1');
    await page.getByTestId('cod-amount').fill('25000');
    await expect(page.getByTestId('fee-preview-total')).toBeVisible();
    await page.getByTestId('label-submit').click();

    await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
    const labelId = page.url().split('/').pop();
    const label = await request.get(`/api/label/${labelId}`, { headers: authOf('staff') });
    const { data } = (await label.json()) as { data: { merchant: { id: number } | null; source_name: string } };
    expect(data).toMatchObject({ merchant: { id: merchant.id }, source_name: merchant.name });
  });
});
