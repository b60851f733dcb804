import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { decodeLabelCodes } from './support/barcodes';
import { choosePazundaung } from './support/label-form';
import { townships } from './support/labels-api';
import { newMerchantClerk, openWithToken, shweOnlineShop } from './support/merchant-portal';

// Issue 30 §2 in Burmese: a clerk of Shwe Online Shop imports 20 COD labels from an Excel file on his portal, ticks
// four of them on the multi-label print tab, prints them four to an A4 sheet, and every barcode on the sheet reads
// back to its tracking code (decoded from a screenshot, as a scanner would read the printed page).

const header = [
  'reference_id',
  'type',
  'accept_type',
  'service_type',
  'item_type',
  'purchase_type',
  'weight',
  'source_name',
  'source_phone',
  'source_township',
  'destination_name',
  'destination_phone',
  'destination_township',
  'cod_amount',
] as const;

async function workbookOf(rows: readonly Record<(typeof header)[number], string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('labels');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((column) => row[column]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a merchant clerk imports 20 labels and prints four of them on one A4 sheet whose barcodes scan', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await shweOnlineShop(request);
  const token = await newMerchantClerk(request, shop.id);
  const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await openWithToken(page, token, '/portal/label/import', 'mm');

  const prefix = `PB-${randomUUID().slice(0, 8)}`;
  const rows = Array.from({ length: 20 }, (_, index) => ({
    reference_id: `${prefix}-${index + 1}`,
    type: 'fcs_express',
    accept_type: 'cod',
    service_type: 'express',
    item_type: 'parcel',
    purchase_type: 'sender_pay',
    weight: String(1 + (index % 3)),
    source_name: 'Shwe Online Shop',
    source_phone: '09420000001',
    source_township: townships.pazundaung,
    destination_name: `မလှ ${index + 1}`,
    destination_phone: `0979${String(2_000_000 + index)}`,
    destination_township: townships.chanayethazan,
    cod_amount: String(10_000 + index * 500),
  }));
  await page.locator('input[type=file]').setInputFiles({
    name: 'shwe-labels.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbookOf(rows),
  });
  await expect(page.getByTestId('import-submit')).toBeEnabled({ timeout: 30_000 });
  await page.screenshot({ path: 'e2e/artifacts/merchant-portal-booking-preview.png', fullPage: true });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-created')).toBeVisible({ timeout: 30_000 });
  // Myanmar digits: "၂၀".
  await expect(page.getByTestId('import-created')).toContainText('၂၀');

  // The multi-label print tab lists them, newest first: tick the first four and print four to an A4 sheet.
  await page.goto('/portal/labels/multi_label_print');
  const table = page.getByTestId('portal-labels');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(9);
  for (let index = 0; index < 4; index += 1) {
    await table.locator('tbody tr.ant-table-row').nth(index).locator('input[type=checkbox]').check();
  }
  const codes = await table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.slice(0, 4).map((tr) => tr.querySelector('td:nth-child(2)')?.textContent?.trim() ?? ''));
  expect(codes.every((code) => /^E[A-Z]\d{9}MM$/.test(code))).toBe(true);
  await page.getByTestId('portal-print-choose-layout').getByText('A4၊ တစ်မျက်နှာ လေးခု').click();
  await page.screenshot({ path: 'e2e/artifacts/merchant-portal-booking-tick.png', fullPage: true });
  const href = await page.getByTestId('portal-print-selected').getAttribute('href');
  expect(href).toMatch(/^\/portal\/print\?ids=(\d+,){3}\d+&layout=a4-4$/);

  await page.goto(href!);
  await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('a4-page')).toHaveCount(1);
  const sheets = page.getByTestId('shipping-label');
  await expect(sheets).toHaveCount(4);
  const read: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const sheet = sheets.nth(index);
    const decoded = await decodeLabelCodes(
      page,
      { barcode: sheet.getByTestId('label-barcode'), qr: sheet.getByTestId('label-qr') },
      index === 0 ? 'e2e/artifacts/merchant-portal-booking-a4.png' : undefined,
    );
    expect(decoded.qr).toBe(decoded.barcode);
    read.push(decoded.barcode);
  }
  expect(read).toEqual(codes);

  // Another merchant's label (or one that does not exist) is not printed.
  await page.goto('/portal/print?ids=999999999&layout=roll');
  await expect(page.getByTestId('print-labels-missing')).toBeVisible();
  await context.close();
});

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
