import { zipSync, strToU8 } from 'fflate';

/**
 * A real .xlsx of `rows` rows of the import header's first columns (inline strings), built as its XML parts so that
 * even 600,000 rows (≈ 60 MB of XML, under the 5 MB upload limit zipped) take seconds to make — ExcelJS would take half a minute.
 * The shape of the outside probe's file that stalled the server (issue 26 §3).
 */
const made = new Map<number, Uint8Array>();

export function largeWorkbook(rows: number): Uint8Array {
  const known = made.get(rows);
  if (known) return known;
  const bytes = buildWorkbook(rows);
  made.set(rows, bytes);
  return bytes;
}

function buildWorkbook(rows: number): Uint8Array {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    `<row r="1">${cell('A1', 'reference_id')}${cell('B1', 'source_name')}</row>`,
  ];
  for (let row = 2; row <= rows + 1; row += 1) {
    lines.push(`<row r="${row}">${cell(`A${row}`, 'ORDER')}${cell(`B${row}`, 'Ko Aung')}</row>`);
  }
  lines.push('</sheetData></worksheet>');
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="labels" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(lines.join('')),
    },
    { level: 9 },
  );
}
