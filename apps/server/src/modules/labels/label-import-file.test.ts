import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipBomb } from '../../test/zip-bomb.js';
import { readImportSheet, unzipsWithinLimit } from './label-import-file.js';

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
    expect(unzipsWithinLimit(bytes)).toBe(true);
    expect(await readImportSheet(bytes)).toEqual([
      ['reference_id', 'weight', 'remark', 'source_phone'],
      ['R-1', '2.5', '', '09420000001'],
      ['R-2', '10', '2026-11-25T00:00:00.000Z', '09420000002'],
    ]);
  });

  it('refuses a zip bomb by what it inflates to, not by the sizes it declares', async () => {
    expect(unzipsWithinLimit(zipBomb())).toBe(false);
    const liar = zipBomb({ declaredBytes: 1024 });
    expect(unzipsWithinLimit(liar)).toBe(false);
    expect(await readImportSheet(liar)).toBeNull();
  });
});
