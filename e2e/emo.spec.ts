import { expect, test, type APIRequestContext } from '@playwright/test';
import { pick } from './support/form';
import { authOf } from './support/session';
import { openAs } from './support/session';

// Issue 28 §3 in Burmese: YGN's clerk books an EMO money order for a receiver at MDY, reads the code off the slip
// shown once; MDY's clerk types a wrong code first (told how many tries are left), then the right one, and pays out.

test.describe.configure({ mode: 'serial' });

const latinDigits = (text: string) =>
  text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040)).replace(/\s/g, '');

/** Cash into Mandalay's till first: an order booked there for Yangon (a till never pays out cash it does not hold). */
async function fundMandalay(request: APIRequestContext) {
  const branches = await request.get('/api/branch/all', { headers: authOf('admin') });
  const list = ((await branches.json()) as { data: { id: number; code: string }[] }).data;
  const ygn = list.find((branch) => branch.code === 'YGN')!;
  const booked = await request.post('/api/emo', {
    headers: { ...authOf('mdy-staff'), 'idempotency-key': `e2e-emo-fund-${Date.now()}` },
    data: {
      amount: 500_000,
      pay_branch_id: ygn.id,
      sender_name: 'U Aung',
      sender_phone: '09450001111',
      sender_nrc: '9/MAHTALA(N)111111',
      receiver_name: 'Daw Hla',
      receiver_phone: '09450002222',
      receiver_nrc: '12/OUKAMA(N)222222',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

test('an EMO booked at YGN is paid at MDY after one wrong code', async ({ page, request }) => {
  test.setTimeout(240_000);
  await fundMandalay(request);

  await openAs(page, 'staff', '/emo', 'mm');
  await expect(page.getByTestId('emo-page')).toBeVisible();
  await page.getByTestId('emo-new').click();
  await page.getByTestId('emo-amount').fill('၁၅၀၀၀၀');
  await pick(page, 'emo-pay-branch', 'MDY');
  await page.getByTestId('emo-sender_name').fill('ဒေါ်မြမြ');
  await page.getByTestId('emo-sender_phone').fill('09421234567');
  await page.getByTestId('emo-sender_nrc').fill('၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆');
  await page.getByTestId('emo-receiver_name').fill('ဦးဘလှ');
  await page.getByTestId('emo-receiver_phone').fill('09791234567');
  await page.getByTestId('emo-receiver_nrc').fill('၉/မထလ(နိုင်)၆၅၄၃၂၁');
  await page.screenshot({ path: 'e2e/artifacts/emo-book-mm.png', fullPage: true });
  await page.getByTestId('emo-book-submit').click();

  // The code, shown once in Burmese digits, on the slip to print.
  const slip = page.getByTestId('emo-slip');
  await expect(slip).toBeVisible();
  const code = latinDigits((await page.getByTestId('emo-code').innerText()).trim());
  expect(code).toMatch(/^\d{8}$/);
  await expect(slip).toContainText('၁၅၀,၀၀၀');
  await page.screenshot({ path: 'e2e/artifacts/emo-slip-mm.png', fullPage: true });
  await page.getByTestId('emo-slip-done').click();

  const listed = await request.get('/api/emo?status=pending', { headers: authOf('staff') });
  const order = ((await listed.json()) as { data: { id: number; receiver_name: string }[] }).data.find(
    (item) => item.receiver_name === 'ဦးဘလှ',
  )!;
  await expect(page.getByTestId(`emo-row-${order.id}`)).toBeVisible();

  // Mandalay's clerk: a wrong code first.
  await openAs(page, 'mdy-staff', `/emo/${order.id}`, 'mm');
  await expect(page.getByTestId('emo-status')).toHaveText('စောင့်ဆိုင်းဆဲ');
  const wrong = code === '00000000' ? '11111111' : '00000000';
  await page.getByTestId('emo-pay-code').fill(wrong);
  await page.getByTestId('emo-pay-nrc').fill('၉/မထလ(နိုင်)၆၅၄၃၂၁');
  await page.getByTestId('emo-pay-submit').click();
  await expect(page.getByTestId('emo-pay-error')).toContainText('ငွေထုတ်ကုဒ် မှားနေသည်');
  await expect(page.getByTestId('emo-pay-error')).toContainText('၂');
  await page.screenshot({ path: 'e2e/artifacts/emo-wrong-code-mm.png', fullPage: true });

  // Then the right one: paid out.
  await page.getByTestId('emo-pay-code').fill(code);
  await page.getByTestId('emo-pay-submit').click();
  await expect(page.getByTestId('emo-status')).toHaveText('ပြီးဆုံး');
  await page.screenshot({ path: 'e2e/artifacts/emo-paid-mm.png', fullPage: true });
  const paid = await request.get(`/api/emo/${order.id}`, { headers: authOf('mdy-staff') });
  expect(((await paid.json()) as { data: { status: string; wrong_code_attempts: number } }).data).toMatchObject({
    status: 'complete',
    wrong_code_attempts: 1,
  });
});

test('the demo’s returned EMO is handed back to its sender at YGN against his NRC', async ({ page, request }) => {
  const listed = await request.get('/api/emo?status=returned', { headers: authOf('staff') });
  const returned = ((await listed.json()) as { data: { id: number; refunded_at: string | null }[] }).data.find(
    (item) => item.refunded_at === null,
  )!;
  expect(returned).toBeTruthy();

  await openAs(page, 'staff', `/emo/${returned.id}`, 'mm');
  await expect(page.getByTestId('emo-status')).toHaveText('ပြန်ပို့ပြီး');
  const card = page.getByTestId('emo-refund');
  await expect(card).toBeVisible();
  // Another person's NRC is refused on its field; the sender's own (typed in Latin letters) hands the cash back.
  await page.getByTestId('emo-refund-nrc').fill('၉/မထလ(နိုင်)၃၃၁၂၀၇');
  await page.getByTestId('emo-refund-submit').click();
  await expect(card).toContainText('ဤမှတ်ပုံတင်သည် ငွေလွှဲပါ ပေးပို့သူ၏ မှတ်ပုံတင် မဟုတ်ပါ။');
  await page.getByTestId('emo-refund-nrc').fill('12/OUKAMA(N)204518');
  await page.getByTestId('emo-refund-submit').click();
  await expect(page.getByTestId('emo-refunded-at')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/emo-refunded-mm.png', fullPage: true });
});
