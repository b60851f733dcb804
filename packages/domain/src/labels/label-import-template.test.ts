import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales.js';
import { labelImportColumns, readLabelImport } from './label-import.js';
import { labelImportAllowedValues, labelImportExample } from './label-import-template.js';
import type { ImportBranch, ImportTownship, LabelImportVocabulary } from './label-import-values.js';

const township = (id: string, en: string, mm: string, region: [string, string, string]): ImportTownship => ({
  id,
  name_en: en,
  name_mm: mm,
  district_id: `${id.slice(0, 6)}D001`,
  region_id: region[0],
  region_name_en: region[1],
  region_name_mm: region[2],
});
const yangon = ['MM-06', 'Yangon', 'ရန်ကုန်'] as [string, string, string];
const pazundaung = township('MMR013016', 'Pazundaung', 'ပုဇွန်တောင်', yangon);
const chanayethazan = township('MMR010002', 'Chanayethazan', 'ချမ်းအေးသာစံ', ['MM-04', 'Mandalay', 'မန္တလေး']);
const htantabin = township('MMR013006', 'Htantabin', 'ထန်းတပင်', yangon);
const htantabinBago = township('MMR007014', 'Htantabin', 'ထန်းတပင်', ['MM-02', 'Bago', 'ပဲခူး']);
const branch = (id: number, code: string, where: ImportTownship): ImportBranch => ({
  id,
  code,
  name_en: `${code} branch`,
  name_mm: `${code} ရုံး`,
  type: 'fcs',
  township_id: where.id,
  district_id: where.district_id,
  region_id: where.region_id,
});
const townships = [pazundaung, chanayethazan, htantabin, htantabinBago];
const demo: LabelImportVocabulary = {
  townships,
  branches: [branch(1, 'YGN', pazundaung), branch(2, 'MDY', chanayethazan)],
};

/** The example row as a one-row file, read back as an upload is. */
const readBack = (example: Record<string, string>, vocabulary: LabelImportVocabulary) =>
  readLabelImport([[...labelImportColumns], labelImportColumns.map((column) => example[column] ?? '')], vocabulary);

describe('the template example row', () => {
  it('imports as it is in every language, its Mandalay receiver delivered by the Mandalay branch', () => {
    for (const locale of locales) {
      const example = labelImportExample(locale, demo, 1);
      expect(example.deliver_branch_id).toBe('MDY');
      const reading = readBack(example, demo);
      expect(reading.issues, locale).toEqual([]);
      expect(reading.rows[0]?.draft).toMatchObject({
        destination_township: 'MMR010002',
        deliver_branch_id: 2,
        purchase_type: 'sender_pay',
        pickup_at_po: false,
      });
    }
    expect(labelImportExample('mm', demo, 1)).toMatchObject({
      destination_township: 'ချမ်းအေးသာစံ',
      purchase_type: 'ပို့သူ ပေးချေ',
    });
  });

  it("sends the parcel to the home branch's township when no branch serves the example's receiver", () => {
    const htantabinOnly = { townships, branches: [branch(5, 'HTB', htantabin)] };
    const example = labelImportExample('en', htantabinOnly, 5);
    // Two regions have a Htantabin: the row names it by its id.
    expect(example).toMatchObject({ destination_township: 'MMR013006', deliver_branch_id: 'HTB' });
    expect(readBack(example, htantabinOnly).issues).toEqual([]);
    expect(labelImportExample('en', htantabinOnly, 99)).toMatchObject({
      destination_township: '',
      deliver_branch_id: '',
    });
  });
});

describe('the allowed values sheet', () => {
  it('lists each choice in every language, the branches, and each township with the branch that delivers there', () => {
    const sheet = labelImportAllowedValues('en', demo);
    expect(sheet.title).toBe('Allowed values');
    const [choices, yesNo, branches, places] = sheet.sections;
    expect(choices?.rows).toContainEqual(['Payment', 'sender_pay', 'Sender pays', 'ပို့သူ ပေးချေ', '寄件人付款']);
    expect(choices?.rows.filter((row) => row[0] === 'Services').map((row) => row[1])).toEqual([
      'sms',
      'phone_call',
      'pickup_service',
      'pod',
      'vfl',
      'pickup_at_parcel_locker',
    ]);
    expect(yesNo?.rows[0]).toEqual([
      'Pick up at the post office',
      'yes, ဟုတ်, 是, y, true, 1',
      'no, မဟုတ်, 否, n, false, 0',
    ]);
    expect(branches?.rows).toEqual([
      ['YGN', '1', 'YGN branch', 'YGN ရုံး'],
      ['MDY', '2', 'MDY branch', 'MDY ရုံး'],
    ]);
    expect(places?.header).toEqual(['Id', 'English', 'Burmese', 'Region', 'Delivering branch']);
    expect(places?.rows).toEqual([
      ['MMR013016', 'Pazundaung', 'ပုဇွန်တောင်', 'Yangon', 'YGN'],
      ['MMR010002', 'Chanayethazan', 'ချမ်းအေးသာစံ', 'Mandalay', 'MDY'],
      ['MMR013006', 'Htantabin', 'ထန်းတပင်', 'Yangon', 'YGN'],
      ['MMR007014', 'Htantabin', 'ထန်းတပင်', 'Bago', ''],
    ]);
  });

  it('is titled and worded in the chosen language', () => {
    const sheet = labelImportAllowedValues('mm', demo);
    expect(sheet.title).toBe('ခွင့်ပြုတန်ဖိုးများ');
    expect(sheet.sections[3]?.rows[0]?.[3]).toBe('ရန်ကုန်');
    expect(labelImportAllowedValues('zh', demo).sections[3]?.title).toBe('镇区');
  });
});
