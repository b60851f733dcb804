/**
 * The 100 × 150 mm (4 × 6 in) label sheet. Rendered as a <style> element by the print screen only, so the page size
 * never leaks to other screens. One sheet per page: each sheet breaks the page after itself.
 *
 * Type sizes are multiples of `--fit` (set per label by the fitting in label-fit.ts), except the route and the
 * codes, which must stay readable and scannable. Every part of a sheet is a `[data-print-part]` block in one column:
 * the fitting measures those. Long words (an address typed without spaces) break anywhere rather than run off.
 */
export const labelPrintCss = `
@page { size: 100mm 150mm; margin: 0; }
html, body { background: #e9ecef; }
.label-print-toolbar { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 12px; }
.label-print-sheets { display: flex; flex-direction: column; align-items: center; gap: 8mm; padding-bottom: 12mm; }
.shipping-label {
  --fit: 1;
  box-sizing: border-box; width: 100mm; height: 150mm; overflow: hidden; background: #fff; color: #000;
  padding: 3.5mm 4mm; display: flex; flex-direction: column; gap: calc(1.5mm * var(--fit));
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif;
  font-size: calc(2.9mm * var(--fit)); line-height: 1.55; overflow-wrap: anywhere;
  box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.shipping-label > * { flex-shrink: 0; }
.shipping-label.does-not-fit { outline: 1mm dashed #c00; }
.shipping-label .row { display: flex; justify-content: space-between; align-items: center; gap: 2mm; }
.shipping-label .brand { font-weight: 700; font-size: calc(4.2mm * var(--fit)); line-height: 1.3; }
.shipping-label .muted { color: #333; font-size: calc(2.6mm * var(--fit)); }
.shipping-label .route { font-weight: 700; font-size: 6mm; line-height: 1.3; letter-spacing: .3mm; white-space: nowrap; }
.shipping-label .route .to { display: inline-block; border: .5mm solid #000; padding: 0 1.5mm; margin-left: 1mm; }
.shipping-label .continued { font-weight: 700; font-size: calc(3.4mm * var(--fit)); text-align: right; }
.shipping-label .barcode { display: flex; flex-direction: column; align-items: center; border-top: .4mm solid #000; border-bottom: .4mm solid #000; padding: 1.2mm 0 .6mm; }
.shipping-label .barcode img { width: 88mm; height: auto; }
.shipping-label .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-weight: 700; font-size: 4.4mm; line-height: 1.3; letter-spacing: .8mm; }
.shipping-label .party { border-bottom: .3mm solid #000; padding-bottom: calc(1mm * var(--fit)); }
.shipping-label .party-title { font-weight: 700; font-size: calc(2.6mm * var(--fit)); text-transform: uppercase; background: #000; color: #fff; display: inline-block; padding: .3mm 1.5mm; line-height: 1.6; }
.shipping-label .name { font-weight: 700; font-size: calc(4mm * var(--fit)); line-height: 1.45; }
.shipping-label .receiver .name { font-size: calc(4.6mm * var(--fit)); }
.shipping-label .township { font-weight: 700; }
.shipping-label .bottom { display: flex; gap: 2mm; align-items: flex-start; }
.shipping-label .facts { margin: 0; display: flex; flex-direction: column; }
.shipping-label .bottom .facts { flex: 1; }
.shipping-label .fact { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
.shipping-label .fact dt { color: #333; }
.shipping-label .fact dd { margin: 0; font-weight: 700; text-align: right; }
.shipping-label .fact.total { border-top: .3mm solid #000; font-size: calc(3.4mm * var(--fit)); }
.shipping-label .fact.total dt { color: #000; font-weight: 700; }
.shipping-label .qr { display: flex; flex-direction: column; gap: 1.5mm; align-items: center; flex: none; }
.shipping-label .qr img { width: 24mm; height: 24mm; }
.shipping-label .cod { border: .6mm solid #000; padding: .5mm 1.5mm; font-weight: 700; font-size: calc(4.2mm * var(--fit)); text-align: center; }
.shipping-label .remark { border: .3mm solid #000; padding: .5mm 1.5mm; }
.shipping-label .remark-title { font-weight: 700; }
.shipping-label .footer { margin-top: auto; display: flex; justify-content: space-between; gap: 2mm; font-size: calc(2.4mm * var(--fit)); color: #333; }
.shipping-label .sheet-number { font-weight: 700; color: #000; }
@media print {
  html, body { background: #fff; }
  .label-print-toolbar { display: none !important; }
  .label-print-sheets { display: block; padding: 0; gap: 0; }
  .shipping-label { box-shadow: none; break-after: page; page-break-after: always; }
  .shipping-label:last-child { break-after: auto; page-break-after: auto; }
  /* A label that cannot be printed whole is not printed at all (the screen says why). */
  .shipping-label.does-not-fit { display: none; }
}
`;

/**
 * Four sheets per A4 page (`?layout=a4`), for offices without a label printer: each 100 × 150 mm sheet a little
 * smaller (97 %) in a quarter of the page (105 × 148.5 mm), a dashed line to cut along; a label's second sheet takes
 * the next quarter. Follows labelPrintCss, whose page size it replaces; a sheet breaks no page of its own here, the A4
 * page does.
 */
export const labelA4Css = `
@page { size: 210mm 297mm; margin: 0; }
.a4-page {
  box-sizing: border-box; width: 210mm; height: 297mm; background: #fff; overflow: hidden;
  display: grid; grid-template-columns: 105mm 105mm; grid-template-rows: 148.5mm 148.5mm;
  box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.a4-page > .shipping-label {
  justify-self: center; align-self: center; transform: scale(.97); box-shadow: none; outline: .2mm dashed #888;
}
@media print {
  .a4-page { box-shadow: none; break-after: page; page-break-after: always; }
  .a4-page:last-child { break-after: auto; page-break-after: auto; }
  .a4-page > .shipping-label { break-after: auto; page-break-after: auto; }
}
`;
