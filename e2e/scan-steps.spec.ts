import { expect, test, type Page } from '@playwright/test';
import { advanceLabel, createLabel, type CreatedLabel } from './support/labels-api';
import { codMerchantId } from './support/merchants-api';
import { authOf, openAs } from './support/session';

// Issue 26 §1: the counter's scan desks name their step; a parcel the step does not fit is refused with the step that
// does — a courier's undelivered COD parcel is never "accepted" into delivered with its cash counted.

async function scanAt(page: Page, label: CreatedLabel) {
  await page.getByTestId('scan-desk-box').fill(label.code);
  await page.getByTestId('scan-desk-box').press('Enter');
}

test('a courier’s undelivered COD parcel is refused at the accept desk with the reason, then taken back from him; nothing is posted', async ({
  page,
  request,
}) => {
  // A 56,000 Ks COD parcel from Yangon, arrived at Mandalay and out with MDY's courier on a run.
  const label = await createLabel(request, 'staff', {
    body: { accept_type: 'cod', cod_amount: 56_000, merchant_id: await codMerchantId(request) },
  });
  await advanceLabel(request, 'staff', label, 'pending');
  await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
  await advanceLabel(request, 'mdy-staff', label, 'send_to_destination_branch');
  const couriers = await request.get('/api/staff/assignable?role=courier', { headers: authOf('mdy-staff') });
  const courier = ((await couriers.json()) as { data: { id: number }[] }).data[0]!;
  const run = await request.post('/api/delivery-run', {
    headers: authOf('mdy-staff'),
    data: { courier_id: courier.id, label_ids: [label.id] },
  });
  expect(run.status(), await run.text()).toBe(201);
  const moneyTrail = async () => {
    const response = await request.get(`/api/cod/${label.id}`, { headers: authOf('admin') });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { cod_state: string; postings: unknown[] } }).data;
  };
  const before = await moneyTrail();
  expect(before.cod_state).toBe('ongoing');

  // The courier brings it back; the clerk scans it at the accept desk, whose step is "accept at this branch".
  await openAs(page, 'mdy-staff', '/label-accept', 'mm');
  await expect(page.getByTestId('scan-desk')).toHaveAttribute('data-step', 'accept');
  await scanAt(page, label);
  const result = page.getByTestId('bulk-result').locator(`[data-code="${label.code}"]`);
  await expect(result).toHaveAttribute('data-outcome', 'refused');
  // The reason names where it is and the step that fits: back from courier (in Burmese).
  await expect(result).toContainText('စာပို့သမားထံမှ ပြန်ယူ');
  await expect(page.getByTestId('scan-desk-counter')).toHaveAttribute('data-refused', '1');
  await page.screenshot({ path: 'e2e/artifacts/scan-desk-refused-mm.png', fullPage: true });
  const still = await request.get(`/api/label/${label.id}`, { headers: authOf('mdy-staff') });
  expect(((await still.json()) as { data: { status: string } }).data.status).toBe('send_to_destination_address');

  // The right step: back from courier. It waits at the branch again (and goes on the call list); nothing collected.
  await page.getByTestId('scan-desk-step').getByText('စာပို့သမားထံမှ ပြန်ယူ').click();
  await expect(page.getByTestId('scan-desk')).toHaveAttribute('data-step', 'courier_return');
  await scanAt(page, label);
  await expect(result).toHaveAttribute('data-outcome', 'moved');
  await expect(result).toHaveAttribute('data-status', 'arrived_to_destination_branch');
  await expect(page.getByTestId('scan-desk-counter')).toHaveAttribute('data-moved', '1');

  const after = await moneyTrail();
  expect(after.cod_state).toBe('ongoing');
  expect(after.postings).toEqual(before.postings);
});

test('a COD parcel handed over at the counter shows the cash to take, large, and asks that it was taken', async ({
  page,
  request,
}) => {
  const label = await createLabel(request, 'staff', {
    body: { accept_type: 'cod', cod_amount: 31_000, merchant_id: await codMerchantId(request) },
  });
  await advanceLabel(request, 'staff', label, 'pending');
  await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
  await advanceLabel(request, 'mdy-staff', label, 'send_to_destination_branch');

  await openAs(page, 'mdy-staff', `/label/detail/${label.id}`, 'en');
  await page.getByTestId('label-action-hand_over').click();
  const cash = await request.get(`/api/label/${label.id}`, { headers: authOf('mdy-staff') });
  const { cod_charge: codCharge } = ((await cash.json()) as { data: { cod_charge: number } }).data;
  expect(codCharge).toBeGreaterThanOrEqual(31_000);
  await expect(page.getByTestId('hand-over-cash')).toContainText(codCharge.toLocaleString('en-US'));
  await page.getByTestId('hand-over-receiver').fill('Daw Mya');
  // The name alone is not enough: the clerk confirms the cash was taken.
  await expect(page.getByTestId('hand-over-ok')).toBeDisabled();
  await page.getByTestId('hand-over-cash-taken').check();
  await page.getByTestId('hand-over-ok').click();
  await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'delivered');
  const trail = await request.get(`/api/cod/${label.id}`, { headers: authOf('admin') });
  expect(((await trail.json()) as { data: { cod_state: string } }).data.cod_state).toBe('process');
});
