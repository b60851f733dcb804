import { describe, expect, it } from 'vitest';
import {
  expenseAttachmentTypeOf,
  expenseFields,
  expenseListQuery,
  expenseRejectRequest,
  expenseTotalsOf,
  isFutureExpenseDay,
  yangonMonthOf,
} from './expense-schemas.js';
import { yangonDay } from '../format/dates.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('expense attachments', () => {
  it('are told by their content', () => {
    expect(expenseAttachmentTypeOf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(expenseAttachmentTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(expenseAttachmentTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(expenseAttachmentTypeOf(new TextEncoder().encode('just text, named receipt.png'))).toBeNull();
    expect(expenseAttachmentTypeOf(new Uint8Array([0xff]))).toBeNull();
  });
});

describe('expense days in Yangon', () => {
  it('reads the Yangon day and month of an instant', () => {
    // 18:00 UTC on 31 January is 00:30 on 1 February in Yangon.
    const at = new Date('2026-01-31T18:00:00Z');
    expect(yangonDay(at)).toBe('2026-02-01');
    expect(yangonMonthOf(at)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(yangonMonthOf(new Date('2028-02-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(yangonMonthOf(new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('refuses only days after today in Yangon', () => {
    const now = new Date('2026-11-24T18:00:00Z'); // 00:30 on the 25th in Yangon
    expect(isFutureExpenseDay('2026-11-25', now)).toBe(false);
    expect(isFutureExpenseDay('2026-11-26', now)).toBe(true);
    expect(isFutureExpenseDay('2025-12-31', now)).toBe(false);
  });
});

describe('expenseFields', () => {
  const valid = { category: 'fuel', amount: '25,000', spent_on: '2026-11-20' };

  it('reads amounts as typed, Myanmar digits too, and leaves blank optional fields out', () => {
    expect(expenseFields.parse({ ...valid, note: '  ', branch_id: '' })).toEqual({
      category: 'fuel',
      amount: 25_000,
      spent_on: '2026-11-20',
    });
    expect(expenseFields.parse({ ...valid, amount: '၁၂,၅၀၀', note: 'Diesel\nfor the van', branch_id: '3' })).toEqual({
      category: 'fuel',
      amount: 12_500,
      spent_on: '2026-11-20',
      note: 'Diesel\nfor the van',
      branch_id: 3,
    });
  });

  it('refuses nothing spent, parts of a kyat, wrong numbers, categories and days', () => {
    expect(messagesOf(expenseFields.safeParse({ ...valid, amount: '0' }))).toEqual({
      amount: 'expense.amountPositive',
    });
    expect(messagesOf(expenseFields.safeParse({ ...valid, amount: '12.5' }))).toEqual({
      amount: 'validation.wholeNumberErrorMessage',
    });
    expect(messagesOf(expenseFields.safeParse({ ...valid, amount: '100000001' }))).toEqual({
      amount: 'expense.amountTooLarge',
    });
    expect(messagesOf(expenseFields.safeParse({ ...valid, amount: '2,5' }))).toEqual({
      amount: 'validation.thousandsSeparatorErrorMessage',
    });
    expect(messagesOf(expenseFields.safeParse({ ...valid, amount: ' ' }))).toMatchObject({
      amount: expect.any(String),
    });
    expect(Object.keys(messagesOf(expenseFields.safeParse({ amount: 'ten', spent_on: '2026-02-30' }))).sort()).toEqual([
      'amount',
      'category',
      'spent_on',
    ]);
  });
});

describe('expenseListQuery', () => {
  it('takes a whole period or none', () => {
    expect(expenseListQuery.parse({})).toEqual({ page: 1, per_page: 9 });
    expect(expenseListQuery.parse({ from: '2026-11-01', to: '2026-11-30', status: 'pending', page: '2' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'pending',
      page: 2,
      per_page: 9,
    });
    expect(messagesOf(expenseListQuery.safeParse({ from: '2026-11-01' }))).toEqual({
      to: 'validation.emptyErrorMessage',
    });
    expect(messagesOf(expenseListQuery.safeParse({ to: '2026-11-01' }))).toEqual({
      from: 'validation.emptyErrorMessage',
    });
  });

  it('refuses a period backwards or longer than a year', () => {
    expect(messagesOf(expenseListQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual({
      to: 'expense.periodOrder',
    });
    expect(messagesOf(expenseListQuery.safeParse({ from: '2024-01-01', to: '2025-01-01' }))).toEqual({
      to: 'expense.periodTooLong',
    });
    expect(expenseListQuery.safeParse({ from: '2025-01-01', to: '2025-12-31' }).success).toBe(true);
  });
});

describe('expenseRejectRequest', () => {
  it('needs a reason', () => {
    expect(expenseRejectRequest.safeParse({ reason: '  ' }).success).toBe(false);
    expect(expenseRejectRequest.parse({ reason: ' No receipt ' })).toEqual({ reason: 'No receipt' });
  });
});

describe('expenseTotalsOf', () => {
  it('adds up in all, per status and per category in the list order', () => {
    const totals = expenseTotalsOf([
      { category: 'rent', status: 'approved', count: 1, amount: 300_000 },
      { category: 'fuel', status: 'pending', count: 2, amount: 30_000 },
      { category: 'fuel', status: 'rejected', count: 1, amount: 5_000 },
    ]);
    expect(totals.overall).toEqual({
      count: 4,
      amount: 335_000,
      by_status: {
        pending: { count: 2, amount: 30_000 },
        approved: { count: 1, amount: 300_000 },
        rejected: { count: 1, amount: 5_000 },
      },
    });
    expect(totals.by_category.map(({ category, count, amount }) => [category, count, amount])).toEqual([
      ['fuel', 3, 35_000],
      ['rent', 1, 300_000],
    ]);
    expect(expenseTotalsOf([]).by_category).toEqual([]);
  });
});
