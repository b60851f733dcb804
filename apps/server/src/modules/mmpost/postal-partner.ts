import { mmpostStatusColumns, mmpostStatusMaxRows, yangonParts } from '@waypost/domain';
import ExcelJS from 'exceljs';
import { readImportFile } from '../labels/label-import-reader.js';

/** One item on the manifest handed to the post office with the parcels. */
export interface ManifestLine {
  mmpostTrackingCode: string;
  trackingCode: string;
  receiverName: string;
  receiverPhone: string;
  township: string;
  weightKg: number;
  fee: number;
}

/** What reading a status report gave: its rows by column name (row numbers as the file counts them), or why not. */
export type StatusReport =
  | { kind: 'rows'; rows: { row: number; cells: Record<string, unknown> }[] }
  | { kind: 'refused'; messageKey: string; params?: Record<string, unknown> };

/**
 * Myanmar Post has no public API (issue 28 §2): Waypost talks to it through this interface. The file exchange is the
 * one in use — a manifest the clerk downloads and hands over, a status file the post sends back; another partner (an
 * API, EDI) would implement the same three calls.
 */
export interface PostalPartner {
  /** The partner's manifest of the items handed off: the file the clerk takes to the post office. */
  manifest(lines: readonly ManifestLine[], format: 'xlsx' | 'csv'): Promise<Uint8Array>;
  /** The partner's status report read into rows of `mmpostStatusColumns`. */
  readStatusReport(bytes: Uint8Array): Promise<StatusReport>;
}

const manifestHeader = [
  'mmpost_tracking_code',
  'tracking_code',
  'receiver_name',
  'receiver_phone',
  'township',
  'weight_kg',
  'fee',
] as const;
const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell starting with = + - @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The file exchange: an .xlsx or .csv manifest, and a status file in .xlsx or .csv with a header row. */
export const fileExchangePartner: PostalPartner = {
  async manifest(lines, format) {
    const rows = lines.map((line) => [
      line.mmpostTrackingCode,
      line.trackingCode,
      line.receiverName,
      line.receiverPhone,
      line.township,
      line.weightKg,
      line.fee,
    ]);
    if (format === 'csv') {
      const text = [manifestHeader, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
      return new TextEncoder().encode(`\uFEFF${text}\r\n`);
    }
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('manifest');
    sheet.columns = manifestHeader.map((header) => ({ header, key: header, width: 20, style: { numFmt: '@' } }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(rows);
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  },

  async readStatusReport(bytes) {
    // Read off the event loop by the label import's guarded reader (size, rows, zip bombs).
    const sheet = await readImportFile(bytes);
    const [header = [], ...body] = sheet.kind === 'rows' ? sheet.rows : [];
    if (sheet.kind === 'too-many-rows' || body.length > mmpostStatusMaxRows) {
      return { kind: 'refused', messageKey: 'mmpost.tooManyRows', params: { max: mmpostStatusMaxRows } };
    }
    if (sheet.kind === 'unreadable') return { kind: 'refused', messageKey: 'labelImport.unreadableFile' };
    const names = header.map((cell) => cell.trim().toLowerCase());
    const index = Object.fromEntries(mmpostStatusColumns.map((column) => [column, names.indexOf(column)]));
    if (mmpostStatusColumns.slice(0, 3).some((column) => index[column] === -1)) {
      return { kind: 'refused', messageKey: 'mmpost.missingColumns' };
    }
    const rows = body
      .map((cells, position) => ({
        // The header is row 1: the first item is row 2, as a spreadsheet numbers it.
        row: position + 2,
        cells: Object.fromEntries(
          mmpostStatusColumns.map((column) => [column, index[column]! >= 0 ? (cells[index[column]!] ?? '') : '']),
        ),
      }))
      .filter((row) => Object.values(row.cells).some((value) => String(value).trim() !== ''));
    return { kind: 'rows', rows };
  },
};

/** The Yangon day of a time as the manifest's file name writes it. */
export function manifestDayOf(at: Date): string {
  const { year, month, day } = yangonParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
