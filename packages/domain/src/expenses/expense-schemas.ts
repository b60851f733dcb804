import { z } from 'zod';
import { entityId, numberLimits } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { multiLineText } from '../common/text-schemas.js';
import { calendarDay } from '../cod/cod-schemas.js';
import { yangonDay, yangonParts } from '../format/dates.js';
import { readNumberInput } from '../validation/number-input.js';
import { expenseCategories, expenseStatuses } from './expense-enums.js';

/** A receipt: a PDF or a photo of one, told by its content, never by its name or declared type. */
export const expenseAttachmentLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;
export type ExpenseAttachmentType = (typeof expenseAttachmentLimits.types)[number];

/** The file name extension a download of each type gets. */
export const expenseAttachmentExtensions: Record<ExpenseAttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The attachment type of `bytes` by their signature (PDF, JPEG, PNG), or null for anything else. */
export function expenseAttachmentTypeOf(bytes: Uint8Array): ExpenseAttachmentType | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The Yangon calendar month holding `at`, as the list's default period: its first and last day. */
export function yangonMonthOf(at: Date): { from: string; to: string } {
  const { year, month } = yangonParts(at);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

/** Whether a spending day lies after today in Yangon (money is recorded once spent, never ahead). */
export const isFutureExpenseDay = (day: string, now: Date) => day > yangonDay(now);

/** Multipart fields arrive as text: an empty one is absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Whole kyat as typed (Myanmar digits, thousands commas), more than nothing. One message per amount, each saying
 * what is wrong (the API's generic messages for numbers out of range would not).
 */
const expenseAmount = z.preprocess((value, ctx) => {
  // Left empty: the schema's own "required".
  if (blankToUndefined(value) === undefined) return undefined;
  const reading = readNumberInput(value, 'amount');
  const problem =
    reading.errorKey ??
    (!Number.isInteger(reading.value)
      ? 'validation.wholeNumberErrorMessage'
      : reading.value < 1
        ? 'expense.amountPositive'
        : reading.value > numberLimits.maxKyat
          ? 'expense.amountTooLarge'
          : undefined);
  if (problem === undefined) return reading.value;
  ctx.addIssue({ code: 'custom', message: problem, input: value });
  return z.NEVER;
}, z.number());

/**
 * The text fields of POST /api/expense-record (multipart, with an optional `attachment` file). `branch_id` is for
 * those without a branch or with several; the default is the recorder's current branch. `spent_on` may not lie in
 * the future (checked by the server against its clock).
 */
export const expenseFields = z.object({
  category: z.enum(expenseCategories, 'validation.noselectErrorMessage'),
  amount: expenseAmount,
  spent_on: calendarDay,
  note: z.preprocess(blankToUndefined, multiLineText({ min: 1, max: 500 }).optional()),
  branch_id: z.preprocess(blankToUndefined, entityId({ message: 'validation.noselectErrorMessage' }).optional()),
});
export type ExpenseFields = z.infer<typeof expenseFields>;

export const expenseIdParams = z.object({ id: entityId() });

/** POST /api/expense-record/{id}/reject: the reason is required (the recorder reads it). */
export const expenseRejectRequest = z.object({ reason: multiLineText({ min: 1, max: 500 }) });
export type ExpenseRejectRequest = z.infer<typeof expenseRejectRequest>;

/** The longest period a list adds up: about a year. */
export const expenseMaxPeriodDays = 366;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** GET /api/expense-record: a period of spending days (default this Yangon month), narrowed by branch, status, category. */
export const expenseListQuery = z
  .object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    branch_id: entityId().optional(),
    status: z.enum(expenseStatuses).optional(),
    category: z.enum(expenseCategories).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'validation.emptyErrorMessage',
      });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = dayNumber(query.to) - dayNumber(query.from);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'expense.periodOrder' });
    else if (days >= expenseMaxPeriodDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'expense.periodTooLong' });
  });
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
const userRef = z.object({ id: z.number().int(), name: z.string() });

/** An expense record as the list and its detail show it. */
export const expenseItem = z.object({
  id: z.number().int(),
  branch: branchRef,
  category: z.enum(expenseCategories),
  amount: z.number().int(),
  /** Yangon day, yyyy-mm-dd. */
  spent_on: z.string(),
  note: z.string().nullable(),
  status: z.enum(expenseStatuses),
  created_by: userRef,
  decided_by: userRef.nullable(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  attachment: z
    .object({ url: z.string(), file_name: z.string(), content_type: z.enum(expenseAttachmentLimits.types) })
    .nullable(),
  /** The signed-in user may approve or reject it now (an approver, not its recorder, and it is pending). */
  can_decide: z.boolean(),
  created_at: z.string(),
});
export type ExpenseItem = z.infer<typeof expenseItem>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });
/** What a set of records adds up to, in all and per status. */
export const expenseTotalsLine = countAndAmount.extend({
  by_status: z.object({ pending: countAndAmount, approved: countAndAmount, rejected: countAndAmount }),
});
export type ExpenseTotalsLine = z.infer<typeof expenseTotalsLine>;

/** The totals of the whole period and filter (not only the page): in all, and per category that has records. */
export const expenseTotals = z.object({
  overall: expenseTotalsLine,
  by_category: z.array(expenseTotalsLine.extend({ category: z.enum(expenseCategories) })),
});
export type ExpenseTotals = z.infer<typeof expenseTotals>;

export const expenseListResponse = paginatedResponse(expenseItem).extend({
  /** The period the list and its totals cover (the default filled in). */
  period: z.object({ from: z.string(), to: z.string() }),
  totals: expenseTotals,
});
export type ExpenseListResponse = z.infer<typeof expenseListResponse>;

export const expenseResponse = z.object({ data: expenseItem });
export type ExpenseResponse = z.infer<typeof expenseResponse>;

/** One row of a grouped count (category × status), as the database adds them up. */
export interface ExpenseTally {
  category: (typeof expenseCategories)[number];
  status: (typeof expenseStatuses)[number];
  count: number;
  amount: number;
}

const emptyLine = (): ExpenseTotalsLine => ({
  count: 0,
  amount: 0,
  by_status: { pending: { count: 0, amount: 0 }, approved: { count: 0, amount: 0 }, rejected: { count: 0, amount: 0 } },
});

function addTo(line: ExpenseTotalsLine, tally: ExpenseTally): void {
  line.count += tally.count;
  line.amount += tally.amount;
  line.by_status[tally.status].count += tally.count;
  line.by_status[tally.status].amount += tally.amount;
}

/** Builds the totals from category × status tallies; categories come in their list order, empty ones left out. */
export function expenseTotalsOf(tallies: readonly ExpenseTally[]): ExpenseTotals {
  const overall = emptyLine();
  const perCategory = new Map<ExpenseTally['category'], ExpenseTotalsLine>();
  for (const tally of tallies) {
    addTo(overall, tally);
    const line = perCategory.get(tally.category) ?? emptyLine();
    addTo(line, tally);
    perCategory.set(tally.category, line);
  }
  return {
    overall,
    by_category: expenseCategories.flatMap((category) => {
      const line = perCategory.get(category);
      return line ? [{ category, ...line }] : [];
    }),
  };
}
