import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pick } from './support/form';
import {
  deliveredCodLabels,
  digitsIn,
  issuedBatch,
  ks,
  moneyMerchant,
  openWithSession,
  payoutOf,
  remitted,
  signInFresh,
} from './support/money-api';
import { putSession } from './support/session';
import { demoPassword, uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

const rowOf = (table: Locator, id: number) => table.locator(`[data-testid="table-row"][data-key="${id}"]`);
const checkboxOf = (table: Locator, id: number) => rowOf(table, id).locator('input[type="checkbox"]');
const passwordPrompt = (page: Page) => page.getByRole('dialog', { name: en('reauth.title') });

/** Types the password into the prompt that the sensitive action opened: a wrong one first, when asked to. */
async function confirmPassword(page: Page, { wrongFirst = false } = {}) {
  const prompt = passwordPrompt(page);
  await expect(prompt).toBeVisible();
  // The cursor is in the password already: the clerk just types.
  await expect(page.getByTestId('reauth-password')).toBeFocused();
  if (wrongFirst) {
    await page.getByTestId('reauth-password').fill('not-my-password');
    await page.getByTestId('reauth-confirm').click();
    // Refused in the prompt, which stays open.
    await expect(prompt.locator('.ant-form-item-explain')).toHaveText('This is not your password.');
  }
  await page.getByTestId('reauth-password').fill(demoPassword);
  await page.getByTestId('reauth-confirm').click();
  await expect(prompt).toBeHidden();
}

test.describe('money: COD remittance, clearance batches, payout', () => {
  // Labels are booked and walked to delivery through the API (a dozen requests each) before the screens are used.
  test.describe.configure({ timeout: 180_000 });

  test('the accountant confirms a short remittance on /cod/process, then issues a batch from the ready screen', async ({
    page,
    request,
  }) => {
    const merchant = await moneyMerchant(request);
    const labels = await deliveredCodLabels(request, merchant.id, [40_000, 25_000]);
    const [first, second] = labels as [(typeof labels)[0], (typeof labels)[0]];
    await openWithSession(
      page,
      await signInFresh(request, 'accountant'),
      `/cod/process?merchant_id=${merchant.id}`,
      'en',
    );

    // The process tab of this merchant: the two delivered labels, their totals, checkboxes to remit them.
    const table = page.getByTestId('cod-table');
    await expect(table.getByTestId('table-row')).toHaveCount(2);
    await expect(page.getByTestId('cod-totals-cod-charge')).toContainText(ks(65_000));
    await checkboxOf(table, first.id).check();
    await checkboxOf(table, second.id).check();
    await expect(page.getByTestId('cod-selection-summary')).toHaveText(
      en('cod.selection.summary').replace('{{count}}', '2').replace('{{amount}}', ks(65_000)),
    );

    // The bank shows 1,000 Ks less than YGN collected: recorded as it is, the difference to YGN's suspense.
    await page.getByTestId('cod-confirm-remittance').click();
    const modal = page.getByRole('dialog', { name: en('cod.remittance.title') });
    await expect(modal.getByTestId('remittance-branch')).toContainText('YGN');
    // A blind count: the amount is what the accountant reads in the bank, not pre-filled with the expected 65,000.
    await expect(page.getByTestId('remittance-amount')).toHaveValue('');
    await page.getByTestId('remittance-amount').fill('64000');
    await expect(page.getByTestId('remittance-suspense-note')).toHaveText(
      en('cod.remittance.short').replace('{{amount}}', ks(1_000)).replace('{{branch}}', 'YGN'),
    );
    await page.getByTestId('remittance-bank-ref').fill(`E2E-KBZ-${randomUUID().slice(0, 10)}`);
    await page.getByTestId('remittance-submit').click();
    await expect(page.getByTestId('remittance-result')).toBeVisible();
    await expect(page.getByTestId('remittance-difference')).toHaveText(`-${ks(1_000)}`);
    await expect(page.getByTestId('remittance-matched')).toContainText(first.code);
    await expect(page.getByTestId('remittance-matched')).toContainText(second.code);
    await page.getByTestId('remittance-close').click();
    // Both moved on to ready for clearance.
    await expect(table.getByTestId('table-empty')).toBeVisible();

    // A new batch for the merchant: both labels claimable and selected, the figures recomputed per selection.
    await page.goto('/cod-clearance/ready/detail');
    await pick(page, 'ready-merchant', merchant.name);
    const ready = page.getByTestId('ready-labels');
    await expect(checkboxOf(ready, first.id)).toBeChecked();
    await expect(checkboxOf(ready, second.id)).toBeChecked();
    const figures = page.getByTestId('ready-figures');
    await expect(figures.getByTestId('figure-count')).toHaveText('2');
    await expect(figures.getByTestId('figure-amount')).toHaveText(ks(payoutOf(labels)));
    // The merchant's own COD fee rate (the demo company's version 1), not a fixed 1 %, in the figures and the column.
    const feeTitle = 'COD fee (2 % below 300,000 Ks, 1 % from it)';
    await expect(figures).toContainText(feeTitle);
    await expect(ready.locator('thead')).toContainText(feeTitle);
    const fees = labels.reduce((sum, label) => sum + label.codFee, 0);
    await expect(figures.getByTestId('figure-one_percent_cod')).toHaveText(ks(fees));
    // The selected rows' columns add up to the figures above.
    const readyTotal = page.getByTestId('ready-labels-total');
    await expect(readyTotal.getByTestId('total-one_percent_cod')).toHaveText(ks(fees));
    await expect(readyTotal.getByTestId('total-actual_amount')).toHaveText(ks(65_000));
    await checkboxOf(ready, first.id).uncheck();
    await expect(figures.getByTestId('figure-count')).toHaveText('1');
    await expect(figures.getByTestId('figure-amount')).toHaveText(ks(payoutOf([second])));
    await expect(readyTotal.getByTestId('total-one_percent_cod')).toHaveText(ks(second.codFee));
    await checkboxOf(ready, first.id).check();
    await expect(figures.getByTestId('figure-amount')).toHaveText(ks(payoutOf(labels)));

    await page.getByTestId('clearance-issue').click();
    await expect(page).toHaveURL(/\/cod-clearance-detail\/\d+$/);
    await expect(page.getByTestId('clearance-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('clearance-merchant')).toHaveText(merchant.name);
    await expect(page.getByTestId('clearance-figures').getByTestId('figure-amount')).toHaveText(ks(payoutOf(labels)));
    await expect(page.getByTestId('clearance-lines').getByTestId('line-tracking-code')).toHaveCount(2);
    await expect(page.getByTestId('clearance-lines-total').getByTestId('total-one_percent_cod')).toHaveText(ks(fees));
    // The accountant issues; paying out is a finance-manager's.
    await expect(page.getByTestId('clearance-complete')).toHaveCount(0);
  });

  test('a finance-manager pays a batch out through the password prompt; its Excel and COD report list it', async ({
    page,
    request,
  }) => {
    const merchant = await moneyMerchant(request);
    const labels = await deliveredCodLabels(request, merchant.id, [52_000, 18_500]);
    await remitted(request, labels);
    const batch = await issuedBatch(request, 'accountant', merchant.id, labels);
    expect(batch).toMatchObject({ amount: payoutOf(labels), needsApproval: false });
    await openWithSession(
      page,
      await signInFresh(request, 'finance-manager'),
      `/cod-clearance-detail/${batch.id}`,
      'en',
    );

    await expect(page.getByTestId('clearance-status')).toHaveAttribute('data-status', 'pending');
    await page.getByTestId('clearance-complete').click();
    await expect(page.getByTestId('complete-amount')).toHaveText(ks(batch.amount));
    const bankRef = `E2E-PAY-${randomUUID().slice(0, 10)}`;
    await page.getByTestId('complete-bank-ref').fill(bankRef);
    await page.getByTestId('complete-submit').click();
    await confirmPassword(page, { wrongFirst: true });
    // The same payout went once the password was right.
    await expect(page.getByTestId('clearance-status')).toHaveAttribute('data-status', 'complete');
    await expect(page.getByTestId('clearance-bank-ref')).toHaveText(bankRef);
    await expect(page.getByTestId('clearance-completed')).toContainText('U Htun Htun Oo');
    await expect(page.getByTestId('clearance-actions').getByTestId('clearance-complete')).toHaveCount(0);

    // The Excel: signed for the batch as it is now, downloaded with the session, read back.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('clearance-excel').click();
    await expect(page).toHaveURL(new RegExp(`/clearance/excel/${batch.id}/[0-9a-f]{64}$`));
    const download = await downloading;
    await expect(page.getByTestId('clearance-excel-done')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    // Sheets named by what they hold; dates as dates; the labels, then their total.
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      `Clearance #${batch.id}`,
      `COD labels of #${batch.id}`,
    ]);
    const [summary, lineSheet] = workbook.worksheets;
    const facts = new Map<string, unknown>();
    summary?.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get('Merchant')).toBe(merchant.name);
    expect(facts.get('Clearance status')).toBe('Complete');
    expect(facts.get('Amount')).toBe(batch.amount);
    expect(facts.get('Transfer date')).toBeInstanceOf(Date);
    expect(facts.get('Issued at')).toBeInstanceOf(Date);
    const codes: string[] = [];
    lineSheet?.eachRow((row, number) => number > 1 && codes.push(String(row.getCell(1).value)));
    expect(codes.pop()).toBe('Total');
    expect(codes.sort()).toEqual(labels.map((label) => label.code).sort());
    // A forged link opens nothing, and says so.
    await page.goto(`/clearance/excel/${batch.id}/${'0'.repeat(64)}`);
    await expect(page.getByTestId('clearance-excel-stale')).toBeVisible();

    // The COD report: the batch's figures and every label, with a Print button that paper never shows.
    await page.goto(`/cod-clearance-detail/${batch.id}`);
    const opening = page.context().waitForEvent('page');
    await page.getByTestId('clearance-print').click();
    const report = await opening;
    await expect(report.getByTestId('clearance-report')).toHaveAttribute('data-ready', 'true');
    await expect(report.getByTestId('report-amount')).toHaveText(ks(batch.amount));
    await expect(report.getByTestId('report-count')).toHaveText('2');
    await expect(report.getByTestId('report-line-code')).toHaveCount(2);
    // The labels' columns add up to the figures above them.
    for (const name of ['actual_amount', 'one_percent_cod']) {
      await expect(report.getByTestId(`report-total-${name}`)).toHaveText(
        (await report.getByTestId(`report-${name}`).textContent())!,
      );
    }
    expect((await report.getByTestId('report-line-code').allTextContents()).sort()).toEqual(
      labels.map((label) => label.code).sort(),
    );
    await expect(report.getByTestId('report-print')).toBeVisible();
    await report.emulateMedia({ media: 'print' });
    await expect(report.getByTestId('report-print')).toBeHidden();
    await expect(report.getByTestId('sidebar-menu')).toBeHidden();

    // In Burmese (both tabs share the language), for the record: the report as printed, and the batch.
    fs.mkdirSync('e2e/artifacts', { recursive: true });
    await report.evaluate(() => localStorage.setItem('locale', 'mm'));
    await report.reload();
    await expect(report.getByTestId('clearance-report')).toHaveAttribute('data-ready', 'true');
    await expect(report.getByTestId('report-amount')).toHaveText(ks(batch.amount, 'mm'));
    await report.screenshot({ path: 'e2e/artifacts/money-cod-report-mm.png', fullPage: true });
    await report.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(
      mm('clearance.title').replace('{{id}}', digitsIn(batch.id, 'mm')),
    );
    // The spec's own word for a complete batch (domain codClearanceState.complete).
    await expect(page.getByTestId('clearance-status')).toHaveText('ပြီးဆုံး');
    await expect(page.getByTestId('clearance-figures').getByTestId('figure-amount')).toHaveText(ks(batch.amount, 'mm'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'e2e/artifacts/money-batch-detail-mm.png', fullPage: true });
  });

  test('a batch of 5,000,000 Ks or more waits for a second finance-manager: its issuer is refused, the other approves', async ({
    page,
    request,
  }) => {
    const merchant = await moneyMerchant(request);
    const labels = await deliveredCodLabels(request, merchant.id, [5_200_000]);
    await remitted(request, labels);
    const batch = await issuedBatch(request, 'finance-manager', merchant.id, labels);
    expect(batch.needsApproval).toBe(true);
    expect(batch.amount).toBeGreaterThanOrEqual(5_000_000);

    await openWithSession(
      page,
      await signInFresh(request, 'finance-manager'),
      `/cod-clearance-detail/${batch.id}`,
      'en',
    );
    await expect(page.getByTestId('clearance-awaiting-approval')).toBeVisible();
    await expect(page.getByTestId('clearance-complete')).toHaveCount(0);
    await page.getByTestId('clearance-approve').click();
    await confirmPassword(page);
    // Refused with the reason, on the batch (no trip to /403).
    await expect(page.getByTestId('clearance-action-failure')).toHaveText(
      'You issued this batch: another finance manager must approve it.',
    );
    await expect(page).toHaveURL(new RegExp(`/cod-clearance-detail/${batch.id}$`));
    await expect(page.getByTestId('clearance-approved')).toHaveText('—');

    // finance-manager-2 signs in on the same tab and approves it, after typing the password.
    const secondApprover = await signInFresh(request, 'finance-manager-2');
    await putSession(page, secondApprover);
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.getByTestId('clearance-approve').click();
    await confirmPassword(page);
    await expect(page.getByTestId('clearance-approved')).toContainText('Daw Nilar Win');
    await expect(page.getByTestId('clearance-awaiting-approval')).toHaveCount(0);
    await expect(page.getByTestId('clearance-complete')).toBeVisible();
  });

  test('the accountant records a merchant’s credit payment, and the statement shows it at once', async ({
    page,
    request,
  }) => {
    const merchant = await moneyMerchant(request);
    await openWithSession(
      page,
      await signInFresh(request, 'accountant'),
      `/credit/detail?merchant_id=${merchant.id}`,
      'en',
    );
    await expect(page.getByTestId('credit-summary')).toContainText(merchant.name);
    await expect(page.getByTestId('credit-closing')).toContainText(ks(0));

    await page.getByTestId('credit-record-payment').click();
    await page.getByTestId('payment-amount').fill('15000');
    const bankRef = `E2E-CREDIT-${randomUUID().slice(0, 8)}`;
    await page.getByTestId('payment-bank-ref').fill(bankRef);
    await page.getByTestId('payment-submit').click();
    await expect(page.getByText(en('credit.payment.recorded').replace('{{name}}', merchant.name))).toBeVisible();

    // Paid in advance: the statement's payment line and its closing balance go below zero.
    const lines = page.getByTestId('credit-statement-lines');
    await expect(lines.getByTestId('table-row')).toHaveCount(1);
    await expect(lines.getByTestId('table-row')).toContainText(en('credit.kind.payment'));
    await expect(lines.getByTestId('table-row')).toContainText(bankRef);
    await expect(lines.getByTestId('statement-amount')).toHaveText(`-${ks(15_000)}`);
    await expect(page.getByTestId('credit-closing')).toContainText(`-${ks(15_000)}`);
  });
});
