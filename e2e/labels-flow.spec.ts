import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { deliverAsCourier, sendOutFromMandalay } from './support/deliveries-api';
import { advanceLabel, createLabel } from './support/labels-api';
import { codMerchantId } from './support/merchants-api';
import { openAs } from './support/session';
import { uiTexts } from './support/shell';
import { pick } from './support/form';
import { decodeLabelCodes } from './support/barcodes';

const en = uiTexts('en');
const myanmarDigit = /[\u1040-\u1049]/;

/** Clicks the detail screen's `next` action and waits until the label shows the status it writes. */
async function advance(page: Page): Promise<string> {
  const next = page.getByTestId('label-action-next');
  const target = await next.getAttribute('data-status');
  if (!target) throw new Error('the next action names no status');
  await next.click();
  await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', target);
  return target;
}

test.describe('a label from the YGN counter to delivery in Mandalay', () => {
  // Each test books its own label (through the API, except the one about the form) and takes it to the step it needs.

  test('staff at YGN fills the create form, sees the live fee and lands on the detail', async ({ page }) => {
    await openAs(page, 'staff', '/label/create', 'en');
    await expect(page.getByTestId('label-create-form')).toBeVisible();

    await page.getByTestId('source-name').fill('Ko Aung Aung');
    await page.getByTestId('source-phone').fill('09421234567');
    await pick(page, 'source-region', 'Yangon Region');
    await pick(page, 'source-district', 'Yangon (East)');
    await pick(page, 'source-township', 'Pazundaung');
    await expect(page.getByTestId('source-postcode')).toHaveValue('11171');

    await page.getByTestId('destination-name').fill('Ma Hla Hla');
    // Burmese digits are accepted and normalized.
    await page.getByTestId('destination-phone').fill('၀၉၇၉၁၂၃၄၅၆၇');
    await page.getByTestId('contact-phones').locator('input').fill('09791234568');
    await page.getByTestId('contact-phones').locator('input').press('Enter');
    await expect(page.getByTestId('phone-tag')).toHaveText('09791234568');
    await pick(page, 'destination-region', 'Mandalay Region');
    await pick(page, 'destination-district', 'Mandalay');
    await pick(page, 'destination-township', 'Chanayethazan');
    await expect(page.getByTestId('destination-postcode')).toHaveValue('05021');
    // MDY serves Mandalay: the delivering branch is chosen from the receiver's township.
    await expect(page.getByTestId('deliver-branch')).toContainText('MDY');

    await expect(page.getByTestId('fee-preview')).toHaveCount(0);
    await page.getByTestId('weight').fill('၁.၅');
    // Express, 1–3 kg, between Yangon and Mandalay (zone 2): 6,000 Ks from the server's rate table.
    await expect(page.getByTestId('fee-preview-total')).toHaveText('6,000 Ks');
    await page.getByTestId('services').getByText('SMS', { exact: false }).click();
    await expect(page.getByTestId('fee-preview-total')).toHaveText('6,100 Ks');

    await page.getByTestId('label-submit').click();
    await expect(page).toHaveURL(/\/label\/detail\/\d+$/);
    await expect(page.getByTestId('tracking-code')).toHaveText(/^[A-Z]{2}\d{9}MM$/);
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('label-destination')).toContainText('Ma Hla Hla');
    await expect(page.getByTestId('label-destination')).toContainText('09791234567');
    await expect(page.getByTestId('label-fees-total')).toContainText('Ks');
  });

  test('the printed label carries a barcode and a QR code that scan back to the tracking code', async ({
    browser,
    request,
  }) => {
    const { id: labelId, code: trackingCode } = await createLabel(request, 'staff', {
      body: { destination_name: 'Ma Hla Hla' },
    });
    const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 900, height: 1000 } });
    const page = await context.newPage();
    await openAs(page, 'staff', `/label/detail/${labelId}`, 'en');
    const [printPage] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('label-print-button').click()]);
    await expect(printPage).toHaveURL(`/label/print/${labelId}`);
    await expect(printPage.locator('body')).toHaveAttribute('data-labels-ready', 'true');
    // Outside the shell: no sidebar or top bar on the sheet.
    await expect(printPage.getByTestId('sidebar-menu')).toHaveCount(0);
    const sheet = printPage.getByTestId('shipping-label');
    await expect(sheet).toHaveCount(1);
    await expect(sheet).toContainText(trackingCode);
    await expect(sheet).toContainText('Ma Hla Hla');
    await expect(sheet).toContainText('Chanayethazan');
    await expect(printPage.getByTestId('label-route')).toContainText('YGN');
    await expect(printPage.getByTestId('label-route')).toContainText('MDY');
    await expect(printPage.getByTestId('label-qr')).toBeVisible();
    // Exactly 100 × 150 mm at 96 CSS px per inch.
    const size = await sheet.boundingBox();
    expect(Math.round(size?.width ?? 0)).toBe(378);
    expect(Math.round(size?.height ?? 0)).toBe(567);

    fs.mkdirSync('e2e/artifacts', { recursive: true });
    // Both codes scan back to the tracking code: the Code128 for the counter's scanner, the QR for a phone.
    const codes = await decodeLabelCodes(
      printPage,
      { barcode: printPage.getByTestId('label-barcode'), qr: printPage.getByTestId('label-qr') },
      'e2e/artifacts/label-print.png',
    );
    expect(codes).toEqual({ barcode: trackingCode, qr: trackingCode });

    // Several labels, one per page: a second label made through the API, then both on one print run.
    const second = await createLabel(request, 'staff', {
      body: {
        accept_type: 'cod',
        cod_amount: 25000,
        merchant_id: await codMerchantId(request),
        destination_name: 'Daw Mya',
        destination_phone: '09450000001',
      },
    });
    const secondId = second.id;
    await printPage.goto(`/label/print/${labelId}?ids=${labelId},${secondId}`);
    await expect(printPage.locator('body')).toHaveAttribute('data-labels-ready', 'true');
    await expect(printPage.getByTestId('shipping-label')).toHaveCount(2);
    await expect(printPage.getByTestId('label-cod')).toContainText('25,000 Ks');
    await printPage.emulateMedia({ media: 'print' });
    const breaks = await printPage
      .getByTestId('shipping-label')
      .evaluateAll((sheets) => sheets.map((sheet) => getComputedStyle(sheet).breakAfter));
    expect(breaks).toEqual(['page', 'auto']);
    await expect(printPage.getByTestId('print-now')).toBeHidden();
    await context.close();
  });

  test('staff at YGN accepts the parcel and dispatches it; a stale second screen is told and catches up', async ({
    page,
    context,
    request,
  }) => {
    const { id: labelId } = await createLabel(request, 'staff');
    await openAs(page, 'staff', `/label/detail/${labelId}`, 'en');
    const stale = await context.newPage();
    await stale.goto(`/label/detail/${labelId}`);
    await expect(stale.getByTestId('label-action-next')).toHaveAttribute('data-status', 'accept_from_origin_branch');

    expect(await advance(page)).toBe('accept_from_origin_branch');
    // The other screen still shows pending: its action is refused (409) with the server's message, then it reloads.
    await stale.getByTestId('label-action-next').click();
    await expect(stale.getByTestId('toast')).toContainText(/moved on|already/i);
    await expect(stale.getByTestId('label-status')).toHaveAttribute('data-status', 'accept_from_origin_branch');
    await stale.close();

    expect(await advance(page)).toBe('send_to_destination_branch');
    await expect(page.getByTestId('history-step').first()).toHaveAttribute('data-status', 'send_to_destination_branch');
    await expect(page.getByTestId('label-history')).toContainText('YGN');
  });

  test('mdy-staff arrives it and hands it over to the receiver at the counter, who is named', async ({
    page,
    request,
  }) => {
    const label = await createLabel(request, 'staff');
    await advanceLabel(request, 'staff', label, 'pending');
    await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
    const { id: labelId, code: trackingCode } = label;
    await openAs(page, 'mdy-staff', `/label/detail/${labelId}`, 'en');
    await expect(page.getByTestId('tracking-code')).toHaveText(trackingCode);
    expect(await advance(page)).toBe('arrived_to_destination_branch');
    // Delivered is never a plain "next": the receiver collecting at the counter is named first.
    await expect(page.getByTestId('label-action-next')).toHaveAttribute('data-status', 'send_to_destination_address');
    await page.getByTestId('label-action-hand_over').click();
    await expect(page.getByTestId('hand-over-ok')).toBeDisabled();
    await expect(page.getByText(en('handOver.noCash'))).toBeVisible();
    await page.getByTestId('hand-over-receiver').fill('Ma Hla');
    await page.getByTestId('hand-over-ok').click();
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'delivered');
    await expect(page.getByTestId('label-history')).toContainText('Ma Hla');
    await expect(page.getByTestId('label-actions')).toHaveCount(0);
    await expect(page.getByText(en('labelDetail.noActions'))).toBeVisible();
  });

  test('the public tracking page shows delivered in Burmese with Myanmar digits', async ({ browser, request }) => {
    const label = await createLabel(request, 'staff');
    await advanceLabel(request, 'staff', label, 'pending');
    await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
    await advanceLabel(request, 'mdy-staff', label, 'send_to_destination_branch');
    await sendOutFromMandalay(request, label);
    await deliverAsCourier(request, label);
    const trackingCode = label.code;
    // A fresh browser, nobody signed in: Burmese is the default language.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/track');
    await page.getByTestId('tracking-input').locator('input').fill(trackingCode.toLowerCase());
    await page.getByTestId('tracking-input').locator('input').press('Enter');
    await expect(page).toHaveURL(`/track/${trackingCode}`);
    const result = page.getByTestId('tracking-result');
    await expect(result).toHaveAttribute('data-progress', 'delivered');

    const answer = await page.request.get(`/api/track/${trackingCode}`, { headers: { 'accept-language': 'mm' } });
    const { data } = (await answer.json()) as { data: { status_text: string; progress_text: string } };
    expect(data.status_text).toMatch(/[\u1000-\u109f]/);
    await expect(page.getByTestId('tracking-status')).toHaveText(data.status_text);
    await expect(page.getByTestId('tracking-steps')).toContainText(data.progress_text);
    const times = await page.getByTestId('tracking-step-time').allTextContents();
    expect(times.length).toBeGreaterThanOrEqual(6);
    for (const time of times) {
      expect(time).toMatch(myanmarDigit);
      expect(time).not.toMatch(/[0-9]/);
    }
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/tracking-mm.png', fullPage: true });

    // The language switch: English statuses, ASCII digits.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('tracking-status')).toHaveText('Delivered');
    await expect(page.getByTestId('tracking-step-time').first()).toHaveText(/\d{2}-\d{2}-\d{4}/);
    await context.close();
  });

  test('an unknown tracking code says so', async ({ page }) => {
    await page.goto('/track/XX000000000MM');
    await expect(page.getByTestId('tracking-not-found')).toBeVisible();
  });
});

test.describe('corrections on the detail screen (spec §8 prompts)', () => {
  test('a supervisor rolls a step back and deletes the newest step, each after its confirmation', async ({
    page,
    request,
  }) => {
    const { id } = await createLabel(request, 'supervisor');
    await openAs(page, 'supervisor', `/label/detail/${id}`, 'en');
    await advance(page);
    await advance(page);
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'send_to_destination_branch');

    await page.getByTestId('label-action-rollback').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('Are you sure to rollback?');
    await dialog.getByRole('button', { name: en('labelDetail.confirmOk') }).click();
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'accept_from_origin_branch');
    await expect(page.locator('[data-testid=history-step][data-viewable=false]')).toHaveCount(1);
    await expect(page.getByTestId('label-history')).toContainText(en('labelDetail.rolledBack'));

    // The newest step still shown (accepted) can be deleted; the rolled-back one stays as history.
    const stepsBefore = await page.getByTestId('history-step').count();
    await expect(
      page.locator('[data-status=accept_from_origin_branch]').getByTestId('delete-transaction'),
    ).toBeVisible();
    await page.getByTestId('delete-transaction').click();
    await expect(dialog).toContainText('Are you sure to delete?');
    // Cancel keeps everything; OK deletes the newest step.
    await dialog.getByRole('button', { name: en('labelDetail.confirmCancel') }).click();
    await expect(page.getByTestId('history-step')).toHaveCount(stepsBefore);
    await page.getByTestId('delete-transaction').click();
    await dialog.getByRole('button', { name: en('labelDetail.confirmOk') }).click();
    await expect(page.getByTestId('history-step')).toHaveCount(stepsBefore - 1);
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'pending');
    // Only the first step is left shown: nothing more to delete.
    await expect(page.getByTestId('delete-transaction')).toHaveCount(0);
  });
});
