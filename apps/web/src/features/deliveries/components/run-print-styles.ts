/**
 * The run sheet on A4, rendered as a <style> element by the print screen only (like the COD report's): the shell
 * is hidden in print and the sheet alone goes to paper. Burmese is set in the bundled Noto Sans Myanmar so it shapes
 * the same on a machine without a Myanmar font; the signature column leaves room to sign by hand.
 */
export const runPrintCss = `
@page { size: A4; margin: 10mm; }
.run-sheet {
  box-sizing: border-box; width: 210mm; max-width: 100%; margin: 0 auto; padding: 10mm; background: #fff; color: #000;
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif; font-size: 10pt;
  line-height: 1.6; box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.run-sheet h1 { font-size: 15pt; margin: 0 0 2mm; line-height: 1.4; }
.run-sheet table { width: 100%; border-collapse: collapse; }
.run-sheet th, .run-sheet td { border: .3mm solid #555; padding: 1mm 1.5mm; vertical-align: top; }
.run-sheet th { background: #eee; text-align: left; font-weight: 700; }
.run-sheet .facts { margin-bottom: 4mm; }
.run-sheet .facts td { border: none; padding: .5mm 2mm .5mm 0; }
.run-sheet .facts td:first-child { color: #333; width: 30mm; }
.run-sheet td.number, .run-sheet th.number { text-align: right; white-space: nowrap; }
.run-sheet .lines { font-size: 9pt; }
.run-sheet .lines tr { break-inside: avoid; page-break-inside: avoid; }
.run-sheet .lines td.signature { width: 30mm; height: 12mm; }
.run-sheet .lines tfoot td { font-weight: 700; }
.run-sheet .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; white-space: nowrap; }
.run-sheet .signatures { display: flex; justify-content: space-between; margin-top: 12mm; }
.run-sheet .signatures div { width: 45%; border-top: .3mm solid #000; padding-top: 1mm; }
.run-sheet-toolbar { display: flex; justify-content: center; padding: 0 0 12px; }
@media print {
  html, body, .ant-layout { background: #fff !important; }
  .ant-layout-sider, .ant-layout-header, .ant-layout-footer, .ant-breadcrumb, .ant-drawer, .wp-toasts,
  .run-sheet-toolbar { display: none !important; }
  .ant-layout-content { padding: 0 !important; }
  .run-sheet { width: auto; padding: 0; box-shadow: none; }
  .run-sheet thead { display: table-header-group; }
}
`;
