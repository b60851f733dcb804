import { a4SheetCss } from '@/components/print-page/a4-sheet-css';

/**
 * The COD report on A4. Rendered as a <style> element by the print screen only, so the page size never leaks to
 * other screens; in print the shell is hidden and the report alone goes to paper.
 */
export const clearancePrintCss = a4SheetCss('clearance-report', {
  marginMm: 12,
  fontPt: 10.5,
  titlePt: 16,
  cellPadding: '1mm 2mm',
  extra: `
.clearance-report h2 { font-size: 12pt; margin: 6mm 0 2mm; line-height: 1.4; }
.clearance-report .muted { color: #333; }
.clearance-report .facts td:first-child, .clearance-report .figures td:first-child { width: 45%; color: #333; }
.clearance-report .figures tr.payout td { font-weight: 700; font-size: 12pt; }
.clearance-report .lines { font-size: 9pt; }
.clearance-report .lines tr { break-inside: avoid; page-break-inside: avoid; }
.clearance-report .lines td.excluded { color: #595959; text-align: center; }
.clearance-report .lines tfoot td { font-weight: 700; border-top: 2px solid #000; }`,
});
