import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { advanceLabel, createLabel, townships, type CreatedLabel } from './support/labels-api';
import { choosePazundaung } from './support/label-form';
import { codMerchantId } from './support/merchants-api';
import { authOf, openAs } from './support/session';
import { uiTexts } from './support/shell';

// The people on the road work on phones: every screen of this story is driven at 390 px.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });
test.describe.configure({ timeout: 240_000 });

/** A label booked at YGN for MDY and walked to MDY, so MDY may send it out with its courier. */
async function arrivedAtMandalay(
  request: APIRequestContext,
  body: Record<string, unknown> = {},
): Promise<CreatedLabel> {
  const label = await createLabel(request, 'staff', { body });
  await advanceLabel(request, 'staff', label, 'pending');
  await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
  await advanceLabel(request, 'mdy-staff', label, 'send_to_destination_branch');
  return label;
}

/** A small jpeg drawn in the page, as a phone camera would hand it over. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 900);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c8a165';
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#2b4d7a';
    context.fillRect(300, 250, 600, 400);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a courier delivers one label with a signature and a photo, fails another; the call centre logs a Busy call', async ({
  page,
  browser,
  request,
}) => {
  // A COD parcel: the courier takes its cash and says so on the sheet.
  const delivered = await arrivedAtMandalay(request, {
    accept_type: 'cod',
    cod_amount: 27_000,
    merchant_id: await codMerchantId(request),
  });
  const failed = await arrivedAtMandalay(request);
  const couriers = await request.get('/api/staff/assignable?role=courier', { headers: authOf('mdy-staff') });
  const courier = ((await couriers.json()) as { data: { id: number; name: string }[] }).data[0]!;
  const run = await request.post('/api/delivery-run', {
    headers: authOf('mdy-staff'),
    data: { courier_id: courier.id, label_ids: [delivered.id, failed.id] },
  });
  expect(run.status()).toBe(201);

  // The courier's phone, in Burmese: his labels as cards, each with the phones to tap and the buttons.
  await openAs(page, 'courier', '/deliver-mail', 'mm');
  const cardOf = (label: CreatedLabel) => page.locator(`[data-testid="courier-card"][data-code="${label.code}"]`);
  await expect(cardOf(delivered)).toBeVisible();
  await expect(cardOf(delivered).locator('a[href^="tel:"]').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/field-courier-list-mm.png', fullPage: true });

  await cardOf(delivered).getByRole('button', { name: 'ပို့ပြီး' }).click();
  const sheet = page.getByTestId('deliver-sheet');
  await expect(sheet).toBeVisible();
  const pad = page.getByTestId('signature-pad');
  // The sheet slides up from the bottom: hovering waits until the pad stands still, then its box is where it stays.
  await pad.hover({ position: { x: 20, y: 100 } });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -25 : 25));
  }
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-signed', 'true');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/field-deliver-sheet-mm.png', fullPage: true });
  // A flaky network: the first upload reaches the server but its answer is lost on the way back. The phone tries
  // again by itself, and the server answers the repeat as the first — delivered once.
  let lostAnswers = 0;
  await page.route(`**/api/label/${delivered.id}/deliver`, async (route) => {
    if (lostAnswers > 0) return route.continue();
    lostAnswers += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  // The cash to take, large; the proof is not sent until he ticks that he took it.
  await expect(page.getByTestId('deliver-cash')).toContainText('၂၇,၀၀၀');
  await page.getByTestId('deliver-submit').click();
  await expect(page.getByTestId('deliver-cash-needed')).toBeVisible();
  expect(lostAnswers).toBe(0);
  await page.getByTestId('deliver-cash-taken').check();
  await page.getByTestId('deliver-submit').click();
  await expect(page.getByTestId('deliver-state')).toHaveAttribute('data-state', 'retrying');
  await expect(page.getByTestId('courier-finished').locator(`[data-code="${delivered.code}"]`)).toHaveAttribute(
    'data-outcome',
    'delivered',
  );
  expect(lostAnswers).toBe(1);

  await cardOf(failed).getByRole('button', { name: 'မအောင်မြင်' }).click();
  await expect(page.getByTestId('fail-sheet')).toBeVisible();
  await page.getByRole('radio', { name: 'ဖုန်းမကိုင်ပါ' }).check();
  await page.locator('#fail-note').fill('Gate locked, neighbour says she is at work until 5');
  await page.getByTestId('fail-submit').click();
  await expect(page.getByTestId('courier-finished').locator(`[data-code="${failed.code}"]`)).toHaveAttribute(
    'data-outcome',
    'failed',
  );

  // The proof shows on the label's detail at the branch.
  const detail = await (await browser.newContext({ viewport: phone })).newPage();
  await openAs(detail, 'mdy-staff', `/label/detail/${delivered.id}`, 'en');
  await expect(detail.getByTestId('delivery-proof-receiver')).toBeVisible();
  await expect(detail.getByTestId('delivery-proof-signature')).toBeVisible();
  await expect(detail.getByTestId('delivery-proof-photo')).toBeVisible();
  await expect
    .poll(() =>
      detail
        .getByTestId('delivery-proof-photo')
        .evaluate(
          (element) =>
            (element instanceof HTMLImageElement ? element : element.querySelector('img'))?.naturalWidth ?? 0,
        ),
    )
    .toBeGreaterThan(0);
  await expect(detail.getByTestId('label-delivery-attempt')).toHaveCount(1);
  await detail.getByTestId('label-deliveries').screenshot({ path: 'e2e/artifacts/field-delivery-proof-en.png' });
  await detail.close();

  // Customer service finds the failed label on the call list and logs a Busy first call with a time to call again.
  const calls = await (await browser.newContext({ viewport: phone })).newPage();
  await openAs(calls, 'cs', '/call-list/pending', 'en');
  await calls.getByRole('link', { name: `Open the call case of ${failed.code}` }).click();
  await expect(calls.getByTestId('call-detail')).toHaveAttribute('data-state', 'open');
  // The caller reads what the courier reported before calling.
  await expect(calls.getByTestId('call-failed-delivery-note')).toHaveText(
    'Gate locked, neighbour says she is at work until 5',
  );
  await calls.getByRole('radio', { name: 'Receiver · 09791234567' }).check();
  await calls.getByTestId('call-outcome-choice').getByText('Busy', { exact: true }).click();
  await expect(calls.getByLabel('Call again at')).toBeVisible();
  await calls.getByLabel('Remark').fill('Line busy, try after lunch');
  await calls.getByRole('button', { name: 'Save call' }).click();
  await expect(calls.getByTestId('call-history')).toContainText('Busy');
  await expect(calls.getByTestId('call-case-call-again-at')).toBeVisible();
  await calls.screenshot({ path: 'e2e/artifacts/field-call-detail-en.png', fullPage: true });
  await calls.close();
});

test('a supervisor creates and assigns a pickup on his phone; the postman denies it (the bell rises), it is reassigned, accepted and completed with its labels', async ({
  page,
  browser,
  request,
}) => {
  const name = `Daw Pickup ${Date.now() % 100_000}`;

  // The supervisor takes the customer's call on his phone, in Burmese, and fills in the request.
  const mm = uiTexts('mm');
  await openAs(page, 'supervisor', '/pickup-request/create', 'mm');
  const form = page.getByTestId('pickup-form');
  await form.getByLabel(mm('pickups.field.name')).fill(name);
  await form.getByLabel(mm('pickups.field.phone')).fill('09 7911 12223');
  await choosePazundaung(page, 'pickup', 'mm');
  await form.getByLabel(mm('pickups.field.address')).fill('No. 12, Bogyoke Road');
  await form.getByLabel(mm('pickups.field.products')).fill('Clothes');
  await form.getByLabel(mm('pickups.field.counts')).fill('၂');
  await form.getByLabel(mm('pickups.field.weight')).fill('3');
  // The pickup window in the app's date-time format (dd-mm-yyyy, 24 h), not the browser's.
  for (const field of ['pickup-time-from', 'pickup-time-to']) {
    const input = page.locator(`input[data-testid="${field}"], [data-testid="${field}"] input`);
    await expect(input).toHaveValue(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  }
  await page.screenshot({ path: 'e2e/artifacts/field-pickup-create-mm.png', fullPage: true });
  await page.getByTestId('pickup-submit').click();
  await expect(page).toHaveURL(/\/pickup-request\/\d+$/);
  await expect(page.getByTestId('pickup-detail')).toHaveAttribute('data-status', 'unassigned');
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await request.get(`/api/pickup-request/${id}`, { headers: authOf('supervisor') });
  expect(await created.json()).toMatchObject({
    name,
    phone: '09791112223',
    counts: 2,
    weight: 3,
    township: { id: townships.pazundaung },
    vehicle: 'motor_bike',
  });
  const label = await createLabel(request, 'staff');

  const assign = async () => {
    await page.getByTestId('pickup-action-assign').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Postman' }).fill('Ko Thet Naing');
    // The postmen arrive from the server: Enter only once his option is there and active (a busy machine is slow).
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Ko Thet Naing' });
    await expect(option.first()).toHaveClass(/ant-select-item-option-active/);
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText('Ko Thet Naing');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByTestId('pickup-detail')).toHaveAttribute('data-status', 'pending');
  };

  // The rest of his part in English.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await assign();
  const bell = page.getByTestId('pickup-denial-bell');
  const before = Number((await bell.getAttribute('data-count')) ?? '0');

  // Another person on another phone: a context of its own (a session lives in the browser's storage).
  const postman = await (await browser.newContext({ viewport: phone })).newPage();
  await openAs(postman, 'postman', '/pickup-request', 'en');
  await expect(postman.locator(`[data-testid="pickup-card"][data-pickup-id="${id}"]`)).toBeVisible();
  await postman.screenshot({ path: 'e2e/artifacts/field-postman-pickups-en.png', fullPage: true });
  await postman.goto(`/pickup-request/${id}`);
  await postman.getByTestId('pickup-action-deny').click();
  await postman.getByRole('dialog').getByLabel('Reason').fill('Motor bike broke down');
  await postman.getByRole('dialog').getByRole('button', { name: 'Deny' }).click();
  await expect(postman.getByText(`You denied ${name}’s pickup.`)).toBeVisible();

  // The supervisor's bell counts the denial; the pickup is unassigned again and goes to the postman once more.
  await page.reload();
  await expect(bell).toHaveAttribute('data-count', String(before + 1));
  await expect(page.getByTestId('pickup-detail')).toHaveAttribute('data-status', 'unassigned');
  await assign();

  await postman.reload();
  await postman.getByTestId('pickup-action-accept').click();
  await expect(postman.getByTestId('pickup-detail')).toHaveAttribute('data-status', 'ongoing');
  await postman.getByTestId('pickup-action-complete').click();
  const complete = postman.getByRole('dialog');
  // A count typed in Myanmar digits is kept (it was lost on leaving the field).
  const counts = postman.locator(
    'input[data-testid="pickup-accept-counts"], [data-testid="pickup-accept-counts"] input',
  );
  await counts.fill('၃');
  await counts.blur();
  await expect(counts).toHaveValue('3');
  await complete.getByLabel('Tracking codes').fill(label.code);
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(postman.getByTestId('pickup-detail')).toHaveAttribute('data-status', 'complete');
  await expect(postman.getByTestId('pickup-label')).toContainText(label.code);
  await expect(postman.locator('[data-testid="pickup-log"][data-state="deny"]')).toHaveCount(1);
  await postman.screenshot({ path: 'e2e/artifacts/field-pickup-complete-en.png', fullPage: true });
});
