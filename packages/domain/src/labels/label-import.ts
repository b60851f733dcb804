import { z } from 'zod';
import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import type { Locale } from '../i18n/locales.js';
import { deliveringBranch } from '../branches/branch-serving.js';
import { issueMessage, type IssueMessage } from '../validation/issue-messages.js';
import {
  labelImportChoiceColumns,
  labelImportPlaces,
  readChoiceWord,
  type ImportTownship,
  type LabelImportChoiceColumn,
  type LabelImportPlaces,
  type LabelImportVocabulary,
} from './label-import-values.js';
import { labelDraft, type LabelDraft } from './label-schemas.js';

/**
 * Bulk label import (issue 13.5): a spreadsheet of label drafts, one per row, its header naming the draft's fields.
 * Each row runs through the very schema the counter form's request does (labelDraft), so a row is refused for what
 * the form would refuse, with the same message keys. Cells may hold readable values (label-import-values.ts), and the
 * delivering branch follows the receiver's township unless the file names one that can deliver there.
 */

/** The label draft fields a row can carry, in the template's order (the form's nested parts stay out). */
export const labelImportColumns = [
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
  'source_postcode',
  'source_no',
  'source_street',
  'source_quarter',
  'source_address',
  'source_nrc',
  'merchant_id',
  'destination_name',
  'destination_phone',
  'destination_township',
  'destination_postcode',
  'destination_no',
  'destination_street',
  'destination_quarter',
  'destination_address',
  'destination_nrc',
  'contact_phone_list',
  'pickup_at_po',
  'deliver_branch_id',
  'include_products',
  'remark',
  'instant_deliver',
  'gate_submit',
  'fcs_shipping_fee_for_gate_submit',
  'flight_service',
  'services',
  'cod_amount',
  'insurance_percent',
] as const;
export type LabelImportColumn = (typeof labelImportColumns)[number];

/** Yes/no columns: true, yes, y, 1 (or ဟုတ်, 是) and false, no, n, 0 (or မဟုတ်, 否); empty is no. */
export const labelImportBooleanColumns = ['pickup_at_po', 'instant_deliver', 'gate_submit', 'flight_service'] as const;
const booleanColumns = new Set<LabelImportColumn>(labelImportBooleanColumns);
/** List columns: values separated by commas, semicolons or line breaks. */
const listColumns = new Set<LabelImportColumn>(['contact_phone_list', 'services']);
/** Id columns: Myanmar digits are read as digits. */
const idColumns = new Set<LabelImportColumn>(['merchant_id']);
/** Read against the company's townships and branches (readLabelImportRow), not as they are. */
const placeColumns = new Set<LabelImportColumn>(['source_township', 'destination_township', 'deliver_branch_id']);
const isChoiceColumn = (column: LabelImportColumn): column is LabelImportChoiceColumn =>
  Object.hasOwn(labelImportChoiceColumns, column);

/** The words a yes/no cell may hold, in the order the template's allowed values list them. */
export const labelImportYesNo = {
  yes: ['yes', 'ဟုတ်', '是', 'y', 'true', '1'],
  no: ['no', 'မဟုတ်', '否', 'n', 'false', '0'],
} as const;
const yes = new Set<string>(labelImportYesNo.yes);
const no = new Set<string>(labelImportYesNo.no);

/** The template's column titles per language; a header may use any of them, or the field name itself. */
export const labelImportColumnTitles: Record<Locale, Record<LabelImportColumn, string>> = {
  en: {
    reference_id: 'Reference',
    type: 'Label type',
    accept_type: 'Accept type',
    service_type: 'Service type',
    item_type: 'Item type',
    purchase_type: 'Payment',
    weight: 'Weight (kg)',
    source_name: 'Sender name',
    source_phone: 'Sender phone',
    source_township: 'Sender township',
    source_postcode: 'Sender postcode',
    source_no: 'Sender house no.',
    source_street: 'Sender street',
    source_quarter: 'Sender ward',
    source_address: 'Sender address',
    source_nrc: 'Sender NRC',
    merchant_id: 'Merchant',
    destination_name: 'Receiver name',
    destination_phone: 'Receiver phone',
    destination_township: 'Receiver township',
    destination_postcode: 'Receiver postcode',
    destination_no: 'Receiver house no.',
    destination_street: 'Receiver street',
    destination_quarter: 'Receiver ward',
    destination_address: 'Receiver address',
    destination_nrc: 'Receiver NRC',
    contact_phone_list: 'Other contact phones',
    pickup_at_po: 'Pick up at the post office',
    deliver_branch_id: 'Delivering branch',
    include_products: 'Contents',
    remark: 'Remark',
    instant_deliver: 'Instant delivery',
    gate_submit: 'Gate submit',
    fcs_shipping_fee_for_gate_submit: 'Gate submit fee',
    flight_service: 'By air',
    services: 'Services',
    cod_amount: 'COD amount',
    insurance_percent: 'Insurance (%)',
  },
  mm: {
    reference_id: 'ရည်ညွှန်းနံပါတ်',
    type: 'လေဘယ်အမျိုးအစား',
    accept_type: 'လက်ခံပုံ',
    service_type: 'ဝန်ဆောင်မှုအမျိုးအစား',
    item_type: 'ပစ္စည်းအမျိုးအစား',
    purchase_type: 'ငွေပေးချေမှု',
    weight: 'အလေးချိန် (ကီလို)',
    source_name: 'ပို့သူ အမည်',
    source_phone: 'ပို့သူ ဖုန်း',
    source_township: 'ပို့သူ မြို့နယ်',
    source_postcode: 'ပို့သူ စာပို့သင်္ကေတ',
    source_no: 'ပို့သူ အိမ်အမှတ်',
    source_street: 'ပို့သူ လမ်း',
    source_quarter: 'ပို့သူ ရပ်ကွက်',
    source_address: 'ပို့သူ လိပ်စာ',
    source_nrc: 'ပို့သူ မှတ်ပုံတင်',
    merchant_id: 'ကုန်သည်',
    destination_name: 'လက်ခံသူ အမည်',
    destination_phone: 'လက်ခံသူ ဖုန်း',
    destination_township: 'လက်ခံသူ မြို့နယ်',
    destination_postcode: 'လက်ခံသူ စာပို့သင်္ကေတ',
    destination_no: 'လက်ခံသူ အိမ်အမှတ်',
    destination_street: 'လက်ခံသူ လမ်း',
    destination_quarter: 'လက်ခံသူ ရပ်ကွက်',
    destination_address: 'လက်ခံသူ လိပ်စာ',
    destination_nrc: 'လက်ခံသူ မှတ်ပုံတင်',
    contact_phone_list: 'အခြား ဆက်သွယ်ရန်ဖုန်းများ',
    pickup_at_po: 'စာတိုက်တွင် လာယူမည်',
    deliver_branch_id: 'ပို့ဆောင်မည့် ရုံးခွဲ',
    include_products: 'ပါဝင်ပစ္စည်း',
    remark: 'မှတ်ချက်',
    instant_deliver: 'ချက်ချင်းပို့',
    gate_submit: 'ဂိတ်အပ်',
    fcs_shipping_fee_for_gate_submit: 'ဂိတ်အပ်ခ',
    flight_service: 'လေကြောင်းဖြင့်',
    services: 'ဝန်ဆောင်မှုများ',
    cod_amount: 'COD ငွေပမာဏ',
    insurance_percent: 'အာမခံ (%)',
  },
  zh: {
    reference_id: '参考号',
    type: '运单类型',
    accept_type: '收件方式',
    service_type: '服务类型',
    item_type: '物品类型',
    purchase_type: '付款方式',
    weight: '重量（公斤）',
    source_name: '寄件人姓名',
    source_phone: '寄件人电话',
    source_township: '寄件人镇区',
    source_postcode: '寄件人邮编',
    source_no: '寄件人门牌号',
    source_street: '寄件人街道',
    source_quarter: '寄件人街区',
    source_address: '寄件人地址',
    source_nrc: '寄件人身份证号',
    merchant_id: '商户',
    destination_name: '收件人姓名',
    destination_phone: '收件人电话',
    destination_township: '收件人镇区',
    destination_postcode: '收件人邮编',
    destination_no: '收件人门牌号',
    destination_street: '收件人街道',
    destination_quarter: '收件人街区',
    destination_address: '收件人地址',
    destination_nrc: '收件人身份证号',
    contact_phone_list: '其他联系电话',
    pickup_at_po: '到邮局自取',
    deliver_branch_id: '派送网点',
    include_products: '内件',
    remark: '备注',
    instant_deliver: '即时派送',
    gate_submit: '车站交寄',
    fcs_shipping_fee_for_gate_submit: '车站交寄费',
    flight_service: '空运',
    services: '增值服务',
    cod_amount: '代收货款金额',
    insurance_percent: '保险（%）',
  },
};

/** What one import may hold. */
export const labelImportLimits = { maxRows: 5_000, maxBytes: 5 * 1024 * 1024 } as const;

const headerKey = (text: string) => text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Every accepted header text (field names and every language's titles) → its column. */
const columnOfHeader = new Map<string, LabelImportColumn>(
  labelImportColumns.flatMap((column) => [
    [headerKey(column), column] as const,
    ...Object.values(labelImportColumnTitles).map((titles) => [headerKey(titles[column]), column] as const),
  ]),
);

/**
 * A problem of the file or of one row: row 0 is the file as a whole (its header included); a row is numbered as Excel
 * numbers it — the header is row 1, the first label row 2.
 */
export interface LabelImportIssue extends IssueMessage {
  row: number;
  field: string;
}

/** A row the schema accepted, with its number in the file. */
export interface LabelImportRow {
  row: number;
  draft: LabelDraft;
}

/** The file as read: the drafts of the rows that passed, every issue, and each row's cells by column. */
export interface LabelImportReading {
  rows: LabelImportRow[];
  issues: LabelImportIssue[];
  cells: { row: number; values: Partial<Record<LabelImportColumn, string>> }[];
}

/**
 * A cell as the draft schema takes it: empty is absent, lists split, yes/no read, ids in ASCII digits, a choice's
 * word as its code.
 */
function cellValue(column: LabelImportColumn, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (booleanColumns.has(column)) {
    const word = trimmed.toLowerCase();
    return yes.has(word) ? true : no.has(word) ? false : trimmed;
  }
  if (listColumns.has(column)) {
    const parts = trimmed
      .split(/[,;\n]/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return isChoiceColumn(column) ? parts.map((part) => readChoiceWord(column, part)) : parts;
  }
  if (isChoiceColumn(column)) return readChoiceWord(column, trimmed);
  if (idColumns.has(column)) return fromMyanmarDigits(trimmed);
  return text;
}

/**
 * A row's townships and delivering branch as ids, or the issues of the cells that name none. The fields refused
 * here are left out of the draft, and the schema's "required" for them is not reported again.
 */
function readPlaces(row: number, values: Partial<Record<LabelImportColumn, string>>, places: LabelImportPlaces) {
  const ids: Record<string, string | number> = {};
  const issues: LabelImportIssue[] = [];
  const refused = new Set<string>();
  const cell = (column: LabelImportColumn) => values[column]?.trim() ?? '';
  const read = <T>(field: LabelImportColumn, found: { found: T } | { issue: IssueMessage }): T | undefined => {
    if ('found' in found) return found.found;
    issues.push({ row, field, ...found.issue });
    refused.add(field);
    return undefined;
  };
  const township = (field: 'source_township' | 'destination_township'): ImportTownship | undefined => {
    const found = cell(field) === '' ? undefined : read(field, places.township(cell(field)));
    if (found) ids[field] = found.id;
    return found;
  };
  township('source_township');
  const destination = township('destination_township');
  const chosen =
    cell('deliver_branch_id') === '' ? undefined : read('deliver_branch_id', places.branch(cell('deliver_branch_id')));
  if (!refused.has('deliver_branch_id')) {
    if (destination) {
      const place = {
        townshipId: destination.id,
        districtId: destination.district_id,
        regionId: destination.region_id,
      };
      const branch = read('deliver_branch_id', deliveringBranch(places.branches, place, chosen));
      if (branch) ids.deliver_branch_id = branch.id;
    } else if (chosen) {
      ids.deliver_branch_id = chosen.id;
    } else {
      // No receiver's township to follow: its own cell's issue says what to fix.
      refused.add('deliver_branch_id');
    }
  }
  return { ids, issues, refused };
}

/** One row's cells (by column) through the label draft schema: the draft, or its field errors. */
export function readLabelImportRow(
  row: number,
  values: Partial<Record<LabelImportColumn, string>>,
  places: LabelImportPlaces,
): { draft: LabelDraft; issues: [] } | { draft: null; issues: LabelImportIssue[] } {
  const input: Record<string, unknown> = {};
  for (const column of labelImportColumns) {
    if (placeColumns.has(column)) continue;
    const value = values[column] === undefined ? undefined : cellValue(column, values[column]);
    if (value !== undefined) input[column] = value;
  }
  const { ids, issues, refused } = readPlaces(row, values, places);
  const parsed = labelDraft.safeParse({ ...input, ...ids }, { reportInput: true });
  if (parsed.success && issues.length === 0) return { draft: parsed.data, issues: [] };
  const schemaIssues = parsed.success ? [] : parsed.error.issues;
  return {
    draft: null,
    issues: [
      ...issues,
      ...schemaIssues
        .map((issue) => ({
          row,
          field: issue.path.length > 0 ? String(issue.path[0]) : 'row',
          ...issueMessage(issue),
        }))
        .filter((issue) => !refused.has(issue.field)),
    ],
  };
}

/**
 * A parsed sheet (its first row the header, then one label per row) read into drafts: unknown or repeated columns
 * and too many rows are file issues (row 0); every row's places are read against `vocabulary` and the row is checked
 * by the draft schema; a reference id that an earlier row of the file already has is refused on the later row. Rows
 * with every cell empty are skipped (their numbers too: a row keeps its number in Excel).
 */
export function readLabelImport(
  sheet: readonly (readonly string[])[],
  vocabulary: LabelImportVocabulary,
  /** The merchant portal's import (issue 30 §2): every row is this merchant's; a Merchant cell naming another is refused. */
  { merchantId }: { merchantId?: number } = {},
): LabelImportReading {
  const [header = [], ...body] = sheet;
  const issues: LabelImportIssue[] = [];
  const columns: (LabelImportColumn | null)[] = header.map((title) => {
    const text = title.trim();
    if (text === '') return null;
    const column = columnOfHeader.get(headerKey(text));
    if (!column) issues.push({ row: 0, field: text, key: 'labelImport.unknownColumn', params: { column: text } });
    return column ?? null;
  });
  columns.forEach((column, index) => {
    if (column && columns.indexOf(column) !== index) {
      issues.push({ row: 0, field: column, key: 'labelImport.repeatedColumn', params: { column } });
    }
  });
  const filled = body
    // Excel's row numbers: the header is row 1.
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) issues.push({ row: 0, field: 'file', key: 'labelImport.noRows' });
  if (filled.length > labelImportLimits.maxRows) {
    issues.push({ row: 0, field: 'file', key: 'labelImport.tooManyRows', params: { max: labelImportLimits.maxRows } });
  }
  if (issues.length > 0) return { rows: [], issues, cells: [] };

  const places = labelImportPlaces(vocabulary);
  const rows: LabelImportRow[] = [];
  const cells: LabelImportReading['cells'] = [];
  const firstRowOfReference = new Map<string, number>();
  for (const { row, cells: rowCells } of filled) {
    const values: Partial<Record<LabelImportColumn, string>> = {};
    columns.forEach((column, index) => {
      if (column) values[column] = rowCells[index] ?? '';
    });
    cells.push({ row, values });
    if (merchantId !== undefined) {
      const named = values.merchant_id?.trim() ?? '';
      if (named !== '' && named !== String(merchantId)) {
        issues.push({ row, field: 'merchant_id', key: 'labelImport.otherMerchant' });
        continue;
      }
      values.merchant_id = String(merchantId);
    }
    const read = readLabelImportRow(row, values, places);
    issues.push(...read.issues);
    const reference = read.draft?.reference_id;
    if (reference !== undefined) {
      const first = firstRowOfReference.get(reference);
      if (first !== undefined) {
        issues.push({ row, field: 'reference_id', key: 'labelImport.duplicateReference', params: { row: first } });
        continue;
      }
      firstRowOfReference.set(reference, row);
    }
    if (read.draft) rows.push({ row, draft: read.draft });
  }
  return { rows, issues, cells };
}

/** A row's problem as the API reports it: the message in the caller's language. */
export const labelImportError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type LabelImportError = z.infer<typeof labelImportError>;

/** POST /api/label/import/preview: every row's cells and every error; nothing is written. */
export const labelImportPreviewResponse = z.object({
  rows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
  errors: z.array(labelImportError),
});
export type LabelImportPreviewResponse = z.infer<typeof labelImportPreviewResponse>;

/** POST /api/label/import: the labels created, in the file's order. */
export const labelImportResponse = z.object({
  created: z.number().int(),
  labels: z.array(
    z.object({
      id: z.number().int(),
      row: z.number().int(),
      tracking_code: z.string(),
      reference_id: z.string().nullable(),
      total_cost: z.number().int(),
    }),
  ),
});
export type LabelImportResponse = z.infer<typeof labelImportResponse>;

/** The 422 of an import refused as a whole: the same errors as the preview's. */
export const labelImportRefusal = z.object({ message: z.string(), errors: z.array(labelImportError) });
export type LabelImportRefusal = z.infer<typeof labelImportRefusal>;

/** GET /api/label/import/template?locale=en|mm|zh. */
export const labelImportTemplateQuery = z.object({ locale: z.enum(['en', 'mm', 'zh']).default('en') });
