import { branchServing } from '../branches/branch-serving.js';
import { offeredServices } from '../fees/fee-enums.js';
import { enumMessagesEn } from '../i18n/enum-messages.js';
import type { Locale } from '../i18n/locales.js';
import { translate } from '../i18n/messages.js';
import {
  labelImportBooleanColumns,
  labelImportColumnTitles,
  labelImportYesNo,
  type LabelImportColumn,
} from './label-import.js';
import {
  labelImportChoiceColumns,
  labelImportPlaces,
  type ImportTownship,
  type LabelImportVocabulary,
} from './label-import-values.js';

/**
 * What the import template holds (issue 26 §5): an example row that imports as it is, and a sheet of the values a
 * file may use — each choice in every language, the company's branches, and every township with the branch that
 * delivers there.
 */

/** One block of the allowed values sheet: a title, an optional note, a header and its rows. */
export interface AllowedValuesSection {
  title: string;
  hint?: string;
  header: string[];
  rows: string[][];
}

const text = (locale: Locale, key: string) => translate(locale, `labelImport.allowed.${key}`);

/** The values a choice column lists: what the form offers (its services), else every code of its catalog. */
const choiceCodes = (column: keyof typeof labelImportChoiceColumns): readonly string[] =>
  column === 'services' ? offeredServices : Object.keys(enumMessagesEn[labelImportChoiceColumns[column][0]]);

/** The sheet "Allowed values" in `locale`: its title, a note on how values are read, and its sections. */
export function labelImportAllowedValues(locale: Locale, { townships, branches }: LabelImportVocabulary) {
  const titles = labelImportColumnTitles[locale];
  const word = (namespace: string, code: string, language: Locale) => translate(language, `${namespace}.${code}`);
  const choices: AllowedValuesSection = {
    title: text(locale, 'choices'),
    header: [
      text(locale, 'column'),
      text(locale, 'code'),
      text(locale, 'english'),
      text(locale, 'burmese'),
      text(locale, 'chinese'),
    ],
    rows: (Object.keys(labelImportChoiceColumns) as (keyof typeof labelImportChoiceColumns)[]).flatMap((column) =>
      choiceCodes(column).map((code) => {
        const namespace = labelImportChoiceColumns[column][0];
        return [
          titles[column],
          code,
          word(namespace, code, 'en'),
          word(namespace, code, 'mm'),
          word(namespace, code, 'zh'),
        ];
      }),
    ),
  };
  const yesNo: AllowedValuesSection = {
    title: text(locale, 'yesNo'),
    header: [text(locale, 'column'), text(locale, 'yes'), text(locale, 'no')],
    rows: labelImportBooleanColumns.map((column) => [
      titles[column],
      labelImportYesNo.yes.join(', '),
      labelImportYesNo.no.join(', '),
    ]),
  };
  const branchSection: AllowedValuesSection = {
    title: `${text(locale, 'branches')} (${titles.deliver_branch_id})`,
    header: [text(locale, 'code'), text(locale, 'id'), text(locale, 'english'), text(locale, 'burmese')],
    rows: branches.map((branch) => [branch.code, String(branch.id), branch.name_en, branch.name_mm]),
  };
  const townshipSection: AllowedValuesSection = {
    title: text(locale, 'townships'),
    hint: text(locale, 'townshipsHint'),
    header: [
      text(locale, 'id'),
      text(locale, 'english'),
      text(locale, 'burmese'),
      text(locale, 'region'),
      titles.deliver_branch_id,
    ],
    rows: townships.map((township) => [
      township.id,
      township.name_en,
      township.name_mm,
      locale === 'mm' ? township.region_name_mm : township.region_name_en,
      branchServing(branches, placeOf(township))?.code ?? '',
    ]),
  };
  return {
    title: text(locale, 'title'),
    hint: text(locale, 'hint'),
    sections: [choices, yesNo, branchSection, townshipSection],
  };
}

export type LabelImportAllowedValues = ReturnType<typeof labelImportAllowedValues>;

const placeOf = (township: ImportTownship) => ({
  townshipId: township.id,
  districtId: township.district_id,
  regionId: township.region_id,
});

/** The example row's parcel: Pazundaung (Yangon) → Chanayethazan (Mandalay), as the counter's sample label. */
const exampleTownships = { source: 'MMR013016', destination: 'MMR010002' } as const;

/**
 * The template's example row in `locale`, in readable values, consistent with itself: the receiver's township is
 * delivered by the branch the row names (the branch that serves it). A company with no branch serving the example's
 * receiver sends it to the township of `homeBranchId` (the downloading user's branch) instead.
 */
export function labelImportExample(
  locale: Locale,
  vocabulary: LabelImportVocabulary,
  homeBranchId: number,
): Record<LabelImportColumn, string> {
  const places = labelImportPlaces(vocabulary);
  const byId = new Map(vocabulary.townships.map((township) => [township.id, township]));
  const home = vocabulary.branches.find((branch) => branch.id === homeBranchId);
  const preferred = byId.get(exampleTownships.destination);
  const serving = preferred && branchServing(vocabulary.branches, placeOf(preferred));
  const destination = serving ? preferred : home && byId.get(home.township_id);
  const deliverer = destination && branchServing(vocabulary.branches, placeOf(destination));
  /** A township by its name in the template's language, or by its id where two regions share the name. */
  const townshipCell = (township: ImportTownship | undefined) => {
    if (!township) return '';
    const name = locale === 'mm' ? township.name_mm : township.name_en;
    const read = places.township(name);
    return 'found' in read && read.found.id === township.id ? name : township.id;
  };
  // "No" as the template's language writes it (a test reads every language's example back).
  const no = text(locale, 'no');
  const choice = (namespace: string, code: string) => translate(locale, `${namespace}.${code}`);
  return {
    reference_id: 'ORDER-0001',
    type: choice('labelType', 'fcs_express'),
    accept_type: choice('acceptType', 'walkin'),
    service_type: choice('serviceType', 'express'),
    item_type: choice('itemType', 'parcel'),
    purchase_type: choice('purchaseType', 'sender_pay'),
    weight: '1.5',
    source_name: 'Ko Aung',
    source_phone: '09421234567',
    source_township: townshipCell(byId.get(exampleTownships.source)),
    source_postcode: '',
    source_no: '12',
    source_street: 'Bogyoke Road',
    source_quarter: '',
    source_address: '',
    source_nrc: '',
    merchant_id: '',
    destination_name: 'Ma Hla',
    destination_phone: '09791234567',
    destination_township: townshipCell(destination),
    destination_postcode: '',
    destination_no: '',
    destination_street: '',
    destination_quarter: '',
    destination_address: '',
    destination_nrc: '',
    contact_phone_list: '',
    pickup_at_po: no,
    deliver_branch_id: deliverer?.code ?? '',
    include_products: 'Books',
    remark: '',
    instant_deliver: no,
    gate_submit: no,
    fcs_shipping_fee_for_gate_submit: '',
    flight_service: no,
    services: '',
    cod_amount: '',
    insurance_percent: '',
  };
}
