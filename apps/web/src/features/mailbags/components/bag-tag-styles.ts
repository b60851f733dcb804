/**
 * The bag tag: a landscape A6 card (148 × 105 mm), one per page, rendered as a <style> element by its print screen
 * only. Landscape gives the Code128 of the 17-character bag code its full width (138 mm, ≈ 0.6 mm a module): read
 * from across the room by a hand scanner, and crisp on screen too (over two pixels a module at 96 dpi).
 */
export const bagTagCss = `
@page { size: 148mm 105mm; margin: 0; }
html, body { background: #e9ecef; }
.bag-tag-toolbar { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 12px; }
.bag-tag {
  box-sizing: border-box; width: 148mm; height: 105mm; margin: 0 auto 12mm; overflow: hidden; background: #fff;
  color: #000; padding: 4mm 5mm; display: flex; flex-direction: column; justify-content: space-between; gap: 1.5mm;
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif; font-size: 3mm;
  line-height: 1.5; box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.bag-tag > * { flex-shrink: 0; }
.bag-tag .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 3mm; }
.bag-tag .brand { font-weight: 700; font-size: 4.2mm; line-height: 1.4; }
.bag-tag .muted { color: #333; }
.bag-tag .category { border: .6mm solid #000; padding: .3mm 2.5mm; font-weight: 700; font-size: 5.5mm; white-space: nowrap; }
.bag-tag .route { display: flex; align-items: baseline; gap: 3mm; font-weight: 700; font-size: 14mm; line-height: 1.15; letter-spacing: .5mm; white-space: nowrap; }
.bag-tag .route .to { border: .7mm solid #000; padding: 0 2mm; }
.bag-tag .names { font-size: 4.2mm; font-weight: 700; line-height: 1.4; }
.bag-tag .barcode { display: flex; flex-direction: column; align-items: center; border-top: .4mm solid #000; border-bottom: .4mm solid #000; padding: 1.5mm 0 .5mm; }
.bag-tag .barcode img { width: 138mm; height: auto; }
.bag-tag .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-weight: 700; font-size: 6mm; line-height: 1.3; letter-spacing: .6mm; white-space: nowrap; }
.bag-tag .transit { font-size: 4mm; line-height: 1.4; overflow-wrap: anywhere; }
.bag-tag .facts { margin: 0; display: grid; grid-template-columns: repeat(4, 1fr); gap: .5mm 4mm; }
.bag-tag .fact { font-size: 3.4mm; display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; border-bottom: .2mm solid #999; }
.bag-tag .fact dt { color: #333; }
.bag-tag .fact dd { margin: 0; font-weight: 700; font-size: 4.4mm; text-align: right; white-space: nowrap; }
@media print {
  html, body { background: #fff; }
  .bag-tag-toolbar, .bag-tag-note { display: none !important; }
  .bag-tag { margin: 0; box-shadow: none; }
}
`;
