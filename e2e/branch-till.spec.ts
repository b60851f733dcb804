import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { authOf, openAs } from './support/session';
import { demoPassword } from './support/shell';

// Issue 28 §4: the YGN till in Burmese — the clerk counts the day's cash by notes, 500 Ks short, gives the reason and
// closes the day; YGN's supervisor approves the close with his password; head office sees it among every branch's
// closes with its difference.

test.describe.configure({ mode: 'serial' });

const myanmarDigits = (value: string) => value.replace(/\d/g, (digit) => '၀၁၂၃၄၅၆၇၈၉'[Number(digit)]!);

/** As many of each note as fit, largest first. */
function notesFor(amount: number): Record<string, number> {
  let left = amount;
  const notes: Record<string, number> = {};
  for (const note of [10000, 5000, 1000, 500, 200, 100, 50]) {
    notes[String(note)] = Math.floor(left / note);
    left -= notes[String(note)]! * note;
  }
  return notes;
}

test('the YGN till is closed 500 Ks short with its reason and approved by the supervisor', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync('e2e/artifacts', { recursive: true });
  const readTill = async () =>
    (await (await request.get('/api/finance/till', { headers: authOf('staff') })).json()) as {
      expected: number;
      can_close: boolean;
    };
  let till = await readTill();
  expect(till.can_close).toBe(true);
  // Notes pay whole fifties: coins under 50 Ks (from percentage fees) go to the bank first, so 500 short is exact.
  if (till.expected % 50 !== 0) {
    const deposit = await request.post('/api/finance/till/deposit', {
      headers: { ...authOf('staff'), 'idempotency-key': `e2e-till-coins-${Date.now()}` },
      data: { amount: till.expected % 50, bank_ref: `E2E-COINS-${Date.now()}` },
    });
    expect(deposit.status()).toBe(201);
    till = await readTill();
  }
  const counted = till.expected - 500;
  const notes = notesFor(counted);

  // The clerk opens the till: the day's figures from the ledger and the count form.
  await openAs(page, 'staff', '/finance', 'mm');
  await expect(page.getByTestId('till-expected')).toHaveAttribute('data-amount', String(till.expected));
  await expect(page.getByTestId('till-figures')).toContainText('အဖွင့်ငွေ');
  for (const [note, count] of Object.entries(notes)) {
    if (count > 0) await page.getByTestId(`till-count-${note}`).fill(String(count));
  }
  // The live total and the difference follow the typing, in Burmese digits.
  await expect(page.getByTestId('till-count-total')).toHaveAttribute('data-amount', String(counted));
  await expect(page.getByTestId('till-count-difference')).toHaveAttribute('data-amount', '-500');
  await expect(page.getByTestId('till-count-difference')).toContainText(myanmarDigits('500'));
  // A difference needs its reason before the day can be closed.
  await expect(page.getByTestId('till-close')).toBeDisabled();
  await page.getByTestId('till-count-reason').fill('ငွေအမ်း ၅၀၀ ကျပ် နှစ်ခါပေးမိသည်');
  await page.screenshot({ path: 'e2e/artifacts/till-count-mm.png', fullPage: true });
  await page.getByTestId('till-close').click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(page.getByTestId('till-close-card')).toBeVisible();
  await expect(page.getByTestId('till-close-difference')).toHaveAttribute('data-amount', '-500');
  await expect(page.getByTestId('till-close-state')).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('till-count')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/till-closed-mm.png', fullPage: true });

  // YGN's supervisor approves it, typing his password again.
  await page.context().clearCookies();
  const lead = await page.context().newPage();
  await openAs(lead, 'supervisor', '/finance', 'mm');
  await expect(lead.getByTestId('till-close-state')).toHaveAttribute('data-state', 'closed');
  await lead.getByTestId('till-approve').click();
  await expect(lead.getByTestId('reauth-password')).toBeVisible();
  await lead.getByTestId('reauth-password').fill(demoPassword);
  await lead.getByTestId('reauth-confirm').click();
  await expect(lead.getByTestId('till-close-state')).toHaveAttribute('data-state', 'approved');
  await expect(lead.getByTestId('till-approve')).toHaveCount(0);
  await lead.screenshot({ path: 'e2e/artifacts/till-approved-mm.png', fullPage: true });

  // Head office sees every branch's closes with their differences: YGN's today, MDY's of the demo.
  const office = await page.context().newPage();
  await openAs(office, 'admin', '/finance/closes', 'mm');
  await expect(office.getByTestId('till-closes-table')).toContainText('YGN');
  await expect(office.getByTestId('till-closes-table')).toContainText('MDY');
  await expect(office.getByTestId('till-closes-difference').first()).toBeVisible();
  await office.screenshot({ path: 'e2e/artifacts/till-closes-mm.png', fullPage: true });
});
