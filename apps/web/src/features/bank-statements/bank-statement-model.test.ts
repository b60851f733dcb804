import { describe, expect, it } from 'vitest';
import { importFormData, mappingToForm, previewCsv, rowErrorsOf } from './bank-statement-model';

describe('previewCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF and a BOM, up to the row limit', () => {
    const text = '\uFEFFDate,Description\r\n"20/11/2026","Transfer, ""KBZ"""\r\n21/11/2026,Fee\n22/11/2026,More';
    expect(previewCsv(text)).toEqual([
      ['Date', 'Description'],
      ['20/11/2026', 'Transfer, "KBZ"'],
      ['21/11/2026', 'Fee'],
      ['22/11/2026', 'More'],
    ]);
    expect(previewCsv(text, 2)).toHaveLength(2);
    expect(previewCsv('a,b\n')).toEqual([['a', 'b']]);
  });
});

describe('the import form', () => {
  it('sends the bank, the mapping as JSON when typed, and the file', () => {
    const file = new File(['x'], 's.csv');
    const mapping = mappingToForm({
      date: 'D',
      description: 'T',
      reference: null,
      debit: 'O',
      credit: 'I',
      balance: null,
      date_format: 'DD/MM/YYYY',
    });
    expect(mapping.reference).toBe('');
    const form = importFormData(file, ' KBZ ', mapping);
    expect(form.get('bank')).toBe('KBZ');
    expect(JSON.parse(form.get('mapping') as string)).toMatchObject({ date: 'D', balance: '' });
    expect(importFormData(file, '', null).has('bank')).toBe(false);
  });

  it('reads the row errors of a refusal', () => {
    expect(rowErrorsOf([{ row: 3, message: 'bad' }, 'x'])).toEqual([{ row: 3, message: 'bad' }]);
    expect(rowErrorsOf({ bank: ['x'] })).toEqual([]);
  });
});
