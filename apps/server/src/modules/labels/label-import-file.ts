import {
  labelImportColumns,
  labelImportColumnTitles,
  labelImportLimits,
  type LabelImportColumn,
  type Locale,
} from '@waypost/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { MultipartForm } from '../../plugins/multipart-form.js';
import { z } from 'zod';

/** An .xlsx file is a zip archive: it starts with the local file header "PK\3\4". */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Text a .csv may be: valid UTF-8 (Excel's "CSV UTF-8" starts with a BOM, which is dropped) without NUL bytes. */
function csvText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** POST /api/label/import(/preview): one file, .csv or .xlsx, told by its bytes. */
export const labelImportForm = {
  fields: z.object({}),
  files: {
    file: {
      maxBytes: labelImportLimits.maxBytes,
      tooLarge: 'labelImport.fileTooLarge',
      refuse: (bytes) => (isZip(bytes) || csvText(bytes) !== null ? null : 'labelImport.unreadableFile'),
    },
  },
} satisfies MultipartForm;

/** A cell of a worksheet as the text it shows (a number as typed, rich text joined, a formula's result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * The rows of the file as text cells: a .csv (comma-separated, UTF-8) or the first worksheet of an .xlsx. Null when
 * it cannot be read; rows past the limit are not read (one more is kept so that "too many" can be told).
 */
export async function readImportSheet(bytes: Uint8Array): Promise<string[][] | null> {
  const keep = labelImportLimits.maxRows + 2;
  if (isZip(bytes)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
    } catch {
      return null;
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return null;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      if (number > keep) return;
      const values = row.values as ExcelJS.CellValue[];
      // row.values is 1-based: its first entry is empty.
      rows[number - 1] = values.slice(1).map(cellText);
    });
    return Array.from(rows, (row) => row ?? []);
  }
  const text = csvText(bytes);
  if (text === null) return null;
  try {
    return parse(text, { bom: true, relax_column_count: true, to_line: keep }) as string[][];
  } catch {
    return null;
  }
}

/** GET /api/label/import/template: the header in the chosen language and one example row, every column as text. */
export async function importTemplate(locale: Locale, example: Record<LabelImportColumn, string>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('labels');
  sheet.columns = labelImportColumns.map((column) => ({
    header: labelImportColumnTitles[locale][column],
    key: column,
    width: Math.max(14, labelImportColumnTitles[locale][column].length + 4),
    // Text, so that a phone keeps its leading 0 and an id its digits.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
