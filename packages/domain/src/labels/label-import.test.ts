import { describe, expect, it } from 'vitest';
import {
  labelImportColumns,
  labelImportColumnTitles,
  labelImportLimits,
  readLabelImport,
  readLabelImportRow,
} from './label-import.js';

const header = [
  'reference_id',
  'type',
  'accept_type',
  'service_type',
  'item_type',
  'purchase_type',
  'weight',
  'source_name',
  'source_phone',
  'source_township',
  'destination_name',
  'destination_phone',
  'destination_township',
  'deliver_branch_id',
];
const good = (reference: string, overrides: Partial<Record<string, string>> = {}) =>
  header.map(
    (column) =>
      ({
        reference_id: reference,
        type: 'fcs_express',
        accept_type: 'walkin',
        service_type: 'express',
        item_type: 'parcel',
        purchase_type: 'sender_pay',
        weight: '1.5',
        source_name: 'Ko Aung',
        source_phone: '09421234567',
        source_township: 'MMR013016',
        destination_name: 'Ma Hla',
        destination_phone: '09791234567',
        destination_township: 'MMR010002',
        deliver_branch_id: '2',
        ...overrides,
      })[column] ?? '',
  );

describe('readLabelImport', () => {
  it('reads each row into the draft the form would send', () => {
    const reading = readLabelImport([header, good('A-1'), good('A-2', { weight: '၂.၅', deliver_branch_id: '၃' })]);
    expect(reading.issues).toEqual([]);
    expect(reading.rows.map(({ row }) => row)).toEqual([1, 2]);
    expect(reading.rows[1]?.draft).toMatchObject({ reference_id: 'A-2', weight: 2.5, deliver_branch_id: 3 });
    expect(reading.cells[0]?.values.source_name).toBe('Ko Aung');
  });

  it('takes translated column titles and reads yes/no and list cells', () => {
    const mmHeader = [...header.map((column) => labelImportColumnTitles.mm[column as 'type']), 'pickup_at_po'];
    const services = ['services', 'contact_phone_list', 'instant_deliver'];
    const reading = readLabelImport([
      [...mmHeader, ...services],
      [...good('B-1'), 'ဟုတ်', 'sms, pod', '09421111111; 09422222222', 'no'],
      [...good('B-2'), '', '', '', ''],
    ]);
    expect(reading.issues).toEqual([]);
    expect(reading.rows[0]?.draft).toMatchObject({
      pickup_at_po: true,
      instant_deliver: false,
      services: ['sms', 'pod'],
      contact_phone_list: ['09421111111', '09422222222'],
    });
    expect(reading.rows[1]?.draft).toMatchObject({ pickup_at_po: false, services: [] });
  });

  it('reports each bad cell with its row, field and message key, numbering rows after the header', () => {
    const reading = readLabelImport([
      header,
      good('C-1'),
      header.map(() => ''),
      good('C-3', { weight: 'heavy', source_name: '' }),
      good('C-4', { destination_phone: '123' }),
    ]);
    expect(reading.rows.map(({ row }) => row)).toEqual([1]);
    expect(reading.issues).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'weight', key: 'validation.numberErrorMessage' },
        { row: 4, field: 'destination_phone', key: 'validation.phoneErrorMessage' },
        { row: 3, field: 'source_name', key: 'validation.emptyErrorMessage' },
      ]),
    );
  });

  it('refuses a reference id repeated in the file on its later rows', () => {
    const reading = readLabelImport([header, good('D-1'), good('D-2'), good('D-1')]);
    expect(reading.issues).toEqual([
      { row: 3, field: 'reference_id', key: 'labelImport.duplicateReference', params: { row: 1 } },
    ]);
    expect(reading.rows).toHaveLength(2);
  });

  it('refuses unknown and repeated columns, an empty file and too many rows as file issues', () => {
    expect(readLabelImport([[...header, 'colour', 'type', ' ']]).issues).toEqual([
      { row: 0, field: 'colour', key: 'labelImport.unknownColumn', params: { column: 'colour' } },
      { row: 0, field: 'type', key: 'labelImport.repeatedColumn', params: { column: 'type' } },
      { row: 0, field: 'file', key: 'labelImport.noRows' },
    ]);
    expect(readLabelImport([]).issues).toEqual([{ row: 0, field: 'file', key: 'labelImport.noRows' }]);
    const many = Array.from({ length: labelImportLimits.maxRows + 1 }, (_, index) => good(`E-${index}`));
    expect(readLabelImport([header, ...many]).issues).toEqual([
      { row: 0, field: 'file', key: 'labelImport.tooManyRows', params: { max: labelImportLimits.maxRows } },
    ]);
  });
});

describe('readLabelImportRow', () => {
  it('reports a yes/no cell that is neither, and a short row missing its cells', () => {
    const result = readLabelImportRow(4, {
      ...Object.fromEntries(header.map((c, i) => [c, good('F')[i]])),
      gate_submit: 'maybe',
    });
    expect(result.issues).toEqual([{ row: 4, field: 'gate_submit', key: 'validation.invalidErrorMessage' }]);
    const short = readLabelImport([header, ['G-1', 'fcs_express']]);
    expect(short.issues).toEqual(
      expect.arrayContaining([{ row: 1, field: 'weight', key: 'validation.emptyErrorMessage' }]),
    );
  });

  it('names every column in every language', () => {
    for (const titles of Object.values(labelImportColumnTitles)) {
      expect(Object.keys(titles).sort()).toEqual([...labelImportColumns].sort());
    }
  });
});
