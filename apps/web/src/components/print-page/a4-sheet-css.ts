/**
 * The print styles of an A4 document shown inside the app's shell (a report, a run sheet): on screen a white sheet,
 * on paper the sheet alone — the shell hidden. Burmese is set in the bundled Noto Sans Myanmar so it shapes the same
 * on a machine without a Myanmar font. `extra` adds the document's own rules.
 */
export function a4SheetCss(
  name: string,
  {
    marginMm,
    fontPt,
    titlePt,
    cellPadding,
    extra = '',
  }: { marginMm: number; fontPt: number; titlePt: number; cellPadding: string; extra?: string },
): string {
  const sheet = `.${name}`;
  return `
@page { size: A4; margin: ${marginMm}mm; }
${sheet} {
  box-sizing: border-box; width: 210mm; max-width: 100%; margin: 0 auto; padding: ${marginMm}mm; background: #fff; color: #000;
  font-family: 'Noto Sans Myanmar', 'Noto Sans', Arial, 'Noto Sans CJK SC', sans-serif; font-size: ${fontPt}pt;
  line-height: 1.6; box-shadow: 0 1px 6px rgba(0,0,0,.25);
}
${sheet} h1 { font-size: ${titlePt}pt; margin: 0 0 2mm; line-height: 1.4; }
${sheet} table { width: 100%; border-collapse: collapse; }
${sheet} th, ${sheet} td { border: .3mm solid #555; padding: ${cellPadding}; vertical-align: top; }
${sheet} th { background: #eee; text-align: left; font-weight: 700; }
${sheet} td.number, ${sheet} th.number { text-align: right; white-space: nowrap; }
${sheet} .code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; }
${extra}
${sheet}-toolbar { display: flex; justify-content: center; padding: 0 0 12px; }
@media print {
  html, body, .ant-layout { background: #fff !important; }
  .ant-layout-sider, .ant-layout-header, .ant-layout-footer, .ant-breadcrumb, .ant-drawer, .wp-toasts,
  ${sheet}-toolbar { display: none !important; }
  .ant-layout-content { padding: 0 !important; }
  ${sheet} { width: auto; padding: 0; box-shadow: none; }
  ${sheet} thead { display: table-header-group; }
}
`;
}
