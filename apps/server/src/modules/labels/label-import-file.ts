import {
  labelImportColumns,
  labelImportColumnTitles,
  labelImportLimits,
  type LabelImportAllowedValues,
  type LabelImportColumn,
  type Locale,
} from '@waypost/domain';
import ExcelJS from 'exceljs';
import type { MultipartForm } from '../../plugins/multipart-form.js';
import { csvText, isZip } from './label-import-sheet.js';
import { z } from 'zod';

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
 * GET /api/label/import/template: the header in the chosen language and one example row, every column as text; then
 * the sheet of allowed values (issue 26 §5), its blocks one below the other. An upload reads the first sheet only.
 */
export async function importTemplate(
  locale: Locale,
  example: Record<LabelImportColumn, string>,
  allowed: LabelImportAllowedValues,
): Promise<Buffer> {
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

  const values = workbook.addWorksheet(allowed.title);
  values.columns = [{ width: 28 }, { width: 24 }, { width: 28 }, { width: 28 }, { width: 28 }];
  values.addRow([allowed.hint]).font = { italic: true };
  for (const section of allowed.sections) {
    values.addRow([]);
    values.addRow([section.title]).font = { bold: true, size: 13 };
    if (section.hint) values.addRow([section.hint]).font = { italic: true };
    values.addRow(section.header).font = { bold: true };
    values.addRows(section.rows);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
