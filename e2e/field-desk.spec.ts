import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseOption, pick } from './support/form';
import { advanceLabel, branchId, createLabel, uniquePhone, type CreatedLabel } from './support/labels-api';
import { codMerchantId, pngLogo } from './support/merchants-api';
import { authOf, openAs, type DemoAccount } from './support/session';
import { uiTexts } from './support/shell';

// The branch's side of field operations, at the counter's desk: scan desks, delivery runs, the courier's cash,
// expenses and the customer book.
test.describe.configure({ timeout: 240_000 });

const en = uiTexts('en');

/** A user's current branch is the user's, not the session's: a test that needs one moves him there first. */
async function moveToBranch(request: APIRequestContext, account: DemoAccount, code: 'YGN' | 'MDY') {
  const active = await request.get('/api/active_account', { headers: authOf(account) });
  const { user } = (await active.json()) as { user: { id: number } };
  const switched = await request.post(`/api/agent/switch_branch/${user.id}`, {
    headers: authOf(account),
    data: { branch_id: await branchId(request, code) },
  });
  expect(switched.status()).toBe(200);
}

/** Booked at YGN for Mandalay and sent on by YGN: on its way to MDY, whose counter accepts it. */
async function onTheWayToMandalay(request: APIRequestContext, body: Record<string, unknown> = {}) {
  const label = await createLabel(request, 'staff', { body });
  await advanceLabel(request, 'staff', label, 'pending');
  await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
  return label;
}

async function scanAt(page: Page, testId: string, label: CreatedLabel) {
  await page.getByTestId(testId).fill(label.code.toLowerCase());
  await page.getByTestId(testId).press('Enter');
}

test('MDY accepts parcels at the scan desk, sends them out on a run, prints the run sheet and counts the courier’s COD in', async ({
  page,
  browser,
  request,
}) => {
  const codAmount = 45_000;
  const cod = await onTheWayToMandalay(request, {
    accept_type: 'cod',
    cod_amount: codAmount,
    merchant_id: await codMerchantId(request),
  });
  const plain = await onTheWayToMandalay(request);

  // The counter scans what arrived (lower case, as a scanner in the wrong mode types it): each is accepted here.
  await openAs(page, 'mdy-staff', '/label-accept', 'mm');
  await scanAt(page, 'scan-desk-box', cod);
  await scanAt(page, 'scan-desk-box', plain);
  await expect(page.getByTestId('scan-desk-counter')).toHaveAttribute('data-moved', '2');
  await expect(page.getByTestId('scan-desk-moved')).toContainText('၂');
  // A deliberate re-scan of the same barcode (past the scanner's 3 s bounce) does not move it twice, and says so.
  await page.waitForTimeout(3_100);
  await scanAt(page, 'scan-desk-box', plain);
  await expect(page.getByTestId('scan-desk-notice')).toBeVisible();
  await expect(page.getByTestId('scan-desk-counter')).toHaveAttribute('data-moved', '2');
  await page.screenshot({ path: 'e2e/artifacts/field-label-accept-mm.png', fullPage: true });

  // The day's run: the courier chosen, both parcels scanned into it.
  const couriers = await request.get('/api/staff/assignable?role=courier', { headers: authOf('mdy-staff') });
  const courier = ((await couriers.json()) as { data: { id: number; name: string }[] }).data[0]!;
  await page.goto('/delivery-run');
  await page.getByTestId('runs-new').click();
  await pick(page, 'new-run-courier', courier.name);
  await scanAt(page, 'new-run-scan', cod);
  await expect(page.getByTestId('new-run-picked')).toContainText(cod.code);
  await scanAt(page, 'new-run-scan', plain);
  await expect(page.getByTestId('new-run-picked')).toContainText(plain.code);
  await expect(page.getByTestId('new-run-summary')).toContainText('၄၅,၀၀၀');
  await page.getByTestId('new-run-create').click();
  await expect(page).toHaveURL(/\/delivery-run\/\d+$/);
  await expect(page.getByTestId('run-label-link')).toHaveText([cod.code, plain.code].sort());

  // The run sheet the courier signs for, on its own page.
  const printing = page.waitForEvent('popup');
  await page.getByTestId('run-print').click();
  const sheet = await printing;
  await expect(sheet.getByTestId('run-sheet')).toHaveAttribute('data-ready', 'true');
  await expect(sheet.getByTestId('run-sheet-line')).toHaveCount(2);
  await expect(sheet.getByTestId('run-sheet-cod-total')).toContainText('၄၅,၀၀၀');
  await sheet.screenshot({ path: 'e2e/artifacts/field-run-sheet-mm.png', fullPage: true });
  await sheet.close();

  // Out on the road, the courier delivers both and collects the COD.
  for (const label of [cod, plain]) {
    const delivered = await request.post(`/api/label/${label.id}/deliver`, {
      headers: authOf('courier'),
      multipart: {
        receiver_name: 'Ma Hla',
        signature: { name: 'signature.png', mimeType: 'image/png', buffer: pngLogo([17, 17, 17]) },
      },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
  }

  // Back at MDY, the owner counts the courier's cash in (the branch's head takes the money).
  await moveToBranch(request, 'owner', 'MDY');
  try {
    const held = await request.get(`/api/courier-cash/${courier.id}`, { headers: authOf('owner') });
    const { expected_amount: expected } = (await held.json()) as { expected_amount: number };
    expect(expected).toBeGreaterThanOrEqual(codAmount);

    // The owner's own browser (a session lives in the browser's storage).
    const owner = await (await browser.newContext()).newPage();
    await openAs(owner, 'owner', '/courier-cash', 'en');
    await owner.locator(`[data-testid="courier-cash-item"][data-courier="${courier.id}"]`).click();
    await expect(owner.getByTestId('handover-labels')).toContainText(cod.code);
    await expect(owner.getByTestId('handover-labels')).not.toContainText(plain.code);
    await owner.getByTestId('handover-counted').fill(String(expected - 1_000));
    await expect(owner.getByTestId('handover-difference')).toHaveAttribute('data-kind', 'short');
    await owner.getByTestId('handover-counted').fill(String(expected));
    await expect(owner.getByTestId('handover-difference')).toHaveAttribute('data-kind', 'exact');
    await owner.getByTestId('handover-confirm').click();
    await expect(owner.getByTestId('handover-result')).toBeVisible();
    await expect(owner.getByTestId('handover-result-difference')).toHaveText('0 Ks');
    await owner.screenshot({ path: 'e2e/artifacts/field-courier-cash-en.png', fullPage: true });
    await owner.getByTestId('handover-done').click();
    await expect(owner.locator(`[data-testid="courier-cash-item"][data-courier="${courier.id}"]`)).toHaveCount(0);
    await owner.context().close();
  } finally {
    await moveToBranch(request, 'owner', 'YGN');
  }
});

test('a supervisor records an expense with its receipt in Burmese; the manager approves it; never the recorder', async ({
  page,
  browser,
  request,
}) => {
  const note = `E2E fuel ${randomUUID().slice(0, 8)}`;
  const receipt = pngLogo([200, 120, 40]);

  await openAs(page, 'supervisor', '/expense-record', 'mm');
  await page.getByTestId('expense-new').click();
  const dialog = page.getByRole('dialog');
  // "Fuel" in Burmese (the domain's expenseCategory.fuel).
  await chooseOption(page, dialog.getByTestId('expense-category-select'), 'ဆီဖိုး');
  await dialog.getByTestId('expense-amount-input').fill('၁၂၅၀၀');
  await dialog.getByTestId('expense-note-input').fill(note);
  await dialog
    .getByTestId('expense-attachment')
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receipt });
  await expect(dialog).toContainText('receipt.png');
  // The server's answer first, so that a refusal fails here with its reason rather than as a dialog left open.
  const recording = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/expense-record',
  );
  await page.getByTestId('expense-submit').click();
  const recorded = await recording;
  expect(recorded.status(), await recorded.text()).toBe(201);
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('expense-table').locator('tr', { hasText: note });
  await expect(row.getByTestId('expense-status')).toHaveAttribute('data-status', 'pending');
  await expect(row.getByTestId('expense-amount')).toHaveText('၁၂,၅၀၀ ကျပ်');
  // Four eyes: the one who recorded it may not decide it.
  await expect(row.locator('[data-testid^="expense-approve-"]')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/field-expenses-mm.png', fullPage: true });

  await moveToBranch(request, 'manager', 'YGN');
  const manager = await (await browser.newContext()).newPage();
  await openAs(manager, 'manager', '/expense-record', 'en');
  const managerRow = manager.getByTestId('expense-table').locator('tr', { hasText: note });
  // The receipt comes back as it was sent.
  const downloading = manager.waitForEvent('download');
  await managerRow.locator('[data-testid^="expense-download-"]').click();
  const download = await downloading;
  expect(Buffer.compare(await readFile(await download.path()), receipt)).toBe(0);

  await managerRow.locator('[data-testid^="expense-approve-"]').click();
  // Approving spends money: asked once more, with the amount.
  const confirm = manager.getByRole('dialog');
  await expect(confirm).toContainText(/Approve expense \d+ of/);
  await confirm.getByRole('button', { name: en('expenses.approve') }).click();
  await expect(managerRow.getByTestId('expense-status')).toHaveAttribute('data-status', 'approved');
  await expect(managerRow).toContainText(en('expenses.decidedBy').replace('{{name}}', ''));
  await expect(manager.getByTestId('expense-totals')).toBeVisible();
  await manager.context().close();
});

test('a manager finds a sender in the customer book, sees their label, and exports the book as a workbook', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const label = await createLabel(request, 'staff', { phone });
  await moveToBranch(request, 'manager', 'YGN');

  await openAs(page, 'manager', '/customer/list', 'mm');
  await page.getByTestId('search-search').fill(phone.slice(-7));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('customer-row-phone')).toHaveText([
    phone.replace(/\d/g, (digit) => '၀၁၂၃၄၅၆၇၈၉'[Number(digit)]!),
  ]);
  await page.getByTestId('customer-row-name').click();
  await expect(page.getByTestId('customer-detail-name')).toHaveText('Ko Aung');
  await expect(page.getByTestId('customer-labels-sent').getByTestId('customer-label-code')).toHaveText([label.code]);
  await page.screenshot({ path: 'e2e/artifacts/field-customer-detail-mm.png', fullPage: true });

  // The book is written as an export job: the page follows it, then offers the file.
  await page.goto('/customer/list');
  await page.getByTestId('customer-export').click();
  await page.getByTestId('customer-export-all').click();
  await expect(page.getByTestId('followed-export').getByTestId('export-progress')).toHaveAttribute(
    'data-status',
    'done',
  );
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
  // Headings in the reader's language (the domain's customerExportColumn), then one row per customer: this sender
  // among them, with the label sent.
  expect(rows[0]?.slice(0, 5)).toEqual(['အမည်', 'ဖုန်း', 'မြို့နယ်', 'လိပ်စာ', 'ပို့ခဲ့သော ပါဆယ်']);
  const sender = rows.find((values) => values[1] === phone);
  expect(sender?.slice(0, 3)).toEqual(['Ko Aung', phone, 'ပုဇွန်တောင်']);
  expect(sender?.[4]).toBe(1);
});
