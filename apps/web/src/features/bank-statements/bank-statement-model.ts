import type { BankStatementMapping } from '@waypost/domain';

/**
 * The first rows of a .csv statement as the import form previews them (header included), read in the browser:
 * quoted cells with commas, doubled quotes and line breaks inside quotes, a BOM. An .xlsx is not read here — the
 * server reads it, and its answer names any bad row.
 */
export function previewCsv(text: string, maxRows = 6): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length && rows.length < maxRows; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (rows.length < maxRows && (cell !== '' || row.length > 0)) rows.push([...row, cell]);
  return rows;
}

/** The mapping form's values: every column as typed, optional ones possibly empty. */
export type MappingFormValues = Record<keyof BankStatementMapping, string>;

export const emptyMapping: MappingFormValues = {
  date: '',
  description: '',
  reference: '',
  debit: '',
  credit: '',
  balance: '',
  date_format: 'DD/MM/YYYY',
};

/** A saved or preset mapping as the form shows it. */
export const mappingToForm = (mapping: BankStatementMapping): MappingFormValues => ({
  ...mapping,
  reference: mapping.reference ?? '',
  balance: mapping.balance ?? '',
});

/** The multipart form the import sends: the file, the bank, and the mapping as JSON when one is typed. */
export function importFormData(file: File, bank: string, mapping: MappingFormValues | null): FormData {
  const form = new FormData();
  if (bank.trim() !== '') form.append('bank', bank.trim());
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return form;
}

/** The row errors of a refused import (422 `{ errors: [{ row, message }] }`), or none. */
export function rowErrorsOf(errors: unknown): { row: number; message: string }[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is { row: number; message: string } =>
      typeof error === 'object' && error !== null && typeof (error as { row?: unknown }).row === 'number',
  );
}
