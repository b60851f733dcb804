import { translate, type ReportQuery, type ReportResponse } from '@waypost/domain';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { getReport } from '../reports/get-report.js';
import { bufferedSource, csvOptions, utf8Bom, type ExportSource, type ExportSourceOptions } from './export-source.js';

const figureNames = ['parcel_count', 'cod_amount', 'delivery_fee', 'balance'] as const;

/**
 * A report as a file: by period with its total (the CSV holds that table), and in the workbook also by branch and by
 * fee. Read with the asker's access as it is now, so a report never shows what he may no longer see.
 */
export async function reportExportSource({
  db,
  clock,
  actor,
  params,
  format,
  locale,
}: ExportSourceOptions<ReportQuery>): Promise<ExportSource> {
  const report = await getReport({ db, clock, actor, query: params });
  const heading = (key: string) => translate(locale, `reportExport.${key}`);
  const figures = (row: ReportResponse['totals']) => figureNames.map((name) => row[name]);
  const periodRows = [
    ...report.rows.map((row) => [row.period, ...figures(row)]),
    [heading('total'), ...figures(report.totals)],
  ];
  const fileName = `report-${report.type}-${report.period}-${report.from}-${report.to}.${format}`;
  if (format === 'csv') {
    const header = [heading('period'), ...figureNames.map(heading)];
    return bufferedSource(fileName, utf8Bom + stringify([header, ...periodRows], csvOptions), report.rows.length);
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Waypost';
  const sheet = (name: string, header: string[], rows: (string | number)[][]) => {
    const worksheet = workbook.addWorksheet(name.slice(0, 31));
    worksheet.addRow(header).font = { bold: true };
    for (const row of rows) worksheet.addRow(row);
    worksheet.columns.forEach((column, index) => (column.width = index === 0 ? 24 : 18));
    return worksheet;
  };
  const byPeriod = sheet(heading('byPeriod'), [heading('period'), ...figureNames.map(heading)], periodRows);
  byPeriod.lastRow!.font = { bold: true };
  sheet(
    heading('byBranch'),
    [heading('branch'), ...figureNames.map(heading)],
    report.branches.map((row) => [
      `${row.branch.code} · ${locale === 'mm' ? row.branch.name_mm : row.branch.name_en}`,
      ...figures(row),
    ]),
  );
  if (report.event === 'accepted') {
    sheet(
      heading('fees'),
      [heading('fee'), heading('amount')],
      report.fees.map((fee) => [translate(locale, `feeName.${fee.fee_name}`), fee.amount]),
    );
  }
  return bufferedSource(fileName, Buffer.from(await workbook.xlsx.writeBuffer()), report.rows.length);
}
