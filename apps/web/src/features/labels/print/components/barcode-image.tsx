import { code128, drawingSVG } from 'bwip-js/browser';
import qrcode from 'qrcode-generator';
import { useMemo, type CSSProperties } from 'react';

interface BarcodeImageProps {
  kind: 'code128' | 'qrcode';
  text: string;
  alt: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** QR modules per side of the quiet zone (ISO/IEC 18004 asks for 4). */
const qrQuietZone = 4;

/**
 * Renders to SVG, so bars and modules stay sharp at any print resolution: Code128 with bwip-js, the QR code with
 * qrcode-generator (bwip-js's QR encoder alone is ≈ 61 KB gzip; this one is ≈ 8 KB).
 */
function barcodeSvg(kind: BarcodeImageProps['kind'], text: string): string {
  if (kind === 'code128') {
    // A quiet zone of 10 modules each side; the human-readable code is printed by the label, in its own font. Bars
    // 9 mm high at natural size: drawn 88 mm wide on the label, they come out ≈ 14 mm high, ample for a scanner.
    return code128({ bcid: 'code128', text, height: 9, paddingwidth: 10, paddingheight: 1 }, drawingSVG());
  }
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 1, margin: qrQuietZone, scalable: true });
}

/** A Code128 barcode or a QR code of `text` as an image. */
export function BarcodeImage({ kind, text, alt, style, 'data-testid': testId }: BarcodeImageProps) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(barcodeSvg(kind, text))}`,
    [kind, text],
  );
  return <img src={src} alt={alt} style={{ display: 'block', ...style }} data-testid={testId} />;
}
