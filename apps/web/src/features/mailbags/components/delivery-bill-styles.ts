import { a4SheetCss } from '@/components/print-page/a4-sheet-css';

/**
 * The delivery bill on A4 (after the UPU CN 38): header, the dispatch's facts, one line per bag with totals per
 * category, and three signature boxes with room to sign by hand. The lines' header repeats on every page.
 */
export const deliveryBillCss = a4SheetCss('delivery-bill', {
  marginMm: 12,
  fontPt: 10,
  titlePt: 16,
  cellPadding: '1mm 1.5mm',
  extra: `
.delivery-bill-toolbar { padding-top: 12px !important; }
.delivery-bill .bill-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 8mm; border-bottom: .5mm solid #000; padding-bottom: 2mm; margin-bottom: 3mm; }
.delivery-bill .company { font-weight: 700; font-size: 13pt; }
.delivery-bill .bill-title { text-align: right; }
.delivery-bill .bill-title h1 { margin: 0; }
.delivery-bill .bill-code { font-size: 12pt; font-weight: 700; white-space: nowrap; }
.delivery-bill .facts { margin-bottom: 4mm; }
.delivery-bill .facts td { border: none; padding: .6mm 3mm .6mm 0; }
.delivery-bill .facts td.label { color: #333; width: 38mm; }
.delivery-bill .facts td.value { font-weight: 700; }
.delivery-bill .route { font-size: 13pt; font-weight: 700; }
.delivery-bill .lines tr { break-inside: avoid; page-break-inside: avoid; }
.delivery-bill .lines td.code { white-space: nowrap; }
.delivery-bill .lines tfoot td { font-weight: 700; background: #f5f5f5; }
.delivery-bill .lines tfoot tr.overall td { background: #e4e4e4; border-top: .6mm solid #000; }
.delivery-bill .signatures { display: grid; grid-template-columns: repeat(3, 1fr); gap: 5mm; margin-top: 8mm; break-inside: avoid; page-break-inside: avoid; }
.delivery-bill .signature { border: .3mm solid #000; padding: 2mm 3mm 3mm; min-height: 40mm; display: flex; flex-direction: column; gap: 5mm; }
.delivery-bill .signature-title { font-weight: 700; }
.delivery-bill .signature-line { border-bottom: .3mm solid #000; padding-top: 4mm; color: #333; font-size: 8.5pt; line-height: 1.2; }`,
});
