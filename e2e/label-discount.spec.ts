import { expect, test } from '@playwright/test';
import { openAs } from './support/session';
import { uiTexts } from './support/shell';
import { pick } from './support/form';

const en = uiTexts('en');

test('a clerk sees the discount limit before saving, and a refused discount stays on the discount box', async ({
  page,
}) => {
  await openAs(page, 'staff', '/label/create', 'en');
  await page.getByTestId('source-name').fill('Ko Aung Aung');
  await page.getByTestId('source-phone').fill('09421234567');
  await pick(page, 'source-region', 'Yangon Region');
  await pick(page, 'source-district', 'Yangon (East)');
  await pick(page, 'source-township', 'Pazundaung');
  await page.getByTestId('destination-name').fill('Ma Hla Hla');
  await page.getByTestId('destination-phone').fill('09791234567');
  await pick(page, 'destination-region', 'Mandalay Region');
  await pick(page, 'destination-district', 'Mandalay');
  await pick(page, 'destination-township', 'Chanayethazan');
  await page.getByTestId('weight').fill('1.5');
  await expect(page.getByTestId('fee-preview-total')).toHaveText('6,000 Ks');

  // Staff may give 10 % of the 6,000 Ks shipping fee; the form says so from the server's quote.
  const discount = page.locator('.ant-form-item', { has: page.getByTestId('discount-value') });
  await expect(discount).toContainText(en('labelForm.discount'));
  await expect(discount).toContainText('You may discount up to 10 % (600 Ks) of the shipping fee.');
  const refusal = 'Without discount approval, a discount can be at most 10 % (600 Ks) of the shipping fee.';
  await page.getByTestId('discount-value').fill('50');
  await expect(discount).toContainText(refusal);

  await page.getByTestId('label-submit').click();
  await expect(discount).toContainText(refusal);
  await expect(page).toHaveURL(/\/label\/create$/);

  await page.getByTestId('discount-value').fill('10');
  await expect(page.getByTestId('fee-preview-total')).toHaveText('5,400 Ks');
  await expect(discount).not.toContainText(refusal);
  await page.getByTestId('label-submit').click();
  await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
  await expect(page.getByTestId('label-fees-total')).toContainText('5,400 Ks');
});
