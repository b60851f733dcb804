/**
 * The 100 × 150 mm (4 × 6 in) label sheet. Rendered as a <style> element by the print screen only, so the page size
 * never leaks to other screens. One label per page: each sheet breaks the page after itself.
 */
export const labelPrintCss = `
@page { size: 100mm 150mm; margin: 0; }
html, body { background: #e9ecef; }
.label-print-toolbar { display: flex; gap: 8px; justify-content: center; padding: 12px; }
.label-print-sheets { display: flex; flex-direction: column; align-items: center; gap: 8mm; padding-bottom: 12mm; }
.shipping-label {
  box-sizing: border-box; width: 100mm; height: 150mm; overflow: hidden; background: #fff; color: #000;
  padding: 3.5mm 4mm; display: flex; flex-direction: column; gap: 1.6mm;
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif; font-size: 2.9mm; line-height: 1.6;
  box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.shipping-label .row { display: flex; justify-content: space-between; align-items: center; gap: 2mm; }
.shipping-label .brand { font-weight: 700; font-size: 4.2mm; }
.shipping-label .muted { color: #333; font-size: 2.6mm; }
.shipping-label .route { font-weight: 700; font-size: 6mm; letter-spacing: .3mm; white-space: nowrap; }
.shipping-label .route .to { border: .5mm solid #000; padding: 0 1.5mm; margin-left: 1mm; }
.shipping-label .barcode { display: flex; flex-direction: column; align-items: center; border-top: .4mm solid #000; border-bottom: .4mm solid #000; padding: 1.5mm 0 1mm; }
.shipping-label .barcode img { width: 88mm; height: auto; }
.shipping-label .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-weight: 700; font-size: 4.4mm; letter-spacing: .8mm; }
.shipping-label .party { border-bottom: .3mm solid #000; padding-bottom: 1.2mm; }
.shipping-label .party-title { font-weight: 700; font-size: 2.6mm; text-transform: uppercase; background: #000; color: #fff; display: inline-block; padding: .3mm 1.5mm; line-height: 1.7; }
.shipping-label .name { font-weight: 700; font-size: 4mm; }
.shipping-label .receiver .name { font-size: 4.6mm; }
.shipping-label .township { font-weight: 700; }
.shipping-label .facts { display: grid; grid-template-columns: auto 1fr; column-gap: 2mm; align-content: start; }
.shipping-label .facts dt { color: #333; }
.shipping-label .facts dd { margin: 0; font-weight: 700; }
.shipping-label .cod { border: .6mm solid #000; padding: .5mm 1.5mm; font-weight: 700; font-size: 4.2mm; text-align: center; }
.shipping-label .bottom { display: flex; gap: 2mm; align-items: flex-start; flex: 1; min-height: 0; }
.shipping-label .bottom .qr img { width: 26mm; height: 26mm; }
.shipping-label .footer { margin-top: auto; display: flex; justify-content: space-between; font-size: 2.4mm; color: #333; }
@media print {
  html, body { background: #fff; }
  .label-print-toolbar { display: none !important; }
  .label-print-sheets { display: block; padding: 0; gap: 0; }
  .shipping-label { box-shadow: none; break-after: page; page-break-after: always; }
  .shipping-label:last-child { break-after: auto; page-break-after: auto; }
}
`;
