import { describe, expect, it } from 'vitest';
import {
  labelImportColumns,
  labelImportColumnTitles,
  labelImportLimits,
  readLabelImport,
  readLabelImportRow,
} from './label-import.js';
import {
  labelImportPlaces,
  type ImportBranch,
  type ImportTownship,
  type LabelImportVocabulary,
} from './label-import-values.js';

const township = (id: string, en: string, mm: string, district: string, region: string): ImportTownship => ({
  id,
  name_en: en,
  name_mm: mm,
  district_id: district,
  region_id: region,
  region_name_en: region,
  region_name_mm: region,
});
const branch = (id: number, code: string, where: ImportTownship): ImportBranch => ({
  id,
  code,
  name_en: code,
  name_mm: code,
  type: 'fcs',
  township_id: where.id,
  district_id: where.district_id,
  region_id: where.region_id,
});
const pazundaung = township('MMR013016', 'Pazundaung', 'ပုဇွန်တောင်', 'MMR013D002', 'MM-06');
const chanayethazan = township('MMR010002', 'Chanayethazan', 'ချမ်းအေးသာစံ', 'MMR010D001', 'MM-04');
const falam = township('MMR004001', 'Falam', 'ဖလမ်း', 'MMR004D001', 'MM-14');
const vocabulary: LabelImportVocabulary = {
  townships: [pazundaung, chanayethazan, falam],
  branches: [branch(1, 'YGN', pazundaung), branch(2, 'MDY', chanayethazan), branch(3, 'NPT', chanayethazan)],
};
const read = (sheet: string[][]) => readLabelImport(sheet, vocabulary);

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
    const reading = read([header, good('A-1'), good('A-2', { weight: '၂.၅', deliver_branch_id: '၃' })]);
    expect(reading.issues).toEqual([]);
    expect(reading.rows.map(({ row }) => row)).toEqual([2, 3]);
    expect(reading.rows[1]?.draft).toMatchObject({ reference_id: 'A-2', weight: 2.5, deliver_branch_id: 3 });
    expect(reading.cells[0]?.values.source_name).toBe('Ko Aung');
  });

  it('takes translated column titles and reads yes/no and list cells', () => {
    const mmHeader = [...header.map((column) => labelImportColumnTitles.mm[column as 'type']), 'pickup_at_po'];
    const services = ['services', 'contact_phone_list', 'instant_deliver'];
    const reading = read([
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

  it('reports each bad cell with its row, field and message key, the rows numbered as Excel numbers them', () => {
    const reading = read([
      header,
      good('C-1'),
      header.map(() => ''),
      good('C-3', { weight: 'heavy', source_name: '' }),
      good('C-4', { destination_phone: '123' }),
    ]);
    // The header is row 1; the empty row 3 is skipped but keeps its number.
    expect(reading.rows.map(({ row }) => row)).toEqual([2]);
    expect(reading.issues).toEqual(
      expect.arrayContaining([
        { row: 4, field: 'weight', key: 'validation.numberErrorMessage' },
        { row: 5, field: 'destination_phone', key: 'validation.phoneErrorMessage' },
        { row: 4, field: 'source_name', key: 'validation.emptyErrorMessage' },
      ]),
    );
  });

  it('reads townships, branches and choices as the screens name them', () => {
    const reading = read([
      header,
      good('R-1', {
        type: 'FCS Express',
        accept_type: 'walk-in',
        service_type: 'အမြန်ပို့',
        purchase_type: '收件人付款',
        source_township: 'pazundaung',
        destination_township: 'ချမ်းအေးသာစံ',
        deliver_branch_id: 'npt',
      }),
    ]);
    expect(reading.issues).toEqual([]);
    expect(reading.rows[0]?.draft).toMatchObject({
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      purchase_type: 'receiver_pay',
      source_township: 'MMR013016',
      destination_township: 'MMR010002',
      deliver_branch_id: 3,
    });
    // The preview shows the cells as the file has them.
    expect(reading.cells[0]?.values.destination_township).toBe('ချမ်းအေးသာစံ');
  });

  it("delivers through the receiver township's branch when the file names none", () => {
    const reading = read([header, good('S-1', { deliver_branch_id: '' })]);
    expect(reading.issues).toEqual([]);
    expect(reading.rows[0]?.draft.deliver_branch_id).toBe(2);
  });

  it('refuses a branch that contradicts the township, and an unknown or ambiguous place, once per cell', () => {
    const reading = read([
      header,
      good('T-1', { deliver_branch_id: 'YGN' }),
      good('T-2', { deliver_branch_id: 'XYZ' }),
      good('T-3', { destination_township: 'Atlantis', deliver_branch_id: '' }),
      good('T-4', { source_township: '', destination_township: '' }),
      good('T-5', { destination_township: 'Falam', deliver_branch_id: '' }),
    ]);
    expect(reading.rows).toEqual([]);
    expect(reading.issues).toEqual([
      {
        row: 2,
        field: 'deliver_branch_id',
        key: 'labelImport.branchDoesNotDeliver',
        params: { branch: 'YGN', serving: 'MDY' },
      },
      { row: 3, field: 'deliver_branch_id', key: 'labelImport.unknownBranch', params: { value: 'XYZ' } },
      { row: 4, field: 'destination_township', key: 'labelImport.unknownTownship', params: { value: 'Atlantis' } },
      { row: 5, field: 'source_township', key: 'validation.emptyErrorMessage' },
      { row: 5, field: 'destination_township', key: 'validation.emptyErrorMessage' },
      { row: 6, field: 'deliver_branch_id', key: 'labelImport.noBranchServes' },
    ]);
  });

  it('takes any named branch for a township no branch serves, and the named branch of a row without a township', () => {
    const reading = read([
      header,
      good('U-1', { destination_township: 'Falam', deliver_branch_id: 'YGN' }),
      good('U-2', { destination_township: '', deliver_branch_id: 'MDY' }),
    ]);
    expect(reading.rows.map(({ draft }) => draft.deliver_branch_id)).toEqual([1]);
    expect(reading.issues).toEqual([{ row: 3, field: 'destination_township', key: 'validation.emptyErrorMessage' }]);
  });

  it('refuses a reference id repeated in the file on its later rows', () => {
    const reading = read([header, good('D-1'), good('D-2'), good('D-1')]);
    expect(reading.issues).toEqual([
      { row: 4, field: 'reference_id', key: 'labelImport.duplicateReference', params: { row: 2 } },
    ]);
    expect(reading.rows).toHaveLength(2);
  });

  it('refuses unknown and repeated columns, an empty file and too many rows as file issues', () => {
    expect(read([[...header, 'colour', 'type', ' ']]).issues).toEqual([
      { row: 0, field: 'colour', key: 'labelImport.unknownColumn', params: { column: 'colour' } },
      { row: 0, field: 'type', key: 'labelImport.repeatedColumn', params: { column: 'type' } },
      { row: 0, field: 'file', key: 'labelImport.noRows' },
    ]);
    expect(read([]).issues).toEqual([{ row: 0, field: 'file', key: 'labelImport.noRows' }]);
    const many = Array.from({ length: labelImportLimits.maxRows + 1 }, (_, index) => good(`E-${index}`));
    expect(read([header, ...many]).issues).toEqual([
      { row: 0, field: 'file', key: 'labelImport.tooManyRows', params: { max: labelImportLimits.maxRows } },
    ]);
  });
});

describe('readLabelImportRow', () => {
  it('reports a yes/no cell that is neither, and a short row missing its cells', () => {
    const result = readLabelImportRow(
      4,
      { ...Object.fromEntries(header.map((c, i) => [c, good('F')[i]])), gate_submit: 'maybe' },
      labelImportPlaces(vocabulary),
    );
    expect(result.issues).toEqual([{ row: 4, field: 'gate_submit', key: 'validation.invalidErrorMessage' }]);
    const short = read([header, ['G-1', 'fcs_express']]);
    expect(short.issues).toEqual(
      expect.arrayContaining([{ row: 2, field: 'weight', key: 'validation.emptyErrorMessage' }]),
    );
  });

  it('names every column in every language', () => {
    for (const titles of Object.values(labelImportColumnTitles)) {
      expect(Object.keys(titles).sort()).toEqual([...labelImportColumns].sort());
    }
  });
});

describe('the merchant portal’s import (issue 30 §2)', () => {
  it('books every row for the member’s merchant, and refuses a row naming another', () => {
    const sheet = [
      [...header, 'merchant_id'],
      [...good('A1'), ''],
      [...good('A2'), '7'],
      [...good('A3'), '8'],
    ];
    const reading = readLabelImport(sheet, vocabulary, { merchantId: 7 });
    expect(reading.rows.map(({ draft }) => draft.merchant_id)).toEqual([7, 7]);
    expect(reading.issues).toEqual([{ row: 4, field: 'merchant_id', key: 'labelImport.otherMerchant' }]);
    const without = readLabelImport(
      [
        [...header, 'cod_amount'],
        [...good('B1', { accept_type: 'cod' }), '5000'],
      ],
      vocabulary,
      { merchantId: 7 },
    );
    expect(without.issues).toEqual([]);
    expect(without.rows[0]?.draft.merchant_id).toBe(7);
  });
});
