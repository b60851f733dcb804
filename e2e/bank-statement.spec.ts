import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { branchId } from './support/labels-api';
import {
  deliveredCodLabels,
  digitsIn,
  issuedBatch,
  moneyMerchant,
  openWithSession,
  signInFresh,
} from './support/money-api';
import { demoPassword } from './support/shell';

// Issue 28 §5 in Burmese: the accountant imports a KBZ statement of 20 lines, confirms the exact suggestions in one
// action and the rest one by one (17 matched), posts the bank's charge, sees the two lines nobody can place with
// their age, and imports the same file again: nothing is added.

test.describe.configure({ mode: 'serial' });

const yangonToday = () => new Date(Date.now() + 390 * 60_000).toISOString().slice(0, 10);
const kbzDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The accountant confirms YGN's transfer for one label, under a bank reference of the test's own. */
async function remit(
  request: APIRequestContext,
  token: string,
  label: { id: number; codAmount: number },
  bankRef: string,
) {
  const response = await request.post('/api/cod/remittances', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      branch_id: await branchId(request, 'YGN'),
      amount: label.codAmount,
      bank_ref: bankRef,
      label_ids: [label.id],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a KBZ statement of 20 lines: 17 matched, one bank charge, two unmatched with their age; re-import adds nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const accountant = await signInFresh(request, 'accountant');
  const financeManager = await signInFresh(request, 'finance-manager');
  const merchant = await moneyMerchant(request);
  // 13 remittances and 4 payouts (each payout's label remitted first), amounts of the test's own.
  const labels = await deliveredCodLabels(
    request,
    merchant.id,
    Array.from({ length: 17 }, (_, index) => 41_117 + index * 1_013),
  );
  const remittances = labels.slice(0, 13).map((label, index) => ({ ...label, bankRef: `KBZ${tag}R${index}` }));
  for (const remittance of remittances) await remit(request, accountant, remittance, remittance.bankRef);
  const payouts: { amount: number; bankRef: string }[] = [];
  await request.post('/api/reauth', {
    headers: { authorization: `Bearer ${financeManager}` },
    data: { password: demoPassword },
  });
  for (const [index, label] of labels.slice(13).entries()) {
    await remit(request, accountant, label, `KBZ${tag}S${index}`);
    const batch = await issuedBatch(request, 'accountant', merchant.id, [label]);
    const bankRef = `KBZ${tag}P${index}`;
    const done = await request.post(`/api/cod-clearance/${batch.id}/complete`, {
      headers: { authorization: `Bearer ${financeManager}`, 'idempotency-key': randomUUID() },
      data: { transfer_date: yangonToday(), bank_ref: bankRef },
    });
    expect(done.status(), await done.text()).toBe(200);
    payouts.push({ amount: batch.amount, bankRef });
  }

  const day = kbzDate(yangonToday());
  const rows = [
    ['Transaction Date', 'Description', 'Reference No', 'Withdrawal', 'Deposit', 'Balance'],
    // Ten remittances name their bank ref; three do not (suggested by amount and date, confirmed one by one).
    ...remittances.map((row, index) => [
      day,
      'COD remittance YGN',
      index < 10 ? row.bankRef : '',
      '',
      row.codAmount.toLocaleString('en'),
      '',
    ]),
    ...payouts.map((row) => [day, `Transfer to merchant ${row.bankRef}`, '', `${row.amount}.00`, '', '']),
    [day, 'SMS service charge', '', '500', '', ''],
    [kbzDate(daysBefore(yangonToday(), 9)), 'Unknown cash deposit', `X${tag}`, '', '7,777', ''],
    [day, 'Unknown withdrawal', '', '12,345', '', ''],
  ];
  expect(rows).toHaveLength(21);
  const csv = Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n'));

  await openWithSession(page, accountant, '/bank-statement', 'mm');
  await expect(page.getByTestId('bank-statement-page')).toBeVisible();
  const input = page.getByTestId('bank-import').locator('input[type=file]');
  await input.setInputFiles({ name: 'kbz-statement.csv', mimeType: 'text/csv', buffer: csv });
  // The first rows, before anything is sent.
  await expect(page.getByTestId('bank-preview').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await page.screenshot({ path: 'e2e/artifacts/bank-statement-preview-mm.png', fullPage: true });
  await page.getByTestId('bank-import-submit').click();
  await expect(page.getByTestId('bank-import-result')).toContainText(`စာကြောင်း ${digitsIn(20, 'mm')} ကြောင်း ထည့်ပြီး`);
  const lines = page.getByTestId('bank-line-list');
  await expect(lines.getByTestId('table-row')).toHaveCount(20);
  await page.screenshot({ path: 'e2e/artifacts/bank-statement-unmatched-mm.png', fullPage: true });

  // Every exact suggestion (ref, amount and date agree) in one action: 10 remittances and 4 payouts.
  await page.getByTestId('bank-confirm-exact').click();
  await expect(page.getByTestId('bank-confirm-exact-result')).toContainText(digitsIn(14, 'mm'));
  await expect(lines.getByTestId('table-row')).toHaveCount(6);
  // The three remittances without a ref: their one suggestion confirmed by the accountant.
  for (let index = 0; index < 3; index += 1) {
    await lines.getByTestId('bank-line-confirm').first().click();
    await expect(lines.getByTestId('table-row')).toHaveCount(5 - index);
  }
  // The bank's charge, posted as an expense.
  await lines.getByTestId('table-row').filter({ hasText: 'SMS service charge' }).getByTestId('bank-line-fee').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'ဘဏ်ကောက်ခံခအဖြစ် မှတ်မည်' }).click();
  await expect(lines.getByTestId('table-row')).toHaveCount(2);
  // What is left, with its age: nine days and today.
  await expect(lines.getByTestId('bank-line-age')).toHaveText([`${digitsIn(9, 'mm')} ရက်`, `${digitsIn(0, 'mm')} ရက်`]);
  await page.screenshot({ path: 'e2e/artifacts/bank-statement-left-mm.png', fullPage: true });

  await page.getByTestId('bank-line-state').getByText('ကိုက်ညီပြီး').click();
  await expect(lines.getByTestId('table-row')).toHaveCount(17);
  await page.screenshot({ path: 'e2e/artifacts/bank-statement-matched-mm.png', fullPage: true });
  await page.getByTestId('bank-line-state').getByText('ဘဏ်ကောက်ခံခ').click();
  await expect(lines.getByTestId('table-row')).toHaveCount(1);

  // The same file again: nothing added, every line a duplicate.
  await input.setInputFiles({ name: 'kbz-statement.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByTestId('bank-import-submit').click();
  await expect(page.getByTestId('bank-import-result')).toContainText(
    `စာကြောင်း ${digitsIn(0, 'mm')} ကြောင်း ထည့်ပြီး၊ ${digitsIn(20, 'mm')} ကြောင်း တင်ပြီးသား`,
  );
  await page.screenshot({ path: 'e2e/artifacts/bank-statement-reimport-mm.png', fullPage: true });
});
