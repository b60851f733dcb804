import { code128, drawingSVG, qrcode } from 'bwip-js/browser';
import { useMemo, type CSSProperties } from 'react';

interface BarcodeImageProps {
  kind: 'code128' | 'qrcode';
  text: string;
  alt: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** Renders with bwip-js to SVG: vector bars stay sharp at any print resolution. */
function barcodeSvg(kind: BarcodeImageProps['kind'], text: string): string {
  if (kind === 'code128') {
    // A quiet zone of 10 modules each side; the human-readable code is printed by the label, in its own font.
    return code128({ bcid: 'code128', text, height: 14, paddingwidth: 10, paddingheight: 1 }, drawingSVG());
  }
  return qrcode({ bcid: 'qrcode', text, paddingwidth: 4, paddingheight: 4 }, drawingSVG());
}

/** A Code128 barcode or a QR code of `text` as an image. */
export function BarcodeImage({ kind, text, alt, style, 'data-testid': testId }: BarcodeImageProps) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(barcodeSvg(kind, text))}`,
    [kind, text],
  );
  return <img src={src} alt={alt} style={{ display: 'block', ...style }} data-testid={testId} />;
}
