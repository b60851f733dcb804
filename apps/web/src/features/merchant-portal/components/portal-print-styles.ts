import type { PortalPrintLayout } from '@waypost/domain';
import { labelA4Css, labelPrintCss } from '@/features/labels/print/components/label-print-styles';

/**
 * One or two 100 × 150 mm labels on each A4 page (the portal's multi-label print, issue 30 §2): one label enlarged to
 * fill the page (1.9 ×: 190 × 285 mm, its barcode easier to scan), or two, each in half of the page (a little
 * smaller, 97 %) with a dashed line to cut along. Follows labelPrintCss, whose page size it replaces.
 */
const a4Css = ({ rows, scale }: { rows: number; scale: number }) => `
@page { size: 210mm 297mm; margin: 0; }
.a4-page {
  box-sizing: border-box; width: 210mm; height: 297mm; background: #fff; overflow: hidden;
  display: grid; grid-template-columns: 210mm; grid-template-rows: repeat(${rows}, ${297 / rows}mm);
  box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.a4-page > .shipping-label {
  justify-self: center; align-self: center; transform: scale(${scale}); box-shadow: none; outline: .2mm dashed #888;
}
@media print {
  .a4-page { box-shadow: none; break-after: page; page-break-after: always; }
  .a4-page:last-child { break-after: auto; page-break-after: auto; }
  .a4-page > .shipping-label { break-after: auto; page-break-after: auto; }
}
`;

/** The print sheet's styles for a layout: the label roll's own page, or A4 pages of 1, 2 or 4 labels. */
export const portalPrintCss: Record<PortalPrintLayout, string> = {
  roll: labelPrintCss,
  'a4-1': labelPrintCss + a4Css({ rows: 1, scale: 1.9 }),
  'a4-2': labelPrintCss + a4Css({ rows: 2, scale: 0.97 }),
  'a4-4': labelPrintCss + labelA4Css,
};
