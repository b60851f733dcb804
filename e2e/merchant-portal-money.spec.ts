import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { newMerchantClerk, openWithToken, paidOut } from './support/merchant-portal';
import { deliveredCodLabels, digitsIn, issuedBatch, ks, moneyMerchant, remitted } from './support/money-api';

// Issue 30 §2 in Burmese: a merchant whose first two COD labels were paid out in a clearance batch, and a third is
// collected and waiting. His clerk sees the COD waiting with its totals, the last payout with its bank reference on
// the dashboard and in his statements, opens the statement and downloads its Excel — the same file the staff get.

test.describe('merchant portal money', () => {
  // Labels are walked to delivery and paid out through the API (a few dozen requests) before the screens are used.
  test.describe.configure({ timeout: 180_000 });

  test('a clerk sees COD pending with totals, his last payout and its statement, and downloads the Excel', async ({
    page,
    request,
  }) => {
    const merchant = await moneyMerchant(request);
    const [first, second, third] = await deliveredCodLabels(request, merchant.id, [30_000, 20_000, 15_000]);
    await remitted(request, [first!, second!]);
    const batch = await issuedBatch(request, 'accountant', merchant.id, [first!, second!]);
    const bankRef = await paidOut(request, batch.id);
    const clerk = await newMerchantClerk(request, merchant.id);

    // The dashboard: COD waiting, and the last payout with its bank reference.
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithToken(page, clerk, '/portal', 'mm');
    await expect(page.getByTestId('portal-cod-waiting')).toContainText(digitsIn('15,000', 'mm'));
    await expect(page.getByTestId('portal-payout')).toContainText(bankRef);
    await expect(page.getByTestId('portal-payout')).toContainText(digitsIn(batch.amount.toLocaleString('en-US'), 'mm'));

    // COD not paid out yet: the third label, and what the tab adds up to.
    await page.goto('/portal/cod/cod_pending');
    const codRows = page.getByTestId('portal-cod-table').locator('tr.ant-table-row');
    await expect(codRows).toHaveCount(1);
    await expect(codRows.first()).toContainText(third!.code);
    await expect(page.getByTestId('portal-cod-total-count')).toContainText(digitsIn(1, 'mm'));
    await expect(page.getByTestId('portal-cod-total-amount')).toContainText(ks(15_000, 'mm'));
    await page.screenshot({ path: 'e2e/artifacts/merchant-portal-cod-pending-390-mm.png', fullPage: true });
    // Paid out: the first two.
    await page.getByTestId('portal-cod-tab-cod_delivered').click();
    await expect(page).toHaveURL(/\/portal\/cod\/cod_delivered$/);
    await expect(codRows).toHaveCount(2);
    await expect(page.getByTestId('portal-cod-total-amount')).toContainText(ks(50_000, 'mm'));

    // His statements: the paid batch with its transfer's reference; opened, its figures and labels.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/portal/clearance');
    const statementRows = page.getByTestId('portal-statements-table').locator('tr.ant-table-row');
    await expect(statementRows).toHaveCount(1);
    await expect(statementRows.first()).toContainText(bankRef);
    await expect(statementRows.first().getByTestId('clearance-status')).toHaveAttribute('data-status', 'complete');
    await statementRows.first().getByTestId('portal-statement-open').click();
    const drawer = page.getByTestId('portal-statement');
    await expect(drawer.getByTestId('portal-statement-bank-ref')).toHaveText(bankRef);
    await expect(drawer.getByTestId('figure-amount')).toHaveText(ks(batch.amount, 'mm'));
    await expect(drawer.getByTestId('portal-statement-lines').locator('tr.ant-table-row')).toHaveCount(2);
    await page.screenshot({ path: 'e2e/artifacts/merchant-portal-statement-mm.png', fullPage: true });

    // The Excel: the staff's file, named by the batch and its version.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByTestId('portal-statement-excel').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^cod-clearance-${batch.id}-v\\d+\\.xlsx$`));
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    // A heading, the two labels and their total.
    expect(workbook.worksheets[1]!.rowCount).toBe(4);

    // His shipping credit: none booked on credit, a statement of nothing owed.
    await page.goto('/portal/credit');
    await expect(page.getByTestId('portal-credit-closing')).toContainText(ks(0, 'mm'));
  });
});
