import { zipSync } from 'fflate';

/**
 * A "zip bomb" posing as a workbook: 70 MB of one repeated sheet row packed into ≈ 0.2 MB, well under the upload
 * limit. With `declaredBytes`, its headers claim the sheet unzips to that many bytes (a lie a guard must not trust).
 */
export function zipBomb({ declaredBytes }: { declaredBytes?: number } = {}): Uint8Array {
  const row = new TextEncoder().encode('<row><c t="inlineStr"><is><t>x</t></is></c></row>');
  const sheet = new Uint8Array(70 * 1024 * 1024);
  for (let at = 0; at + row.length <= sheet.length; at += row.length) sheet.set(row, at);
  const zip = zipSync({ 'xl/worksheets/sheet1.xml': sheet }, { level: 9 });
  if (declaredBytes !== undefined) {
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    // The uncompressed size in the local file header (at 22) and in the central directory's entry (at 24).
    view.setUint32(22, declaredBytes, true);
    const central = zip.findLastIndex((_, at) => at + 4 <= zip.length && view.getUint32(at, true) === 0x02014b50);
    view.setUint32(central + 24, declaredBytes, true);
  }
  return zip;
}
