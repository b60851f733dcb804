import { expect, test, type Page } from '@playwright/test';
import { Code128Reader } from '@zxing/library';
import { PNG } from 'pngjs';
import { decodeRegion } from './support/barcodes';
import { type CreatedLabel } from './support/labels-api';
import { chooseOption, pick } from './support/form';
import { acceptedForMandalay, bagOf, type CreatedBag } from './support/network-api';
import { authOf, openAs } from './support/session';
import { demoPassword } from './support/shell';

// Issue 27: the branch network in Burmese — YGN bags 30 labels for MDY in two bags, prints their tags and the
// delivery bill; NPT checks the bags in and out as transit; MDY receives them, opens one with a label missing and one
// extra, and a second officer signs the verification note; MDY's supervisor confirms the missing label, which then
// reads "missing" on its page and in its bag's history.

test.describe.configure({ mode: 'serial' });

const myanmarDigits = (value: number) => String(value).replace(/\d/g, (digit) => '၀၁၂၃၄၅၆၇၈၉'[Number(digit)]!);

async function scan(page: Page, box: string, code: string) {
  await page.getByTestId(box).fill(code);
  await page.getByTestId(box).press('Enter');
}

/** Reads the Code128 barcode shown by `testId` on the page from a screenshot, as a scanner would read the print. */
async function decodeBarcode(page: Page, testId: string, path: string): Promise<string> {
  const png = PNG.sync.read(await page.screenshot({ fullPage: true, path }));
  const scale = png.width / (await page.evaluate(() => document.documentElement.scrollWidth));
  const box = await page.getByTestId(testId).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
  return decodeRegion(
    png,
    { x: box.x * scale - 10, y: box.y * scale - 10, width: box.width * scale + 20, height: box.height * scale + 20 },
    new Code128Reader(),
  );
}

test('YGN bags 30 labels, NPT passes them on, MDY opens a bag with one missing and one extra, and it is decided', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const labels = await acceptedForMandalay(request, 31);
  const [inA, inB, extra] = [labels.slice(0, 15), labels.slice(15, 30), labels[30]!];
  // YGN's clerk opens two express bags for Mandalay through Nay Pyi Taw on the transfer screen.
  await openAs(page, 'staff', '/transfer', 'mm');
  const bags: CreatedBag[] = [];
  for (let index = 0; index < 2; index += 1) {
    await page.goto('/transfer');
    await page.getByTestId('bag-new').click();
    await pick(page, 'bag-new-destination', 'MDY');
    await chooseOption(page, page.getByTestId('bag-new-category'), 'အမြန်');
    await pick(page, 'bag-new-transit', 'NPT');
    await page.keyboard.press('Escape');
    await page.getByTestId('bag-new-submit').click();
    await expect(page).toHaveURL(/\/transfer\/bag\/\d+$/);
    const id = Number(page.url().split('/').at(-1));
    const created = await request.get(`/api/mailbag/${id}`, { headers: authOf('staff') });
    bags.push((await created.json()) as CreatedBag);
  }

  // It fills each bag by scanning: every scan answers at once.
  for (const [bag, contents] of [
    [bags[0]!, inA],
    [bags[1]!, inB],
  ] as const) {
    await page.goto(`/transfer/bag/${bag.id}`);
    await expect(page.getByTestId('bag-page')).toHaveAttribute('data-desk', 'fill');
    for (const label of contents) await scan(page, 'bag-fill-box', label.code);
    await expect(page.getByTestId('bag-fill-tally')).toHaveAttribute('data-ok', String(contents.length));
    await expect(page.getByTestId('bag-count')).toHaveText(myanmarDigits(contents.length));
    // A label already in the first bag is refused from the second, in red, with the bag it is in.
    if (bag === bags[1]) {
      await scan(page, 'bag-fill-box', inA[0]!.code);
      const refused = page.getByTestId('bag-fill-line').filter({ hasText: inA[0]!.code }).first();
      await expect(refused).toHaveAttribute('data-state', 'refused');
      await expect(refused).toContainText(bags[0]!.bag_code);
      await page.screenshot({ path: 'e2e/artifacts/network-bag-fill-mm.png', fullPage: true });
    }
    await page.getByTestId('bag-weight').fill('3,5');
    await page.getByTestId('bag-close').click();
    await expect(page.getByTestId('bag-page')).toHaveAttribute('data-status', 'process');
  }

  // Its tag prints with a Code128 barcode that scans back to the bag's code.
  for (const bag of bags) {
    await page.goto(`/transfer/bag/${bag.id}/tag`);
    await expect(page.getByTestId('bag-tag-barcode')).toBeVisible();
    const read = await decodeBarcode(page, 'bag-tag-barcode', `e2e/artifacts/network-bag-tag-${bag.id}.png`);
    expect(read).toBe(bag.bag_code);
  }

  // Handed to the carrier in one dispatch from the transfer screen; the delivery bill lists both bags.
  await page.goto('/transfer?tab=preparing');
  for (const bag of bags) {
    await page
      .getByTestId('transfer-bags')
      .locator('tr')
      .filter({ hasText: bag.bag_text })
      .getByTestId('bag-pick')
      .check();
  }
  await page.getByTestId('bags-hand-over').click();
  await chooseOption(page, page.getByTestId('hand-over-kind'), 'အဝေးပြေးကား');
  await page.getByTestId('hand-over-name').fill('ရွှေမန္တလာ အမြန်ယာဉ်');
  await page.getByTestId('hand-over-vehicle').fill('YGN 7K-1234');
  await page.getByTestId('hand-over-phone').fill('09421112223');
  await page.getByTestId('hand-over-submit').click();
  await expect(page.getByTestId('hand-over-done')).toBeVisible();
  await page.getByTestId('hand-over-open-dispatch').click();
  await expect(page).toHaveURL(/\/transfer\/dispatch\/\d+$/);
  const dispatchId = Number(page.url().split('/').at(-1));
  for (const label of inA) {
    const detail = await request.get(`/api/label/${label.id}`, { headers: authOf('staff') });
    expect(((await detail.json()) as { data: { status: string } }).data.status).toBe('send_to_destination_branch');
  }
  await page.goto(`/transfer/dispatch/${dispatchId}/bill`);
  for (const bag of bags) await expect(page.getByText(bag.bag_text)).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/network-delivery-bill-mm.png', fullPage: true });

  // Nay Pyi Taw checks both bags in and out without opening them.
  await openAs(page, 'npt-staff', '/transfer/scan', 'mm');
  for (const action of ['checkin_transit', 'checkout_transit'] as const) {
    if (action === 'checkout_transit') {
      await page.getByTestId('bag-scan-action').getByText('ထွက်ခွာ စာရင်းသွင်း (ကြားဖြတ်)').click();
    }
    await expect(page.getByTestId('bag-scan-page')).toHaveAttribute('data-action', action);
    for (const bag of bags) await scan(page, 'bag-tag-scan-box', bag.bag_text);
    await expect(page.getByTestId('bag-tag-scan-tally')).toHaveAttribute('data-ok', '2');
  }
  await page.screenshot({ path: 'e2e/artifacts/network-transit-npt-mm.png', fullPage: true });
  expect((await bagOf(request, bags[0]!.id)).status).toBe('checkout_transit');

  // Mandalay receives both against the dispatch's advance list: after the first, the second is reported missing.
  await openAs(page, 'mdy-staff', `/transfer/dispatch/${dispatchId}`, 'mm');
  await scan(page, 'receive-scan-box', bags[0]!.bag_code);
  await expect(page.getByTestId('receive-received')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('receive-missing')).toContainText(bags[1]!.bag_text);
  await page.screenshot({ path: 'e2e/artifacts/network-receive-mm.png', fullPage: true });
  await scan(page, 'receive-scan-box', bags[1]!.bag_text);
  await expect(page.getByTestId('receive-all-in')).toBeVisible();

  // Opening bag A: 14 of its 15 labels scanned, and one that was never bagged turns up in it.
  await page.goto(`/transfer/bag/${bags[0]!.id}`);
  await expect(page.getByTestId('bag-page')).toHaveAttribute('data-desk', 'open');
  const missing: CreatedLabel = inA[14]!;
  for (const label of [...inA.slice(0, 14), extra]) await scan(page, 'bag-open-box', label.code);
  await expect(page.getByTestId('bag-open-tally')).toHaveAttribute('data-ok', '15');
  await expect(page.getByTestId('bag-open-line').filter({ hasText: extra.code })).toContainText('ပိုလျှံ');
  await page.getByTestId('bag-open-weight').fill('3,1');
  await page.getByTestId('bag-finish').click();
  // The confirm's button has the same name as the form's: look for it inside the dialog, which renders a tick later.
  await page.getByRole('dialog').getByRole('button', { name: 'အပြီးသတ်ပြီး မှတ်တမ်းပြုလုပ်' }).click();
  const note = page.getByTestId('verification-note');
  await expect(note.getByTestId('note-missing')).toContainText(missing.code);
  await expect(note.getByTestId('note-extra')).toContainText(extra.code);

  // The second officer signs in on the same screen.
  await page.getByTestId('note-sign-user').fill('mdy-supervisor');
  await page.getByTestId('note-sign-password').fill(demoPassword);
  await page.getByTestId('note-sign').click();
  await expect(note.getByTestId('note-signed-by')).toContainText('Daw Nilar Win');
  await page.screenshot({ path: 'e2e/artifacts/network-verification-note-mm.png', fullPage: true });
  await page.goto(`/transfer/bag/${bags[0]!.id}/note`);
  await expect(page.getByTestId('note-sheet-second')).toContainText('Daw Nilar Win');
  await expect(page.getByTestId('note-sheet-line')).toHaveCount(2);
  await page.screenshot({ path: 'e2e/artifacts/network-verification-note-print-mm.png', fullPage: true });

  // MDY's supervisor confirms the missing label missing: its page says so, and its bag's history.
  await openAs(page, 'mdy-supervisor', '/transfer/missing', 'mm');
  const row = page.getByTestId('missing-list').locator('tr').filter({ hasText: missing.code });
  await row.getByTestId('missing-confirm').click();
  // A pop-confirm (a tooltip) whose button shares the row button's name.
  await page.getByRole('tooltip').getByRole('button', { name: 'ပျောက်ဆုံးကြောင်း အတည်ပြု' }).click();
  await page.getByTestId('missing-state').getByText('ပျောက်ဆုံးကြောင်း အတည်ပြုပြီး').click();
  await expect(page.getByTestId('missing-list').locator('tr').filter({ hasText: missing.code })).toBeVisible();
  await page.goto(`/label/detail/${missing.id}`);
  await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'missing');
  await expect(page.getByTestId('label-status')).toContainText('ပျောက်ဆုံးနေ');
  await expect(page.getByTestId('label-bag-scan').first()).toHaveAttribute('data-event', 'missing_confirmed');
  await page.screenshot({ path: 'e2e/artifacts/network-missing-label-mm.png', fullPage: true });
  await page.goto(`/transfer/bag/${bags[0]!.id}`);
  await expect(page.getByTestId('bag-event').first()).toHaveAttribute('data-event', 'missing_confirmed');
  await page.screenshot({ path: 'e2e/artifacts/network-bag-history-mm.png', fullPage: true });
});
