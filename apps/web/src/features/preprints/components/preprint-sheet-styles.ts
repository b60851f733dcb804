/**
 * The preprinted sheet: A4 portrait pages of 2 × 6 labels (100 × 46 mm each, 5 mm margins), each with the merchant,
 * the sheet kind, the Code128 of the code (≈ 80 mm wide: a hand scanner reads it at arm's length) and the code for
 * people under it. Rendered as a <style> element by its print screen only.
 */
export const preprintSheetCss = `
@page { size: A4 portrait; margin: 0; }
html, body { background: #e9ecef; }
.preprint-toolbar { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 12px; }
.preprint-page {
  box-sizing: border-box; width: 210mm; height: 297mm; margin: 0 auto 12mm; background: #fff; color: #000;
  padding: 10mm 5mm; display: grid; grid-template-columns: repeat(2, 100mm); grid-auto-rows: 46mm; gap: 0;
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif; font-size: 3mm;
  box-shadow: 0 1px 6px rgba(0,0,0,.25); break-after: page; overflow: hidden;
}
.preprint-cell {
  box-sizing: border-box; border: .2mm dashed #999; padding: 3mm 4mm; display: flex; flex-direction: column;
  justify-content: space-between; align-items: center; overflow: hidden;
}
.preprint-cell .head { width: 100%; display: flex; justify-content: space-between; gap: 2mm; font-size: 3.2mm; line-height: 1.5; }
.preprint-cell .merchant { font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.preprint-cell img { width: 80mm; height: auto; }
.preprint-cell .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-weight: 700; font-size: 4.5mm; letter-spacing: .5mm; }
@media print {
  html, body { background: #fff; }
  .preprint-toolbar, .preprint-note { display: none !important; }
  .preprint-page { margin: 0; box-shadow: none; }
}
`;
