import { expect, test } from '@playwright/test';
import { choosePazundaung } from './support/label-form';
import { newMerchantClerk, openWithToken, shweOnlineShop } from './support/merchant-portal';

// Issue 30 §2 in Burmese: a clerk of Shwe Online Shop books one COD label on his phone (the import and the A4 print
// are the owner's, in merchant-portal.spec.ts).

test('a merchant clerk books a COD label on his phone, the shop prefilled as the sender', async ({
  browser,
  request,
}) => {
  const shop = await shweOnlineShop(request);
  const token = await newMerchantClerk(request, shop.id);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openWithToken(page, token, '/portal/label/create', 'mm');
  await expect(page.getByTestId('portal-sender')).toContainText('Shwe Online Shop');
  await page.getByTestId('portal-destination-name').fill('ဒေါ်မြ');
  await page.getByTestId('portal-destination-phone').fill('09791234567');
  await choosePazundaung(page, 'portal-destination', 'mm');
  await page.getByTestId('portal-weight').fill('၁');
  await page.getByTestId('portal-cod-amount').fill('၁၅,၀၀၀');
  await expect(page.getByTestId('portal-fee-total')).toContainText('ကျပ်');
  await page.screenshot({ path: 'e2e/artifacts/merchant-portal-booking-create-phone.png', fullPage: true });
  await page.getByTestId('portal-booking-form').locator('button[type=submit]').click();
  const created = page.getByTestId('portal-label-created');
  await expect(created).toBeVisible();
  await expect(created).toContainText(/E[A-Z]\d{9}MM/);
  const href = await page.getByTestId('portal-print-created').getAttribute('href');
  expect(href).toMatch(/^\/portal\/print\?ids=\d+&layout=roll$/);
  await context.close();
});
