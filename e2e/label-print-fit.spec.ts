import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { decodeLabelCodes } from './support/barcodes';
import { createLabel, type CreatedLabel } from './support/labels-api';
import { codMerchantId } from './support/merchants-api';
import { authOf, openAs } from './support/session';

/** `piece` repeated (whole pieces) up to `length` characters: an address as long as the form accepts. */
function textOf(piece: string, length: number): string {
  let text = '';
  while (text.length + piece.length <= length) text += piece;
  return text.trim();
}

const burmeseAddress = textOf('အမှတ် ၁၂၃၊ ဗိုလ်ချုပ်အောင်ဆန်းလမ်း၊ ရွှေတောင်ကြားရပ်ကွက်၊ ', 500);
const englishAddress = textOf('No. 123, Bogyoke Aung San Road, Shwe Taung Kyar Ward, ', 500);
const burmeseRemark = textOf('ကွဲလွယ်သောပစ္စည်းဖြစ်သည်၊ ဂရုတစိုက်ကိုင်တွယ်ပါ၊ ', 500);
const englishRemark = textOf('Fragile, handle with care, call the receiver before delivery. ', 500);

/**
 * The longest label the counter can book: 500-character addresses (and long street, house no. and names), a
 * 500-character remark, COD with insurance, every priced service and a discount — every fee line there is.
 */
function longLabel(address: string, remark: string): Record<string, unknown> {
  return {
    accept_type: 'cod',
    cod_amount: 250000,
    insurance_percent: 2,
    services: ['sms', 'phone_call', 'pickup_service'],
    discount: { kind: 'percent', value: 10 },
    source_name: textOf('Ko Aung Aung Myint ', 60),
    source_no: 'No. 45-B',
    source_street: textOf('Maha Bandula Road ', 100),
    source_address: address,
    destination_name: textOf('Ma Hla Hla Win ', 60),
    destination_no: 'Room 7, Building 12',
    destination_street: textOf('78th Street between 30th and 31st ', 120),
    destination_address: address,
    contact_phone_list: ['09791234568', '09791234569'],
    remark,
  };
}

interface FeeLine {
  code: string;
  amount: number;
}

async function feeLinesOf(page: Page, label: CreatedLabel): Promise<FeeLine[]> {
  const response = await page.request.get(`/api/label/${label.id}`, { headers: authOf('staff') });
  return ((await response.json()) as { data: { fee_lines: FeeLine[] } }).data.fee_lines;
}

/**
 * Every sheet's parts lie inside the sheet (inside its padding) and overlap no other part, and nothing inside a part
 * runs past its edge: what is on screen is what prints, nothing cut. Returns the problems found.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.getByTestId('label-print-sheets').evaluate((root) => {
    const problems: string[] = [];
    const sheets = Array.from(root.querySelectorAll<HTMLElement>('[data-sheet]'));
    if (sheets.length === 0) problems.push('no sheet');
    for (const sheet of sheets) {
      const name = sheet.dataset.sheet ?? '?';
      const frame = sheet.getBoundingClientRect();
      const parts = Array.from(
        sheet.querySelectorAll<HTMLElement>(
          '[data-print-part], [data-testid=label-barcode], [data-testid=label-qr], [data-testid=label-total], [data-testid=label-fee-line]',
        ),
      );
      if (sheet.scrollHeight > sheet.clientHeight + 1 || sheet.scrollWidth > sheet.clientWidth + 1) {
        problems.push(`sheet ${name} overflows`);
      }
      for (const part of parts) {
        const id = `${name}:${part.dataset.printPart ?? part.dataset.testid ?? part.tagName}`;
        const box = part.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) problems.push(`${id} is not shown`);
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          problems.push(`${id} leaves the sheet sideways`);
        if (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) problems.push(`${id} leaves the sheet`);
        if (part.scrollWidth > part.clientWidth + 1) problems.push(`${id} runs past its edge`);
      }
      // The sheet's parts (blocks, codes) side by side: none covers another.
      const blocks = parts.filter((part) => part.dataset.printPart);
      for (const [index, first] of blocks.entries()) {
        for (const second of blocks.slice(index + 1)) {
          if (first.contains(second) || second.contains(first)) continue;
          const a = first.getBoundingClientRect();
          const b = second.getBoundingClientRect();
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
          if (overlap) problems.push(`${name}:${first.dataset.printPart} overlaps ${name}:${second.dataset.printPart}`);
        }
      }
    }
    return problems;
  });
}

/** The number of pages of the print-out (Chromium's own PDF of the print media). */
async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

async function openPrint(page: Page, label: CreatedLabel, locale: 'en' | 'mm'): Promise<void> {
  await openAs(page, 'staff', `/label/detail/${label.id}`, locale);
  await page.goto(`/label/print/${label.id}`);
  await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true');
}

test.describe('the 100 × 150 mm label prints whole, whatever its length', () => {
  for (const [locale, address, remark] of [
    ['mm', burmeseAddress, burmeseRemark],
    ['en', englishAddress, englishRemark],
  ] as const) {
    test(`a 500-character address, a remark and every fee line: nothing is cut (${locale})`, async ({
      browser,
      request,
    }) => {
      const body = { ...longLabel(address, remark), merchant_id: await codMerchantId(request) };
      const label = await createLabel(request, 'staff', { body });
      const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 900, height: 1000 } });
      const page = await context.newPage();
      await openPrint(page, label, locale);

      const sheets = page.getByTestId('label-print-sheets');
      await expect(page.getByTestId('print-now')).toBeEnabled();
      // Every part of the label is printed: the whole address, the remark, each fee line and the total.
      await expect(sheets).toContainText(address);
      await expect(sheets).toContainText(remark);
      const feeLines = await feeLinesOf(page, label);
      expect(feeLines.map((line) => line.code)).toEqual(
        expect.arrayContaining(['shipping_fee', 'cod_fee', 'sms_fee', 'phone_call_fee', 'insurance_fee', 'discount']),
      );
      for (const line of feeLines) {
        await expect(sheets.locator(`[data-testid=label-fee-line][data-code=${line.code}]`)).toBeVisible();
      }
      // The first sheet carries what the parcel is handled by: both codes and the total.
      const first = page.getByTestId('shipping-label');
      for (const testId of ['label-barcode', 'label-qr', 'label-total']) {
        await expect(first.getByTestId(testId)).toBeVisible();
      }
      expect(await layoutProblems(page)).toEqual([]);

      fs.mkdirSync('e2e/artifacts', { recursive: true });
      const codes = await decodeLabelCodes(
        page,
        { barcode: first.getByTestId('label-barcode'), qr: first.getByTestId('label-qr') },
        `e2e/artifacts/label-print-long-address-${locale}.png`,
      );
      expect(codes).toEqual({ barcode: label.code, qr: label.code });

      // Printed: the same, and one page per sheet (nothing spills onto a page of its own).
      const sheetCount = await page.locator('[data-sheet]').count();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('print-now')).toBeHidden();
      expect(await layoutProblems(page)).toEqual([]);
      expect(await printedPages(page)).toBe(sheetCount);
      await context.close();
    });
  }

  test('on A4, a two-sheet label keeps both sheets whole on one page, four sheets a page', async ({
    browser,
    request,
  }) => {
    const short = [
      await createLabel(request, 'staff'),
      await createLabel(request, 'staff'),
      await createLabel(request, 'staff'),
    ];
    const body = { ...longLabel(englishAddress, englishRemark), merchant_id: await codMerchantId(request) };
    const long = await createLabel(request, 'staff', { body });
    const context = await browser.newContext({ viewport: { width: 1000, height: 1000 } });
    const page = await context.newPage();
    await openAs(page, 'staff', `/label/detail/${long.id}`, 'en');
    const ids = [...short, long].map((label) => label.id).join(',');
    await page.goto(`/label/print/${long.id}?ids=${ids}&layout=a4`);
    await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true');

    // Three short sheets on page 1; the long label's two would straddle, so they start page 2.
    const pages = page.getByTestId('a4-page');
    await expect(pages).toHaveCount(2);
    await expect(pages.nth(0).locator('[data-sheet]')).toHaveCount(3);
    await expect(pages.nth(1).locator('[data-sheet]')).toHaveCount(2);
    await expect(pages.nth(1).locator('[data-sheet="2/2"]')).toHaveAttribute('data-tracking-code', long.code);
    // Every sheet lies whole inside its page, none over another.
    const cut = await pages.evaluateAll((elements) =>
      elements.flatMap((a4, pageIndex) => {
        const frame = a4.getBoundingClientRect();
        const sheets = Array.from(a4.querySelectorAll<HTMLElement>('[data-sheet]')).map((sheet) =>
          sheet.getBoundingClientRect(),
        );
        return sheets.flatMap((box, index) => [
          ...(box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom
            ? [`page ${pageIndex + 1} sheet ${index + 1} is cut`]
            : []),
          ...sheets
            .slice(index + 1)
            .filter(
              (other) =>
                Math.min(box.right, other.right) > Math.max(box.left, other.left) &&
                Math.min(box.bottom, other.bottom) > Math.max(box.top, other.top),
            )
            .map(() => `page ${pageIndex + 1} sheet ${index + 1} overlaps another`),
        ]);
      }),
    );
    expect(cut).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    expect(await printedPages(page)).toBe(2);
    await context.close();
  });

  test('a short label stays on one sheet in full-size type', async ({ browser, request }) => {
    const label = await createLabel(request, 'staff');
    const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
    const page = await context.newPage();
    await openPrint(page, label, 'en');
    await expect(page.locator('[data-sheet]')).toHaveCount(1);
    await expect(page.getByTestId('shipping-label')).toHaveAttribute('data-fit-scale', '1');
    expect(await layoutProblems(page)).toEqual([]);
    await context.close();
  });
});
