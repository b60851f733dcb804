import { parse } from 'csv-parse/sync';
import { Unzip, UnzipInflate } from 'fflate';
import { readSheet, type CellValue } from 'read-excel-file/node';

/**
 * Reading an uploaded label file into text cells (issue 26 §3). It runs in a worker thread (label-import-reader.ts),
 * never on the API's event loop, and it stops at the row limit: a workbook is first streamed through — unzipped
 * chunk by chunk, its rows counted — and refused at the first row past the limit without reading on; only a file
 * within every bound is then parsed whole.
 */

/** What reading a file gave: its rows (at most the header and `maxRows` more), or why it was refused whole. */
export type ImportSheet = { kind: 'rows'; rows: string[][] } | { kind: 'too-many-rows' } | { kind: 'unreadable' };

/** An .xlsx file is a zip archive: it starts with the local file header "PK\3\4". */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Text a .csv may be: valid UTF-8 (Excel's "CSV UTF-8" starts with a BOM, which is dropped) without NUL bytes. */
export function csvText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The most the XML of an uploaded .xlsx may unzip to. 5,000 rows of the template's columns are ≈ 3 MB; a "zip bomb"
 * of 5 MB could unzip to gigabytes and take the server's memory with it.
 */
export const maxUnzippedBytes = 16 * 1024 * 1024;

/** How much of the zip is handed to the unzipper at a time: ≈ 0.25 MB of XML a step (a zip bomb's, ≤ 6 MB). */
const zipChunkBytes = 16 * 1024;

/** A worksheet row's opening tag, with or without a namespace prefix (`<row r="2">`, `<x:row>`). */
const rowTag = /<(?:[\w.-]+:)?row[\s>/]/g;

/** Counts row tags across the chunks of one XML part, a tag cut between two chunks counted once. */
function rowCounter() {
  let carry = '';
  return (chunk: Uint8Array): number => {
    const text = carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    let count = 0;
    let lastEnd = 0;
    for (const match of text.matchAll(rowTag)) {
      count += 1;
      lastEnd = match.index + match[0].length;
    }
    const open = text.lastIndexOf('<');
    carry = open >= lastEnd && text.length - open < 32 ? text.slice(open) : '';
    return count;
  };
}

/** What streaming a workbook through found, and how many bytes of XML it inflated to find it. */
export interface WorkbookScan {
  verdict: 'ok' | 'too-many-rows' | 'unreadable';
  inflatedBytes: number;
}

/**
 * Streams the workbook's XML parts through: 'ok' when they unzip to no more than `maxUnzippedBytes` in all (counted
 * as inflated: the sizes a zip declares can lie) and no worksheet has more than `maxRowTags` rows; stops at the first
 * bound crossed.
 */
export function scanWorkbook(bytes: Uint8Array, maxRowTags: number): WorkbookScan {
  let total = 0;
  let verdict: 'ok' | 'too-many-rows' | 'unreadable' = 'ok';
  const unzip = new Unzip((file) => {
    if (!/\.(xml|rels)$/.test(file.name)) return;
    const countRows = /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) ? rowCounter() : null;
    let rows = 0;
    file.ondata = (error, chunk) => {
      if (verdict !== 'ok') return;
      total += chunk.length;
      if (error || total > maxUnzippedBytes) verdict = 'unreadable';
      else if (countRows && (rows += countRows(chunk)) > maxRowTags) verdict = 'too-many-rows';
      if (verdict !== 'ok') file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && verdict === 'ok'; offset += zipChunkBytes) {
      const end = Math.min(offset + zipChunkBytes, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    return { verdict: 'unreadable', inflatedBytes: total };
  }
  return { verdict, inflatedBytes: total };
}

/** A cell of a worksheet as the text it shows (a number as typed, a date as ISO text). */
const cellText = (value: CellValue | null): string =>
  value === null ? '' : value instanceof Date ? value.toISOString() : String(value);

/**
 * The rows of the file as text cells: a .csv (comma-separated, UTF-8) or the first worksheet of an .xlsx, with at most
 * `maxRows` rows after the header (one more is kept, so that the rules can say "too many"). A workbook with more rows
 * than that is refused before it is parsed. read-excel-file reads a 5,000-row workbook in ≈ 0.1 s.
 */
export async function readImportSheet(bytes: Uint8Array, maxRows: number): Promise<ImportSheet> {
  const keep = maxRows + 2;
  if (isZip(bytes)) {
    const { verdict } = scanWorkbook(bytes, keep);
    if (verdict !== 'ok') return { kind: verdict };
    try {
      const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return {
        kind: 'rows',
        rows: rows.slice(0, keep).map((row) => row.map((value) => cellText(value as CellValue | null))),
      };
    } catch {
      return { kind: 'unreadable' };
    }
  }
  const text = csvText(bytes);
  if (text === null) return { kind: 'unreadable' };
  try {
    return { kind: 'rows', rows: parse(text, { bom: true, relax_column_count: true, to_line: keep }) as string[][] };
  } catch {
    return { kind: 'unreadable' };
  }
}
