import { describe, expect, it } from 'vitest';
import { enumMessagesEn, enumMessagesMm, enumMessagesZh } from '../i18n/enum-messages.js';
import {
  importKey,
  labelImportChoiceColumns,
  labelImportPlaces,
  readChoiceWord,
  type ImportBranch,
  type ImportTownship,
} from './label-import-values.js';

const township = (id: string, en: string, mm: string, region: string): ImportTownship => ({
  id,
  name_en: en,
  name_mm: mm,
  district_id: `${id.slice(0, 6)}D001`,
  region_id: region,
  region_name_en: region,
  region_name_mm: region,
});
const townships = [
  township('MMR013016', 'Pazundaung', 'ပုဇွန်တောင်', 'MM-06'),
  township('MMR013019', 'South Okkalapa', 'တောင်ဥက္ကလာပ', 'MM-06'),
  township('MMR013006', 'Htantabin', 'ထန်းတပင်', 'MM-06'),
  township('MMR007014', 'Htantabin', 'ထန်းတပင်', 'MM-02'),
];
const branch = (id: number, code: string): ImportBranch => ({
  id,
  code,
  name_en: code,
  name_mm: code,
  type: 'fcs',
  township_id: 'MMR013016',
  district_id: 'MMR013D002',
  region_id: 'MM-06',
});
const places = labelImportPlaces({ townships, branches: [branch(1, 'YGN'), branch(12, 'MDY')] });

describe('importKey', () => {
  it('ignores case, spaces (zero-width ones too) and the Unicode form', () => {
    expect(importKey(' South  Okkalapa ')).toBe('southokkalapa');
    expect(importKey('ပုဇွန်\u200bတောင်')).toBe(importKey('ပုဇွန်တောင်'));
    expect(importKey('Cafe\u0301')).toBe(importKey('Café'));
  });
});

describe('choice words', () => {
  it('reads a code, or the word any screen language shows for it', () => {
    expect(readChoiceWord('purchase_type', 'sender_pay')).toBe('sender_pay');
    expect(readChoiceWord('purchase_type', ' receiver PAYS ')).toBe('receiver_pay');
    expect(readChoiceWord('purchase_type', 'ပို့သူ ပေးချေ')).toBe('sender_pay');
    expect(readChoiceWord('purchase_type', '寄件人付款')).toBe('sender_pay');
    expect(readChoiceWord('service_type', 'VPP')).toBe('vpp');
    expect(readChoiceWord('services', 'SMS notice')).toBe('sms');
  });

  it('leaves a word no screen shows as it is, for the schema to refuse', () => {
    expect(readChoiceWord('accept_type', 'by pigeon')).toBe('by pigeon');
  });

  it('names one code with each word of every language, so no word is read as another choice', () => {
    const catalogs = { en: enumMessagesEn, mm: enumMessagesMm, zh: enumMessagesZh } as unknown as Record<
      string,
      Record<string, Record<string, string>>
    >;
    for (const [column, namespaces] of Object.entries(labelImportChoiceColumns)) {
      for (const namespace of namespaces) {
        for (const [language, catalog] of Object.entries(catalogs)) {
          for (const [code, word] of Object.entries(catalog[namespace]!)) {
            expect(readChoiceWord(column as 'type', word), `${column} ${language} "${word}"`).toBe(code);
          }
        }
      }
    }
  });
});

describe('townships and branches of a file', () => {
  it('finds a township by its id or its English or Burmese name, in any case and spacing', () => {
    for (const text of ['MMR013019', 'mmr013019', 'South Okkalapa', 'south okkalapa', 'SouthOkkalapa', 'တောင်ဥက္ကလာပ']) {
      expect(places.township(text), text).toEqual({ found: townships[1] });
    }
    expect(places.township('Pazundaung Township')).toEqual({ found: townships[0] });
    expect(places.township('ပုဇွန်တောင် မြို့နယ်')).toEqual({ found: townships[0] });
  });

  it('asks for the id of a name two regions share, and names an unknown township', () => {
    expect(places.township('Htantabin')).toEqual({
      issue: { key: 'labelImport.ambiguousTownship', params: { value: 'Htantabin', ids: 'MMR013006, MMR007014' } },
    });
    expect(places.township('MMR007014')).toEqual({ found: townships[3] });
    expect(places.township(' Atlantis ')).toEqual({
      issue: { key: 'labelImport.unknownTownship', params: { value: 'Atlantis' } },
    });
  });

  it('finds a branch of the company by its id, in either digits, or its code in any case', () => {
    expect(places.branch('12')).toMatchObject({ found: { code: 'MDY' } });
    expect(places.branch('၁၂')).toMatchObject({ found: { code: 'MDY' } });
    expect(places.branch(' ygn ')).toMatchObject({ found: { code: 'YGN' } });
    expect(places.branch('TGI')).toEqual({ issue: { key: 'labelImport.unknownBranch', params: { value: 'TGI' } } });
    expect(places.branch('7')).toEqual({ issue: { key: 'labelImport.unknownBranch', params: { value: '7' } } });
  });
});
