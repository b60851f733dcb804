import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { bankLineDirections, bankLineStates, bankMatchKinds } from './bank-statement-enums.js';
import { isStatementDateFormat } from './bank-statement-parse.js';
import { defaultMatchWindowDays } from './bank-statement-match.js';

/** The API contracts of the bank statement (issue 28 §5). */

const bigId = entityId({ column: 'bigint' });
const columnTitle = singleLineText({ min: 1, max: 100 });
const optionalColumnTitle = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  columnTitle.nullable(),
);

/** A column mapping as finance types it: the file's header texts, and its dates' format in dayjs tokens. */
export const bankStatementMapping = z.object({
  date: columnTitle,
  description: columnTitle,
  reference: optionalColumnTitle,
  debit: columnTitle,
  credit: columnTitle,
  balance: optionalColumnTitle,
  date_format: singleLineText({ min: 1, max: 40 }).refine(isStatementDateFormat, 'bankStatement.badDateFormat'),
});

/** A bank's name as statements are filed under: a preset (KBZ, CB, AYA, YOMA) or any other bank, upper case. */
export const bankName = singleLineText({ min: 1, max: 40 }).transform((name) => name.toUpperCase());

/**
 * POST /api/bank-statement's text fields: `bank` alone uses that bank's saved mapping (or its preset); `mapping`
 * (JSON text) reads the file with it and is saved for `bank` (or, without one, for `OTHER`) for next time.
 */
export const bankStatementImportFields = z
  .object({
    bank: bankName.optional(),
    mapping: z
      .preprocess((value, ctx) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'bankStatement.mappingNotJson', input: value });
          return z.NEVER;
        }
      }, bankStatementMapping)
      .optional(),
  })
  .refine((fields) => fields.bank !== undefined || fields.mapping !== undefined, {
    message: 'bankStatement.bankOrMapping',
    path: ['bank'],
  });
export type BankStatementImportFields = z.infer<typeof bankStatementImportFields>;

export const bankStatementImportResponse = z.object({
  id: z.number().int(),
  lines: z.number().int(),
  duplicates_skipped: z.number().int(),
});
export type BankStatementImportResponse = z.infer<typeof bankStatementImportResponse>;

/** A statement refused whole: the rows that could not be read (row 0 = the file or its mapping). */
export const bankStatementRefusal = z.object({
  message: z.string(),
  /** Row 0 is the file itself; `field` is `file` (the form's field the rows came in), as the label import's. */
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type BankStatementRefusal = z.infer<typeof bankStatementRefusal>;

export const bankStatementSummary = z.object({
  id: z.number().int(),
  bank: z.string(),
  imported_at: z.string(),
  imported_by: z.string(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  lines: z.number().int(),
  duplicates_skipped: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  fee: z.number().int(),
});
export type BankStatementSummary = z.infer<typeof bankStatementSummary>;

export const bankStatementListResponse = z.object({ data: z.array(bankStatementSummary) });
export type BankStatementListResponse = z.infer<typeof bankStatementListResponse>;

export const bankStatementIdParams = z.object({ id: bigId });
export const bankStatementLineParams = z.object({ id: bigId });

export const bankStatementLinesQuery = z.object({
  state: z.enum(bankLineStates).optional(),
  /** Days either side of a line's date a suggested target may be dated (default 3). */
  window_days: z.coerce.number().int().min(0).max(31).default(defaultMatchWindowDays),
});
export type BankStatementLinesQuery = z.infer<typeof bankStatementLinesQuery>;

export const bankMatchSuggestion = z.object({
  kind: z.enum(bankMatchKinds),
  id: z.number().int(),
  amount: z.number().int(),
  date: z.string(),
  bank_ref: z.string().nullable(),
  days_apart: z.number().int(),
  reference_found: z.boolean(),
  exact: z.boolean(),
});
export type BankMatchSuggestionView = z.infer<typeof bankMatchSuggestion>;

export const bankStatementLine = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  row: z.number().int(),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  direction: z.enum(bankLineDirections),
  amount: z.number().int(),
  balance: z.number().int().nullable(),
  state: z.enum(bankLineStates),
  /** Days since the line's date, in Yangon; unmatched lines only. */
  age_days: z.number().int().nullable(),
  match: z
    .object({
      kind: z.enum(bankMatchKinds),
      target_id: z.number().int(),
      matched_by: z.string(),
      matched_at: z.string(),
    })
    .nullable(),
  /** Unmatched lines only: the targets suggested, best first. */
  suggestions: z.array(bankMatchSuggestion),
});
export type BankStatementLineView = z.infer<typeof bankStatementLine>;

export const bankStatementLinesResponse = z.object({ data: z.array(bankStatementLine) });
export type BankStatementLinesResponse = z.infer<typeof bankStatementLinesResponse>;

export const bankStatementLineResponse = z.object({ data: bankStatementLine });

export const bankMatchRequest = z.object({
  kind: z.enum(bankMatchKinds, 'validation.noselectErrorMessage'),
  target_id: bigId,
});
export type BankMatchRequest = z.infer<typeof bankMatchRequest>;

export const bankConfirmExactResponse = z.object({ matched: z.number().int() });

export const bankStatementMappingsResponse = z.object({
  data: z.array(z.object({ bank: z.string(), preset: z.boolean(), mapping: bankStatementMapping })),
});
export type BankStatementMappingsResponse = z.infer<typeof bankStatementMappingsResponse>;
