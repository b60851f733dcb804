import {
  labelImportColumns,
  labelImportColumnTitles,
  labelImportLimits,
  type LabelImportColumn,
  type Locale,
} from '@waypost/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { inflateRawSync } from 'node:zlib';
import { Unzip, type UnzipDecoder } from 'fflate';
import { readSheet, type CellValue } from 'read-excel-file/node';
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

/**
 * The most the XML of an uploaded .xlsx may unzip to. 5,000 rows of the template's columns are ≈ 3 MB; a "zip bomb"
 * of 5 MB could unzip to gigabytes and take the server's memory with it.
 */
const maxUnzippedBytes = 64 * 1024 * 1024;

/**
 * A zip entry's deflated data inflated by Node's zlib (native, several times fflate's own speed) once the entry has
 * arrived whole, stopping at `maxUnzippedBytes` whatever the entry declares.
 */
class BoundedInflate implements UnzipDecoder {
  static compression = 8;
  ondata: UnzipDecoder['ondata'] = () => {};
  private readonly pieces: Uint8Array[] = [];

  push(chunk: Uint8Array, final: boolean): void {
    // A copy: fflate may reuse what it hands over.
    this.pieces.push(chunk.slice());
    if (!final) return;
    try {
      const data = inflateRawSync(Buffer.concat(this.pieces), { maxOutputLength: maxUnzippedBytes + 1 });
      this.ondata(null, data, true);
    } catch {
      // Past the limit (RangeError) or not deflate at all: either way not a workbook to read.
      this.ondata(new Error('unreadable entry') as never, new Uint8Array(0), true);
    }
  }
}

/**
 * Whether the workbook's XML parts unzip to no more than `maxUnzippedBytes` in all: each is inflated with that bound
 * and counted (the sizes a zip declares can lie).
 */
export function unzipsWithinLimit(bytes: Uint8Array): boolean {
  let total = 0;
  let within = true;
  const unzip = new Unzip((file) => {
    if (!/\.(xml|rels)$/.test(file.name)) return;
    file.ondata = (error, chunk) => {
      total += chunk.length;
      if (error || total > maxUnzippedBytes) within = false;
    };
    file.start();
  });
  unzip.register(BoundedInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    return false;
  }
  return within;
}

/** A cell of a worksheet as the text it shows (a number as typed, a date as ISO text). */
const cellText = (value: CellValue | null): string =>
  value === null ? '' : value instanceof Date ? value.toISOString() : String(value);

/**
 * The rows of the file as text cells: a .csv (comma-separated, UTF-8) or the first worksheet of an .xlsx. Null when
 * it cannot be read; rows past the limit are not read (one more is kept so that "too many" can be told).
 * read-excel-file reads a 5,000-row workbook in ≈ 0.1 s (ExcelJS's whole-workbook model took 0.25–0.4 s).
 */
export async function readImportSheet(bytes: Uint8Array): Promise<string[][] | null> {
  const keep = labelImportLimits.maxRows + 2;
  if (isZip(bytes)) {
    if (!unzipsWithinLimit(bytes)) return null;
    try {
      const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return rows.slice(0, keep).map((row) => row.map((value) => cellText(value as CellValue | null)));
    } catch {
      return null;
    }
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
