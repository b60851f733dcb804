import type { BranchListItem } from '../branches/branch-schemas.js';
import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import { enumMessagesEn, enumMessagesMm, enumMessagesZh } from '../i18n/enum-messages.js';
import type { IssueMessage } from '../validation/issue-messages.js';

/**
 * Readable values in an import file (issue 26 §5): a township by its id or its English or Burmese name, a branch by its
 * id or code, and the choice columns (payment, label type …) by their code or the words the screens show in any
 * language. Everything here is matched the same way: case, spaces and Unicode form do not matter.
 */

/** A cell's text as it is matched: NFC, lower case, without spaces (zero-width ones included). */
export function importKey(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // Zero-width spaces and joiners, one by one: in a character class the joiner would join its neighbours.
      .replace(/(?:\s|\u200b|\u200c|\u200d|\ufeff)+/g, '')
  );
}

/** The choice columns and the display-name catalogs their words come from (the form's own labels). */
export const labelImportChoiceColumns = {
  type: ['labelType'],
  accept_type: ['acceptType'],
  service_type: ['serviceType', 'serviceTypeForParcel'],
  item_type: ['itemType'],
  purchase_type: ['purchaseType'],
  services: ['serviceName'],
} as const;
export type LabelImportChoiceColumn = keyof typeof labelImportChoiceColumns;

const catalogs = [enumMessagesEn, enumMessagesMm, enumMessagesZh] as unknown as Record<
  string,
  Record<string, string>
>[];

/**
 * Each choice column's words (every code, and every language's display name) → its code. No word names two codes of
 * a column (a test checks the catalogs), so a word reads the same whatever the language of the rest of the file.
 */
export const labelImportChoiceWords: ReadonlyMap<LabelImportChoiceColumn, ReadonlyMap<string, string>> = new Map(
  (Object.entries(labelImportChoiceColumns) as [LabelImportChoiceColumn, readonly string[]][]).map(
    ([column, namespaces]) => {
      const words = new Map<string, string>();
      for (const namespace of namespaces) {
        for (const code of Object.keys(catalogs[0]![namespace]!)) words.set(importKey(code), code);
        for (const catalog of catalogs) {
          for (const [code, word] of Object.entries(catalog[namespace]!)) words.set(importKey(word), code);
        }
      }
      return [column, words] as const;
    },
  ),
);

/** A choice cell's code: the code itself, or the code its word names; anything else as given (the schema refuses it). */
export function readChoiceWord(column: LabelImportChoiceColumn, text: string): string {
  const words = labelImportChoiceWords.get(column)!;
  // A code as typed is found without normalising it: most files hold codes, and a file has thousands of rows.
  return words.get(text) ?? words.get(importKey(text)) ?? text;
}

/** A township as an import names it, with the district and region its delivering branch is chosen by. */
export interface ImportTownship {
  id: string;
  name_en: string;
  name_mm: string;
  district_id: string | null;
  region_id: string;
  region_name_en: string;
  region_name_mm: string;
}

/** A branch of the company as an import names it, and where it stands. */
export type ImportBranch = Pick<
  BranchListItem,
  'id' | 'code' | 'name_en' | 'name_mm' | 'type' | 'township_id' | 'district_id' | 'region_id'
>;

/** The company's branches and the country's townships: what a file's place and branch cells are read against. */
export interface LabelImportVocabulary {
  townships: readonly ImportTownship[];
  branches: readonly ImportBranch[];
}

/** "Pazundaung Township", "ပုဇွန်တောင် မြို့နယ်": the word "township" after a name is dropped. */
const townshipWord = /(township|မြို့နယ်)$/u;

export type Found<T> = { found: T } | { issue: IssueMessage };

/** Reads place and branch cells against one vocabulary (built once per file). */
export function labelImportPlaces({ townships, branches }: LabelImportVocabulary) {
  const byName = new Map<string, ImportTownship[]>();
  for (const township of townships) {
    const keys = new Set([township.name_en, township.name_mm].map(importKey));
    for (const key of keys) byName.set(key, [...(byName.get(key) ?? []), township]);
  }
  const byId = new Map(townships.map((township) => [importKey(township.id), township]));
  const byExactId = new Map(townships.map((township) => [township.id, township]));
  const branchByCode = new Map(branches.map((branch) => [importKey(branch.code), branch]));
  const branchById = new Map(branches.map((branch) => [String(branch.id), branch]));

  /** A township by its id or name; a name that two regions share asks for the id (the allowed values list both). */
  const township = (text: string): Found<ImportTownship> => {
    const exact = byExactId.get(text);
    if (exact) return { found: exact };
    const key = importKey(text);
    const named = byName.get(key) ?? byName.get(key.replace(townshipWord, ''));
    const found = byId.get(key) ?? (named?.length === 1 ? named[0] : undefined);
    if (found) return { found };
    if (named) {
      const ids = named.map((each) => each.id).join(', ');
      return { issue: { key: 'labelImport.ambiguousTownship', params: { value: text.trim(), ids } } };
    }
    return { issue: { key: 'labelImport.unknownTownship', params: { value: text.trim() } } };
  };

  /** A branch of the company by its id (in either digits) or its code; another company's is as unknown as none. */
  const branch = (text: string): Found<ImportBranch> => {
    const found = branchById.get(fromMyanmarDigits(text.trim())) ?? branchByCode.get(importKey(text));
    return found ? { found } : { issue: { key: 'labelImport.unknownBranch', params: { value: text.trim() } } };
  };

  return { township, branch, branches };
}
export type LabelImportPlaces = ReturnType<typeof labelImportPlaces>;
