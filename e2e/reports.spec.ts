import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { advanceLabel, createLabel } from './support/labels-api';
import { digitsIn, ks } from './support/money-api';
import { authOf, openAs } from './support/session';

test('the owner opens this year’s monthly report in Burmese, exports it, and the workbook holds its figures', async ({
  page,
  request,
}) => {
  // A label accepted today at YGN, so this month has something of the test's own.
  const label = await createLabel(request, 'staff');
  await advanceLabel(request, 'staff', label, 'pending');

  await openAs(page, 'owner', '/report/accepted', 'mm');
  await page.getByTestId('report-period-monthly').click();
  await expect(page).toHaveURL(/period=monthly/);
  await expect(page.getByTestId('report-body')).toBeVisible();
  const api = await request.get(`/api/report?${new URL(page.url()).search.slice(1)}&type=accepted`, {
    headers: authOf('owner'),
  });
  const report = (await api.json()) as { rows: unknown[]; totals: { parcel_count: number; cod_amount: number } };
  expect(report.totals.parcel_count).toBeGreaterThan(0);
  await expect(page.getByTestId('report-trend-chart')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e/artifacts/report-monthly-mm.png', fullPage: true });

  await page.getByTestId('report-export').click();
  await page.getByTestId('report-export-xlsx').click();
  const followed = page.getByTestId('followed-export');
  await expect(followed.getByTestId('export-progress')).toHaveAttribute('data-status', 'done');
  const downloading = page.waitForEvent('download');
  await followed.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-accepted-monthly-.*\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  // Headings in Burmese, a row per month of the year so far, then the total the screen shows.
  expect(rows[0]![0]).toBe('ကာလ');
  expect(rows).toHaveLength(report.rows.length + 2);
  expect(rows.at(-1)!.slice(1, 3)).toEqual([report.totals.parcel_count, report.totals.cod_amount]);

  // Its A4 print view opens by the same signed link and shows the same totals; a forged link shows nothing.
  const printing = page.waitForEvent('popup');
  await followed.getByTestId('export-print').click();
  const sheet = await printing;
  await expect(sheet.getByTestId('report-sheet')).toHaveAttribute('data-ready', 'true');
  await expect(sheet.getByTestId('report-sheet-total-parcel_count')).toHaveText(
    digitsIn(report.totals.parcel_count.toLocaleString('en-US'), 'mm'),
  );
  await expect(sheet.getByTestId('report-sheet-total-cod_amount')).toHaveText(ks(report.totals.cod_amount, 'mm'));
  await sheet.screenshot({ path: 'e2e/artifacts/report-print-mm.png', fullPage: true });
  await sheet.goto(sheet.url().replace(/[0-9a-f]{64}$/, '0'.repeat(64)));
  await expect(sheet.getByTestId('report-print-invalid')).toBeVisible();
  await sheet.close();

  // The export is on the CSV list too, with its size and who asked.
  await page.goto('/shipping-report/csv/list');
  await expect(page.getByTestId('export-list').getByTestId('export-status').first()).toHaveAttribute(
    'data-status',
    'done',
  );
});

test('a supervisor asks for today’s shipping report as CSV on the CSV list and reads his label in it', async ({
  page,
  request,
}) => {
  const label = await createLabel(request, 'supervisor');
  // The form offers this month to today: the label booked now is in it.
  await openAs(page, 'supervisor', '/shipping-report/csv/list', 'en');
  await page.getByTestId('shipping-report-export').click();
  await page.getByTestId('shipping-report-export-csv').click();
  const followed = page.getByTestId('followed-export');
  await expect(followed.getByTestId('export-progress')).toHaveAttribute('data-status', 'done');
  const downloading = page.waitForEvent('download');
  await followed.getByTestId('export-download').click();
  const download = await downloading;
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const records = parse(text) as string[][];
  expect(records[0]![0]).toBe('Tracking code');
  expect(records.map((record) => record[0])).toContain(label.code);
  await page.screenshot({ path: 'e2e/artifacts/exports-list-en.png', fullPage: true });
});
