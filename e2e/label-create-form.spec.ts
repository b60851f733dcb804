import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pick } from './support/form';
import { boxOf, chooseRoute, expectFieldMessage, formItemOf, overlaps, topBarOf } from './support/label-form';
import { openAs } from './support/session';
import { uiTexts } from './support/shell';

const mm = uiTexts('mm');

/** What the newcomer's walk used: a laptop counter and a phone. */
const viewports = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;

async function openForm(page: Page, locale: 'en' | 'mm' = 'en'): Promise<void> {
  await openAs(page, 'staff', '/label/create', locale);
  // The form's screen is the heaviest chunk (Ant Design's form, selects, pickers): on a busy machine its first load
  // takes longer than an assertion's usual budget.
  await expect(page.getByTestId('label-create-form')).toBeVisible({ timeout: 30_000 });
}

test.describe('the label create form', () => {
  // Several Ant selects per test, picked with the keyboard: more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a decimal comma in the weight is a decimal point; an ambiguous weight is refused, never guessed', async ({
    page,
  }) => {
    await openForm(page);
    await chooseRoute(page);
    // Express between Yangon and Mandalay: 5,000 Ks up to 1 kg, 6,000 Ks up to 3 kg, then 1,000 Ks per kg.
    await page.getByTestId('weight').fill('1,5');
    await expect(page.getByTestId('fee-preview-total')).toHaveText('6,000 Ks');
    await page.getByTestId('weight').fill('0,5');
    await expect(page.getByTestId('fee-preview-total')).toHaveText('5,000 Ks');
    await expect(formItemOf(page, 'weight').locator('.ant-form-item-explain')).toHaveCount(0);

    for (const ambiguous of ['1,234.5', '1.234,5', '1,2,5']) {
      await page.getByTestId('weight').fill(ambiguous);
      await expectFieldMessage(
        page,
        'weight',
        'Write the number with one decimal separator, e.g. 1.5 or 1,5, and no thousands separators.',
      );
      await expect(page.getByTestId('fee-preview-total')).toHaveCount(0);
    }
  });

  for (const viewport of viewports) {
    test(`at ${viewport.width} × ${viewport.height} the first invalid field shows with its message below the top bar, and the toast names it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openForm(page);
      await page.getByTestId('source-name').fill('Ko Aung');
      await page.getByTestId('source-phone').fill('09421234567');
      await page.getByTestId('destination-name').fill('Ma Hla');
      await chooseRoute(page);
      await page.getByTestId('weight').fill('1.5');
      // The page's timers stop here, so the toast stays while the test reads it (a busy machine could otherwise let
      // its 4 s pass between two assertions); they run again for the form's own messages, which appear on timers.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      // The receiver's phone is left empty; the clerk submits from the foot of the form, far below it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByTestId('label-submit').click();

      const message = formItemOf(page, 'destination-phone').locator('.ant-form-item-explain');
      const toast = page.getByTestId('toast');
      await expect(toast.getByTestId('toast-message')).toHaveText('Receiver Phone: This field is required.');
      const toastBox = await boxOf(toast);
      await page.clock.resume();
      await expect(message).toHaveText('This field is required.');
      // The toast does not sit on the field either.
      expect(overlaps(toastBox, await boxOf(message))).toBe(false);
      await expect(message).toBeInViewport();
      const label = page.locator('label[for="label_destination_phone"]');
      await expect
        .poll(async () => {
          const bar = await boxOf(topBarOf(page));
          const labelBox = await boxOf(label);
          const messageBox = await boxOf(message);
          return labelBox.y >= bar.y + bar.height && messageBox.y + messageBox.height <= viewport.height;
        })
        .toBe(true);
    });
  }

  test('phones with the country code are accepted and kept in the local form; the hint is true', async ({ page }) => {
    await openForm(page);
    await page.getByTestId('destination-phone').fill('12345');
    await expectFieldMessage(
      page,
      'destination-phone',
      'Enter a phone number such as 09421234567 or +959421234567 (7 to 10 digits after the 0).',
    );
    await page.getByTestId('source-name').fill('Ko Aung');
    await page.getByTestId('source-phone').fill('+95 9 421 234 567');
    await page.getByTestId('destination-name').fill('Ma Hla');
    await page.getByTestId('destination-phone').fill('959791234567');
    await expect(formItemOf(page, 'destination-phone').locator('.ant-form-item-explain')).toHaveCount(0);
    await chooseRoute(page);
    await page.getByTestId('weight').fill('1.5');
    // The last fields of spec §3 (issue 30 §5): set here, shown on the detail.
    await page.getByTestId('item-name').fill('Longyi');
    await page.getByTestId('flag-flat').click();
    await page.getByTestId('with-temp-address').click();
    await page.getByTestId('temp-address').fill('Room 12, Sakura Hotel');
    await page.getByTestId('label-submit').click();

    await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
    await expect(page.getByTestId('label-source')).toContainText('09421234567');
    await expect(page.getByTestId('label-destination')).toContainText('09791234567');
    const more = page.getByTestId('label-more');
    await expect(more).toContainText('Longyi');
    await expect(more).toContainText('Room 12, Sakura Hotel');
    await expect(more).toContainText('Myanmar (MMR)');
    await expect(more.locator('.ant-descriptions-row', { hasText: 'Flat (large envelope)' })).toContainText('Yes');
    // The sender paid at the counter: the paid date is the booking's.
    await expect(more.locator('.ant-descriptions-row', { hasText: 'Paid date' })).not.toContainText('Not paid yet');
  });

  test('required fields are marked, optional ones are not', async ({ page }) => {
    await openForm(page);
    for (const testId of [
      'source-name',
      'source-phone',
      'source-region',
      'source-district',
      'source-township',
      'destination-name',
      'destination-phone',
      'destination-region',
      'destination-district',
      'destination-township',
      'label-type',
      'service-type',
      'purchase-type',
      'weight',
      'deliver-branch',
    ]) {
      await expect(formItemOf(page, testId).locator('label'), testId).toHaveClass(/ant-form-item-required/);
    }
    for (const testId of ['source-quarter', 'source-postcode', 'insurance-percent', 'contact-phones']) {
      await expect(formItemOf(page, testId).locator('label').first(), testId).not.toHaveClass(/ant-form-item-required/);
    }
  });

  test('wards are in natural order: No (2) before No (10)', async ({ page }) => {
    await openForm(page);
    await pick(page, 'source-region', 'Yangon Region');
    await pick(page, 'source-district', 'Yangon (East)');
    await pick(page, 'source-township', 'Pazundaung');
    await page.getByTestId('source-quarter').click();
    await page.keyboard.type('Quarter');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.nth(0)).toHaveText('No (1) Quarter (11171)');
    await expect(options.nth(1)).toHaveText('No (2) Quarter (11171)');
  });

  test('insurance over 100 % says why', async ({ page }) => {
    await openForm(page);
    await page.getByTestId('insurance-percent').fill('150');
    await expectFieldMessage(
      page,
      'insurance-percent',
      'Insurance is a whole percentage of the value, from 0 to 100 %.',
    );
  });

  test('in Burmese, the COD limit and amounts have thousands separators and Myanmar digits', async ({ page }) => {
    await openForm(page, 'mm');
    await page
      .getByTestId('accept-type')
      .locator('label', { has: page.locator('input[value="cod"]') })
      .click();
    await page.getByTestId('cod-amount').fill('20000000');
    await expectFieldMessage(page, 'cod-amount', 'ကောက်ခံငွေသည် ၁ ကျပ်မှ ၁၀,၀၀၀,၀၀၀ ကျပ်အတွင်း ဖြစ်ရပါမည်။');
    await page.getByTestId('cod-amount').fill('25000');
    await page.getByTestId('cod-amount').blur();
    await expect(page.getByTestId('cod-amount')).toHaveValue('၂၅,၀၀၀');
    await expect(formItemOf(page, 'cod-amount').locator('.ant-form-item-explain')).toHaveCount(0);
  });

  test('in Burmese, a weight typed with Myanmar digits and a decimal comma prices right (screenshot)', async ({
    page,
  }) => {
    await openForm(page, 'mm');
    await page.getByTestId('source-name').fill('ကိုအောင်');
    await page.getByTestId('source-phone').fill('၀၉၄၂၁၂၃၄၅၆၇');
    await page.getByTestId('destination-name').fill('မလှလှ');
    await page.getByTestId('destination-phone').fill('၀၉၇၉၁၂၃၄၅၆၇');
    await chooseRoute(page, 'mm');
    await page.getByTestId('weight').fill('၁,၅');
    await expect(page.getByTestId('fee-preview-total')).toHaveText('၆,၀၀၀ ကျပ်');
    await expect(page.getByText(mm('labelForm.submit'))).toBeVisible();
    fs.mkdirSync('e2e/artifacts', { recursive: true });
    // From the top, so the sticky top bar is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'e2e/artifacts/label-create-form-mm.png', fullPage: true });
  });
});
