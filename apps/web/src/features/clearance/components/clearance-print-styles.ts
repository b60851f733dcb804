/**
 * The COD report on A4. Rendered as a <style> element by the print screen only, so the page size never leaks to
 * other screens. The screen sits inside the app's shell (the route table draws only the label sheet bare), so in
 * print everything of the shell is hidden and the report alone goes to paper. Burmese is set in the bundled Noto
 * Sans Myanmar, so the report reads the same on a machine without a Myanmar font.
 */
export const clearancePrintCss = `
@page { size: A4; margin: 12mm; }
.clearance-report {
  box-sizing: border-box; width: 210mm; max-width: 100%; margin: 0 auto; padding: 12mm; background: #fff; color: #000;
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif; font-size: 10.5pt;
  line-height: 1.6; box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
.clearance-report h1 { font-size: 16pt; margin: 0 0 2mm; line-height: 1.4; }
.clearance-report h2 { font-size: 12pt; margin: 6mm 0 2mm; line-height: 1.4; }
.clearance-report .muted { color: #333; }
.clearance-report table { width: 100%; border-collapse: collapse; }
.clearance-report th, .clearance-report td { border: .3mm solid #555; padding: 1mm 2mm; vertical-align: top; }
.clearance-report th { background: #eee; text-align: left; font-weight: 700; }
.clearance-report td.number, .clearance-report th.number { text-align: right; white-space: nowrap; }
.clearance-report .facts td:first-child, .clearance-report .figures td:first-child { width: 45%; color: #333; }
.clearance-report .figures tr.payout td { font-weight: 700; font-size: 12pt; }
.clearance-report .lines { font-size: 9pt; }
.clearance-report .lines tr { break-inside: avoid; page-break-inside: avoid; }
.clearance-report .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; }
.clearance-report-toolbar { display: flex; justify-content: center; padding: 0 0 12px; }
@media print {
  html, body, .ant-layout { background: #fff !important; }
  .ant-layout-sider, .ant-layout-header, .ant-layout-footer, .ant-breadcrumb, .ant-drawer, .wp-toasts,
  .clearance-report-toolbar { display: none !important; }
  .ant-layout-content { padding: 0 !important; }
  .clearance-report { width: auto; padding: 0; box-shadow: none; }
  .clearance-report thead { display: table-header-group; }
}
`;
