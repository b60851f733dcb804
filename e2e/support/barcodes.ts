import {
  BinaryBitmap,
  Code128Reader,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
  type Reader,
} from '@zxing/library';
import { type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Reads a barcode (Code128 or QR, by `reader`) from a region of a PNG screenshot with ZXing. */
export function decodeRegion(png: PNG, box: Box, reader: Reader): string {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.min(png.width - left, Math.ceil(box.width));
  const height = Math.min(png.height - top, Math.ceil(box.height));
  const luminances = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = ((top + y) * png.width + left + x) * 4;
      const [r = 255, g = 255, b = 255] = [png.data[offset], png.data[offset + 1], png.data[offset + 2]];
      luminances[y * width + x] = (r * 299 + g * 587 + b * 114) / 1000;
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
  return reader.decode(bitmap).getText();
}

/**
 * Decodes the Code128 barcode and the QR code shown by `barcode` and `qr` from a full-page screenshot (taken with
 * `path` when given), the way a scanner would read the printed sheet.
 */
export async function decodeLabelCodes(
  page: Page,
  { barcode, qr }: { barcode: Locator; qr: Locator },
  path?: string,
): Promise<{ barcode: string; qr: string }> {
  const png = PNG.sync.read(await page.screenshot({ fullPage: true, ...(path ? { path } : {}) }));
  const scale = png.width / (await page.evaluate(() => document.documentElement.scrollWidth));
  const read = async (locator: Locator, reader: Reader) => {
    // Page coordinates (a full-page screenshot starts at the top of the document, not of the viewport).
    const box = await locator.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    });
    return decodeRegion(
      png,
      { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale },
      reader,
    );
  };
  return { barcode: await read(barcode, new Code128Reader()), qr: await read(qr, new QRCodeReader()) };
}
