import { expect, test, type Page } from '@playwright/test';
import { advanceLabel, createLabel, type CreatedLabel } from './support/labels-api';
import { chooseOption } from './support/form';
import { authOf, openAs } from './support/session';
import type { APIRequestContext } from '@playwright/test';

// Issue 28 §1–2 in Burmese: a YGN clerk hands five parcels to a highway bus gate and prints the slip; another hands
// three Myanmar Post labels to the post with their scanned S10 codes, downloads the day's manifest and imports the
// post's status file, whose one bad row is named.

test.describe.configure({ mode: 'serial' });

/** Kyaukse (Mandalay Region): no branch serves it — a bus gate or Myanmar Post carries parcels there. */
const kyaukse = 'MMR010013';

/** An S10 code with its check digit (weights 8 6 4 2 3 5 9 7; 11 − sum mod 11; 10 → 0, 11 → 5). */
function s10(indicator: string, serial: number): string {
  const digits = String(serial).padStart(8, '0');
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * [8, 6, 4, 2, 3, 5, 9, 7][index]!, 0);
  const check = 11 - (sum % 11);
  return `${indicator}${digits}${check === 10 ? 0 : check === 11 ? 5 : check}MM`;
}

async function acceptedFor(request: APIRequestContext, count: number, body: Record<string, unknown>) {
  const labels: CreatedLabel[] = [];
  for (let index = 0; index < count; index += 1) {
    const label = await createLabel(request, 'staff', { body: { destination_township: kyaukse, ...body } });
    await advanceLabel(request, 'staff', label, 'pending');
    labels.push(label);
  }
  return labels;
}

async function scan(page: Page, box: string, code: string) {
  await page.getByTestId(box).fill(code);
  await page.getByTestId(box).press('Enter');
}

test('a clerk hands five parcels to a bus gate and prints the slip', async ({ page, request }) => {
  test.setTimeout(240_000);
  const labels = await acceptedFor(request, 5, {});
  await openAs(page, 'staff', '/gate-submit', 'mm');
  await expect(page.getByRole('heading', { name: 'ကားဂိတ်သို့ အပ်နှံခြင်း' })).toBeVisible();
  await chooseOption(page, page.getByTestId('gate-select'), 'Shwe Mandalar');
  await page.getByTestId('gate-vehicle').fill('YGN 7K-9876');
  await page.getByTestId('gate-driver-phone').fill('09 421 112 223');
  await page.getByTestId('gate-departs-at').fill('2026-11-28T20:30');
  for (const label of labels) {
    await scan(page, 'gate-scan-box', label.code);
    await expect(page.getByTestId('gate-picked')).toContainText(label.code);
  }
  // A parcel scanned twice stays one line.
  await scan(page, 'gate-scan-box', labels[0]!.code.toLowerCase());
  await expect(page.getByTestId('gate-picked-count')).toContainText('၅');
  await page.screenshot({ path: 'e2e/artifacts/gate-submit-mm.png', fullPage: true });
  await page.getByTestId('gate-submit').click();
  await expect(page).toHaveURL(/\/gate-submit\/\d+$/);
  const slipId = Number(page.url().split('/').at(-1));
  await expect(page.getByTestId('gate-slip-labels').locator('tbody tr.ant-table-row')).toHaveCount(5);
  const slip = await request.get(`/api/gate-submit/${slipId}`, { headers: authOf('staff') });
  const { data } = (await slip.json()) as { data: { slip_no: string; handed: number; vehicle_no: string } };
  expect(data).toMatchObject({ handed: 5, vehicle_no: 'YGN 7K-9876' });
  for (const label of labels) {
    const detail = await request.get(`/api/label/${label.id}`, { headers: authOf('staff') });
    expect(((await detail.json()) as { data: { partner_hold: string } }).data.partner_hold).toBe('gate');
  }

  await page.goto(`/gate-submit/${slipId}/print`);
  const sheet = page.getByTestId('gate-slip-sheet');
  await expect(sheet).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('gate-slip-no')).toHaveText(data.slip_no);
  await expect(sheet.locator('.lines tbody tr')).toHaveCount(5);
  await expect(sheet).toContainText('အဝေးပြေးကားဂိတ် အပ်နှံလွှာ');
  await page.screenshot({ path: 'e2e/artifacts/gate-slip-mm.png', fullPage: true });
});

test('a clerk hands three labels to Myanmar Post with scanned codes, downloads the manifest, imports its status file', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const labels = await acceptedFor(request, 3, { type: 'mm_post' });
  const base = 60_000_000 + (Date.now() % 1_000_000) * 10;
  const codes = labels.map((_, index) => s10('RR', base + index));
  await openAs(page, 'staff', '/mmpost', 'mm');
  for (const [index, label] of labels.entries()) {
    await scan(page, 'mmpost-scan-box', label.code);
    // The post's sticker, as the scanner reads it: spaced.
    await page.getByTestId(`mmpost-code-${label.code}`).fill(`${codes[index]!.slice(0, 2)} ${codes[index]!.slice(2)}`);
  }
  await page.screenshot({ path: 'e2e/artifacts/mmpost-hand-off-mm.png', fullPage: true });
  await page.getByTestId('mmpost-submit').click();
  await expect(page.getByTestId('mmpost-picked').locator('tbody tr.ant-table-row')).toHaveCount(0);
  const detail = await request.get(`/api/label/${labels[0]!.id}`, { headers: authOf('staff') });
  expect(((await detail.json()) as { data: { status: string; mmpost_tracking_code: string } }).data).toMatchObject({
    status: 'send_to_mmpost',
    mmpost_tracking_code: codes[0],
  });

  await page.getByRole('tab', { name: 'စာရင်းနှင့် အခြေအနေဖိုင်' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('mmpost-manifest-xlsx').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mmpost-manifest-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const statusFile = [
    'mmpost_tracking_code,status,date,remark',
    `${codes[0]},delivered,28/11/2026,Signed by U Ba`,
    `${codes[1]},lost,28/11/2026,`,
    `${codes[2]},in_transit,28/11/2026,Mandalay`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'mmpost-status.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statusFile),
  });
  const result = page.getByTestId('mmpost-import-result');
  await expect(result).toContainText('အသုံးချပြီး ၂');
  await expect(page.getByTestId('mmpost-import-errors')).toContainText('၃');
  await expect(page.getByTestId('mmpost-import-errors')).toContainText('in_transit, delivered သို့မဟုတ် returned');
  await page.screenshot({ path: 'e2e/artifacts/mmpost-status-import-mm.png', fullPage: true });
  const delivered = await request.get(`/api/label/${labels[0]!.id}`, { headers: authOf('staff') });
  expect(((await delivered.json()) as { data: { status: string } }).data.status).toBe('delivered');

  const tracked = await request.get(`/api/track/${labels[1]!.code}`);
  expect(
    ((await tracked.json()) as { data: { partner: { mmpost_tracking_code: string } } }).data.partner,
  ).toMatchObject({ mmpost_tracking_code: codes[1] });
});
