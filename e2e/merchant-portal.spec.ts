import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { Secret, TOTP } from 'otpauth';
import { decodeLabelCodes } from './support/barcodes';
import { townships } from './support/labels-api';
import { paidOut, shweOnlineShop } from './support/merchant-portal';
import { deliveredCodLabels, digitsIn, issuedBatch, ks, remitted } from './support/money-api';
import { openAs } from './support/session';

// Issue 30's story in Burmese. Yangon's branch owner invites Shwe Online Shop's owner from the merchant's page; the
// owner opens the link on his phone, sets his password, is made to set up 2-step verification first (the e2e reads the
// key off the screen and makes the code as his phone's app would), sees his recovery codes once and lands on his
// dashboard, one column at 390 px: the COD waiting and his last payout with its bank reference. At the shop's computer
// he signs in again with a code, imports 20 COD labels from Excel, prints four of them four to an A4 sheet whose
// barcodes read back to their codes (decoded from a screenshot, as a scanner reads the page), and finds his COD not
// paid out yet and his last payout's statement, whose Excel he downloads.

const password = 'Shwe-owner-2026';

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

/** The code his authenticator shows `stepsAhead` 30-second steps from now (a step is taken once). */
function codeOf(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function signIn(page: Page, userName: string, code: string) {
  await page.locator('#login_user_name').fill(userName);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-totp-code').fill(code);
  await page.getByTestId('login-submit').click();
}

test("Shwe Online Shop's owner is invited, sets 2-step, imports and prints his labels, and follows his COD to the payout", async ({
  page,
  browser,
  request,
}) => {
  // The money is walked through the branch and finance by the API first (a few dozen requests): three COD labels of
  // the shop delivered at Yangon, the first two remitted, cleared and paid out to the shop's bank.
  test.setTimeout(300_000);
  const shop = await shweOnlineShop(request);
  const [first, second, third] = await deliveredCodLabels(request, shop.id, [30_000, 20_000, 15_000]);
  await remitted(request, [first!, second!]);
  const batch = await issuedBatch(request, 'accountant', shop.id, [first!, second!]);
  const bankRef = await paidOut(request, batch.id);

  await openAs(page, 'owner', `/merchant/edit/${shop.id}`, 'mm');
  const card = page.getByTestId('merchant-users-card');
  await expect(card).toBeVisible();
  const userName = `shwe.owner.${randomUUID().slice(0, 6)}`;
  await page.getByTestId('merchant-user-name').fill('ဒေါ်ခင်ခင်');
  await page.getByTestId('merchant-user-user-name').fill(userName);
  await page.getByTestId('merchant-user-phone').fill('09421234567');
  await page.getByTestId('merchant-user-invite').click();
  const link = (await page.getByTestId('merchant-user-invite-link').innerText()).trim();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(card.getByText(userName)).toBeVisible();

  // His phone: no session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await phone.newPage();
  await owner.addInitScript(() => localStorage.setItem('locale', 'mm'));
  await owner.goto(new URL(link).pathname);
  await expect(owner.getByTestId('invite-greeting')).toContainText('Shwe Online Shop');
  await owner.getByTestId('invite-password').fill(password);
  await owner.getByTestId('invite-confirm-password').fill(password);
  await owner.getByTestId('invite-submit').click();
  await owner.getByTestId('invite-to-login').click();

  await owner.locator('#login_user_name').fill(userName);
  await owner.locator('#login_password').fill(password);
  await owner.getByTestId('login-submit').click();
  // His role needs 2-step verification: nothing else until it is set up.
  await expect(owner).toHaveURL(/\/two-step$/);
  await owner.getByTestId('two-step-start').click();
  await expect(owner.getByTestId('two-step-qr')).toBeVisible();
  const secret = (await owner.getByTestId('two-step-secret').innerText()).trim();
  await owner.getByTestId('two-step-code').fill(codeOf(secret));
  await owner.getByTestId('two-step-verify').click();
  const recovery = owner.getByTestId('two-step-recovery');
  await expect(recovery).toBeVisible();
  await expect(recovery.locator('code')).toHaveCount(10);
  await owner.screenshot({ path: 'e2e/artifacts/merchant-two-step-recovery-mm.png', fullPage: true });
  await owner.getByTestId('two-step-done').click();

  // His dashboard in one column: the COD waiting, and the last payout with its bank reference and amount.
  const dashboard = owner.getByTestId('portal-dashboard');
  await expect(dashboard).toContainText('Shwe Online Shop');
  await expect(owner.getByTestId('portal-payout')).toContainText(bankRef);
  await expect(owner.getByTestId('portal-payout')).toContainText(digitsIn(batch.amount.toLocaleString('en-US'), 'mm'));
  const [waiting, payout] = await Promise.all([
    owner.getByTestId('portal-cod-waiting').boundingBox(),
    owner.getByTestId('portal-payout').boundingBox(),
  ]);
  expect(payout!.y).toBeGreaterThan(waiting!.y + waiting!.height - 1);
  await owner.screenshot({ path: 'e2e/artifacts/merchant-dashboard-390-mm.png', fullPage: true });
  await phone.close();

  // The shop's computer: he signs in with the next code his app shows (the one he set up with is spent).
  const desk = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 1280, height: 1000 } });
  const computer = await desk.newPage();
  await computer.addInitScript(() => localStorage.setItem('locale', 'mm'));
  await computer.goto('/login');
  await signIn(computer, userName, codeOf(secret, 1));
  await expect(computer.getByTestId('portal-dashboard')).toBeVisible();
  await computer.goto('/portal/label/import');
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
  await computer.locator('input[type=file]').setInputFiles({
    name: 'shwe-labels.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbookOf(rows),
  });
  await expect(computer.getByTestId('import-submit')).toBeEnabled({ timeout: 30_000 });
  await computer.screenshot({ path: 'e2e/artifacts/merchant-portal-preview.png', fullPage: true });
  await computer.getByTestId('import-submit').click();
  await expect(computer.getByTestId('import-created')).toBeVisible({ timeout: 30_000 });
  // Myanmar digits: "၂၀".
  await expect(computer.getByTestId('import-created')).toContainText('၂၀');

  // The multi-label print tab lists them, newest first: tick the first four and print four to an A4 sheet.
  await computer.goto('/portal/labels/multi_label_print');
  const table = computer.getByTestId('portal-labels');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(9);
  for (let index = 0; index < 4; index += 1) {
    await table.locator('tbody tr.ant-table-row').nth(index).locator('input[type=checkbox]').check();
  }
  const codes = await table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.slice(0, 4).map((tr) => tr.querySelector('td:nth-child(2)')?.textContent?.trim() ?? ''));
  expect(codes.every((code) => /^E[A-Z]\d{9}MM$/.test(code))).toBe(true);
  await computer.getByTestId('portal-print-choose-layout').getByText('A4၊ တစ်မျက်နှာ လေးခု').click();
  await computer.screenshot({ path: 'e2e/artifacts/merchant-portal-tick.png', fullPage: true });
  const href = await computer.getByTestId('portal-print-selected').getAttribute('href');
  expect(href).toMatch(/^\/portal\/print\?ids=(\d+,){3}\d+&layout=a4-4$/);

  await computer.goto(href!);
  await expect(computer.locator('body')).toHaveAttribute('data-labels-ready', 'true', { timeout: 60_000 });
  await expect(computer.getByTestId('a4-page')).toHaveCount(1);
  const sheets = computer.getByTestId('shipping-label');
  await expect(sheets).toHaveCount(4);
  const read: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const sheet = sheets.nth(index);
    const decoded = await decodeLabelCodes(
      computer,
      { barcode: sheet.getByTestId('label-barcode'), qr: sheet.getByTestId('label-qr') },
      index === 0 ? 'e2e/artifacts/merchant-portal-a4.png' : undefined,
    );
    expect(decoded.qr).toBe(decoded.barcode);
    read.push(decoded.barcode);
  }
  expect(read).toEqual(codes);

  // His COD not paid out yet, newest first: the third label leads (the paid two are not there), with the tab's totals.
  await computer.goto('/portal/cod/cod_pending');
  const codRows = computer.getByTestId('portal-cod-table').locator('tr.ant-table-row');
  await expect(codRows.first()).toContainText(third!.code);
  await expect(computer.getByTestId('portal-cod-total-amount')).toContainText('ကျပ်');
  await expect(codRows.filter({ hasText: first!.code })).toHaveCount(0);
  await computer.screenshot({ path: 'e2e/artifacts/merchant-portal-cod-pending-mm.png', fullPage: true });
  await computer.getByTestId('portal-cod-tab-cod_delivered').click();
  await expect(computer).toHaveURL(/\/portal\/cod\/cod_delivered$/);
  await expect(codRows.filter({ hasText: first!.code })).toHaveCount(1);
  await expect(codRows.filter({ hasText: second!.code })).toHaveCount(1);

  // His statements, newest first: the paid batch with its transfer's reference, its figures and labels, its Excel.
  await computer.goto('/portal/clearance');
  const statement = computer.getByTestId('portal-statements-table').locator('tr.ant-table-row').first();
  await expect(statement).toContainText(bankRef);
  await expect(statement.getByTestId('clearance-status')).toHaveAttribute('data-status', 'complete');
  await statement.getByTestId('portal-statement-open').click();
  const drawer = computer.getByTestId('portal-statement');
  await expect(drawer.getByTestId('portal-statement-bank-ref')).toHaveText(bankRef);
  await expect(drawer.getByTestId('figure-amount')).toHaveText(ks(batch.amount, 'mm'));
  await expect(drawer.getByTestId('portal-statement-lines').locator('tr.ant-table-row')).toHaveCount(2);
  await computer.screenshot({ path: 'e2e/artifacts/merchant-portal-statement-mm.png', fullPage: true });
  const [download] = await Promise.all([
    computer.waitForEvent('download'),
    drawer.getByTestId('portal-statement-excel').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^cod-clearance-${batch.id}-v\\d+\\.xlsx$`));
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
  const excel = new ExcelJS.Workbook();
  await excel.xlsx.readFile(file);
  // A heading, the two labels and their total.
  expect(excel.worksheets[1]!.rowCount).toBe(4);

  // Another merchant's label (or one that does not exist) is not printed.
  await computer.goto('/portal/print?ids=999999999&layout=roll');
  await expect(computer.getByTestId('print-labels-missing')).toBeVisible();
  await desk.close();
});
