import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { largeWorkbook } from '../../test/large-workbook.js';
import { zipBomb } from '../../test/zip-bomb.js';
import { maxUnzippedBytes, readImportSheet, scanWorkbook } from './label-import-sheet.js';

async function workbookOf(rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('labels');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('reading an uploaded .xlsx', () => {
  it('reads the first sheet as text: numbers as typed, dates as ISO text, empty cells empty', async () => {
    const bytes = await workbookOf([
      ['reference_id', 'weight', 'remark', 'source_phone'],
      ['R-1', 2.5, null, '09420000001'],
      ['R-2', 10, new Date(Date.UTC(2026, 10, 25)), '09420000002'],
    ]);
    expect(scanWorkbook(bytes, 10).verdict).toBe('ok');
    expect(await readImportSheet(bytes, 5)).toEqual({
      kind: 'rows',
      rows: [
        ['reference_id', 'weight', 'remark', 'source_phone'],
        ['R-1', '2.5', '', '09420000001'],
        ['R-2', '10', '2026-11-25T00:00:00.000Z', '09420000002'],
      ],
    });
  });

  it('refuses a zip bomb by what it inflates to, not by the sizes it declares', async () => {
    expect(scanWorkbook(zipBomb(), Infinity).verdict).toBe('unreadable');
    const liar = zipBomb({ declaredBytes: 1024 });
    const scan = scanWorkbook(liar, Infinity);
    expect(scan.verdict).toBe('unreadable');
    // One step past the bound at most (16 KB of a 350:1 bomb).
    expect(scan.inflatedBytes).toBeLessThanOrEqual(maxUnzippedBytes + 8 * 1024 * 1024);
    expect((await readImportSheet(liar, 5_000)).kind).not.toBe('rows');
  });

  it('stops at the row limit: a 600,000-row workbook is refused after reading a sliver of it', async () => {
    const small = largeWorkbook(3);
    expect(await readImportSheet(small, 5_000)).toEqual({
      kind: 'rows',
      rows: [
        ['reference_id', 'source_name'],
        ['ORDER', 'Ko Aung'],
        ['ORDER', 'Ko Aung'],
        ['ORDER', 'Ko Aung'],
      ],
    });
    const huge = largeWorkbook(600_000);
    const scan = scanWorkbook(huge, 5_002);
    expect(scan.verdict).toBe('too-many-rows');
    // ≈ 5,000 rows of ≈ 100 bytes each and one inflated chunk more — of ≈ 60 MB.
    expect(scan.inflatedBytes).toBeLessThan(2 * 1024 * 1024);
    expect(await readImportSheet(huge, 5_000)).toEqual({ kind: 'too-many-rows' });
    // Exactly at the limit is still read (the rules then say whether it fits).
    expect((await readImportSheet(largeWorkbook(5_001), 5_000)).kind).toBe('rows');
  });
});
