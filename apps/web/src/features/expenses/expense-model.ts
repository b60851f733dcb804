import {
  calendarDay,
  entityId,
  expenseAttachmentLimits,
  expenseCategories,
  expenseStatuses,
  paginatorDefaults,
  type ExpenseCategory,
  type ExpenseListQuery,
  type ExpenseStatus,
  type SessionUser,
} from '@waypost/domain';
import { yangonMonthOf } from '@/lib/calendar-day';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * /expense-record?from=&to=&branch_id=&status=&category=&page=: the list's query, the period this month in Yangon
 * where the URL names no day (or one that is not a calendar day). `period` is null when it runs backwards.
 */
export function expensePageQueryFrom(
  params: URLSearchParams,
  now: Date,
): { query: ExpenseListQuery; periodValid: boolean } {
  const month = yangonMonthOf(now);
  const day = (name: 'from' | 'to') => {
    const value = params.get(name)?.trim() ?? '';
    return calendarDay.safeParse(value).success ? value : month[name];
  };
  const from = day('from');
  const to = day('to');
  const branch = entityId().safeParse(params.get('branch_id') ?? undefined);
  const page = Number(params.get('page'));
  return {
    query: {
      from,
      to,
      branch_id: branch.success ? branch.data : undefined,
      status: oneOf<ExpenseStatus>(expenseStatuses, params.get('status')),
      category: oneOf<ExpenseCategory>(expenseCategories, params.get('category')),
      page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
      per_page: paginatorDefaults.pageSize,
    },
    periodValid: from <= to,
  };
}

/**
 * The branches a user may record spending for, when there is a choice: head office and finance pick any branch
 * (`'any'`); a branch user who may switch to others picks among his; otherwise none (his current branch).
 */
export function expenseBranchChoiceOf(user: SessionUser): 'any' | { id: number }[] | null {
  if (user.all_branches) return 'any';
  const own = new Map<number, { id: number }>();
  if (user.branch) own.set(user.branch.id, { id: user.branch.id });
  for (const branch of user.jointed_branches) own.set(branch.id, { id: branch.id });
  return own.size > 1 ? [...own.values()] : null;
}

/** Why a chosen receipt is refused before it is sent (the server checks the bytes again), or null. */
export function attachmentProblemOf(file: { size: number; type: string }): 'type' | 'size' | null {
  if (!(expenseAttachmentLimits.types as readonly string[]).includes(file.type)) return 'type';
  return file.size > expenseAttachmentLimits.maxBytes ? 'size' : null;
}

export interface ExpenseFormValues {
  category: ExpenseCategory;
  amount: string;
  /** yyyy-mm-dd. */
  spent_on: string;
  note?: string;
  branch_id?: number;
  attachment?: File;
}

/** The multipart body of POST /api/expense-record: text fields first, then the receipt. */
export function expenseFormDataOf(values: ExpenseFormValues): FormData {
  const form = new FormData();
  form.append('category', values.category);
  form.append('amount', values.amount);
  form.append('spent_on', values.spent_on);
  if (values.note?.trim()) form.append('note', values.note.trim());
  if (values.branch_id !== undefined) form.append('branch_id', String(values.branch_id));
  if (values.attachment) form.append('attachment', values.attachment, values.attachment.name);
  return form;
}
