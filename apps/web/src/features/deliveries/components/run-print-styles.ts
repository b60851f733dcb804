import { a4SheetCss } from '@/components/print-page/a4-sheet-css';

/**
 * The run sheet on A4, rendered as a <style> element by the print screen only (like the COD report's): the shell
 * is hidden in print and the sheet alone goes to paper; the signature column leaves room to sign by hand.
 */
export const runPrintCss = a4SheetCss('run-sheet', {
  marginMm: 10,
  fontPt: 10,
  titlePt: 15,
  cellPadding: '1mm 1.5mm',
  extra: `
.run-sheet .facts { margin-bottom: 4mm; }
.run-sheet .facts td { border: none; padding: .5mm 2mm .5mm 0; }
.run-sheet .facts td:first-child { color: #333; width: 30mm; }
.run-sheet .lines { font-size: 9pt; }
.run-sheet .lines tr { break-inside: avoid; page-break-inside: avoid; }
.run-sheet .lines td.signature { width: 30mm; height: 12mm; }
.run-sheet .lines tfoot td { font-weight: 700; }
.run-sheet .code { white-space: nowrap; }
.run-sheet .signatures { display: flex; justify-content: space-between; margin-top: 12mm; }
.run-sheet .signatures div { width: 45%; border-top: .3mm solid #000; padding-top: 1mm; }`,
});
