import { Code128Reader } from '@zxing/library';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { decodeRegion } from './support/barcodes';
import { pick } from './support/form';
import { chooseRoute } from './support/label-form';
import { openAs } from './support/session';

// Issue 30 §3 in Burmese: Yangon's supervisor issues Shwe Online Shop a range of preprinted codes and opens its sheet
// (the barcodes scan back to the codes); the counter books a parcel on the first code; the range shows 1 used.

test.describe.configure({ mode: 'serial' });

test('a preprinted range is issued, printed, and one code is used by a label at the counter', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, 'supervisor', '/preprint', 'mm');
  await expect(page.getByTestId('preprints-page')).toBeVisible();
  await page.getByTestId('preprint-new').click();
  await pick(page, 'preprint-merchant', 'Shwe Online Shop');
  await page.getByTestId('preprint-count').fill('5');
  await page.getByTestId('preprint-issue-submit').click();
  await expect(page).toHaveURL(/\/preprint\/\d+$/);
  const id = Number(/\/preprint\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('preprint-detail')).toContainText('Shwe Online Shop');
  await expect(page.getByTestId('preprint-unused')).toContainText('၅');

  // The sheet: five cut-out labels on A4, each barcode reading back as its code.
  await page.getByTestId('preprint-open-sheet').click();
  await expect(page).toHaveURL(new RegExp(`/preprint/${id}/sheet$`));
  const cells = page.getByTestId('preprint-sheet-code');
  await expect(cells).toHaveCount(5);
  await expect(page.getByTestId('preprint-sheet')).toHaveAttribute('data-ready', 'true');
  const code = (await cells.first().locator('.code').innerText()).trim();
  expect(code).toMatch(/^PI\d{9}MM$/);
  const png = PNG.sync.read(await page.screenshot({ fullPage: true, path: 'e2e/artifacts/preprint-sheet-mm.png' }));
  const scale = png.width / (await page.evaluate(() => document.documentElement.scrollWidth));
  const box = await cells
    .first()
    .locator('img')
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    });
  const read = decodeRegion(
    png,
    { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale },
    new Code128Reader(),
  );
  expect(read).toBe(code);

  // The counter scans the code into a new label: the parcel takes it, and the range's merchant.
  await openAs(page, 'staff', '/label/create', 'mm');
  await page.getByTestId('source-name').fill('ကိုအောင်');
  await page.getByTestId('source-phone').fill('၀၉၄၂၁၂၃၄၅၆၇');
  await page.getByTestId('destination-name').fill('မလှလှ');
  await page.getByTestId('destination-phone').fill('၀၉၇၉၁၂၃၄၅၆၇');
  await chooseRoute(page, 'mm');
  await page.getByTestId('weight').fill('၁');
  await page.getByTestId('preprint-code').fill(code.toLowerCase());
  await page.getByTestId('preprint-code').press('Enter');
  await expect(page).toHaveURL(/\/label\/create$/);
  await page.getByTestId('label-submit').click();
  await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
  await expect(page.getByTestId('tracking-code')).toHaveText(code);
  await expect(page.getByTestId('label-merchant')).toHaveText('Shwe Online Shop');

  // The supervisor's list: the range shows one used, four unused.
  await openAs(page, 'supervisor', '/preprint', 'mm');
  const counts = page.getByTestId(`preprint-counts-${id}`);
  await expect(counts.getByTestId('preprint-used')).toContainText('၁');
  await expect(counts.getByTestId('preprint-unused')).toContainText('၄');
  await page.screenshot({ path: 'e2e/artifacts/preprints-list-mm.png', fullPage: true });
});
