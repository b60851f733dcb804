import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Code128Reader } from '@zxing/library';
import ExcelJS from 'exceljs';
import { PNG } from 'pngjs';
import { decodeRegion } from './support/barcodes';
import { townships } from './support/labels-api';
import { openAs } from './support/session';

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
  'deliver_branch_id',
] as const;
type Row = Record<(typeof header)[number], string>;

const csvOf = (rows: readonly Row[]) =>
  Buffer.from([header.join(','), ...rows.map((row) => header.map((column) => row[column]).join(','))].join('\n'));

test.describe('bulk label import', () => {
  // 200 labels booked, previewed twice, printed and every barcode read back.
  test.setTimeout(300_000);

  test('staff imports 200 labels from a file, fixes its 3 bad rows, and prints every label with a barcode that scans', async ({
    browser,
  }) => {
    const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await openAs(page, 'staff', '/label/import', 'en');

    // The template downloads as an .xlsx in the chosen language, with the values a file may use on its second sheet.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('template-en').click()]);
    expect(download.suggestedFilename()).toBe('label-import-template-en.xlsx');
    const template = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of template) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['labels', 'Allowed values']);
    // A Chinese-speaking desk gets its own (the server has made it since the template had three languages).
    const [chinese] = await Promise.all([page.waitForEvent('download'), page.getByTestId('template-zh').click()]);
    expect(chinese.suggestedFilename()).toBe('label-import-template-zh.xlsx');

    // Readable values, as a clerk types them: township names, the payment as the form words it, and no delivering
    // branch (the receiver's township has one), half of them naming MDY.
    const prefix = `E2E-${randomUUID().slice(0, 8)}`;
    const rows: Row[] = Array.from({ length: 200 }, (_, index) => ({
      reference_id: `${prefix}-${index + 1}`,
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: index % 2 ? 'Sender pays' : 'sender_pay',
      weight: String(1 + (index % 5)),
      source_name: 'Ko Aung',
      source_phone: '09421234567',
      source_township: index % 2 ? 'Pazundaung' : townships.pazundaung,
      destination_name: `Ma Hla ${index + 1}`,
      destination_phone: `0979${String(1_000_000 + index)}`,
      destination_township: index % 2 ? 'Chanayethazan' : townships.chanayethazan,
      deliver_branch_id: index % 2 ? 'MDY' : '',
    }));
    const bad = rows.map((row) => ({ ...row }));
    bad[19]!.weight = 'heavy';
    bad[76]!.destination_phone = '12';
    bad[149]!.reference_id = `${prefix}-1`;

    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'labels.csv', mimeType: 'text/csv', buffer: csvOf(bad) });
    const errors = page.getByTestId('import-errors');
    await expect(errors.locator('tbody tr')).toHaveCount(3);
    // Rows as Excel numbers them: the header is row 1, so the 20th label is on row 21.
    await expect(errors.locator('tbody tr').nth(0)).toContainText('21');
    await expect(errors).toContainText('Weight (kg)');
    await expect(errors.locator('tbody tr').nth(1)).toContainText('78');
    await expect(errors).toContainText('Receiver phone');
    await expect(errors).toContainText('This reference is already on row 2 of the file.');
    await expect(page.getByTestId('import-submit')).toBeDisabled();

    // Fixed and uploaded again: no errors, then all 200 are booked at once.
    await input.setInputFiles({ name: 'labels-fixed.csv', mimeType: 'text/csv', buffer: csvOf(rows) });
    await expect(page.getByTestId('import-summary')).toContainText('200 rows read, 0 errors.');
    await page.getByTestId('import-submit').click();
    await expect(page.getByTestId('import-created')).toContainText('200 labels created.');

    const href = await page.getByTestId('print-all').getAttribute('href');
    expect(href).toMatch(/^\/label\/print\/\d+\?ids=(\d+,){199}\d+$/);
    await page.goto(href!);
    await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true', { timeout: 120_000 });
    const sheets = page.getByTestId('shipping-label');
    await expect(sheets).toHaveCount(200);

    // Every sheet's Code128 reads back to its label's tracking code, as a scanner at the counter would.
    const expected = await sheets.evaluateAll((elements) =>
      elements.map((element) => element.querySelector('.code')?.textContent?.replace(/\s/g, '') ?? ''),
    );
    const barcodes = page.getByTestId('label-barcode');
    for (let index = 0; index < 200; index += 1) {
      const png = PNG.sync.read(await barcodes.nth(index).screenshot());
      const text = decodeRegion(png, { x: 0, y: 0, width: png.width, height: png.height }, new Code128Reader());
      expect(text, `label ${index + 1}`).toBe(expected[index]);
      expect(text).toMatch(/^E[A-Z]\d{9}MM$/);
    }

    // Four per A4 page: 50 pages, and the barcodes still scan.
    await page.getByTestId('print-layout').getByText('A4, four per page').click();
    await expect(page).toHaveURL(/layout=a4/);
    await expect(page.getByTestId('a4-page')).toHaveCount(50);
    for (const index of [0, 101, 199]) {
      const png = PNG.sync.read(await barcodes.nth(index).screenshot());
      const text = decodeRegion(png, { x: 0, y: 0, width: png.width, height: png.height }, new Code128Reader());
      expect(text).toBe(expected[index]);
    }
    await context.close();
  });
});
