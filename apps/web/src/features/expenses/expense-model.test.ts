import type { SessionUser } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { attachmentProblemOf, expenseBranchChoiceOf, expenseFormDataOf, expensePageQueryFrom } from './expense-model';

// 18:00 UTC on 30 November is 00:30 on 1 December in Yangon.
const now = new Date('2026-11-30T18:00:00Z');

describe('expensePageQueryFrom', () => {
  it('defaults to this Yangon month, page 1, no filters', () => {
    expect(expensePageQueryFrom(new URLSearchParams(), now)).toEqual({
      query: {
        from: '2026-12-01',
        to: '2026-12-31',
        branch_id: undefined,
        status: undefined,
        category: undefined,
        page: 1,
        per_page: 9,
      },
      periodValid: true,
    });
  });

  it('reads the period and the filters from the URL, ignoring what is not one', () => {
    const read = expensePageQueryFrom(
      new URLSearchParams('from=2026-11-01&to=2026-11-15&branch_id=3&status=approved&category=fuel&page=2'),
      now,
    );
    expect(read.query).toMatchObject({ from: '2026-11-01', to: '2026-11-15', branch_id: 3, status: 'approved' });
    expect(read.query).toMatchObject({ category: 'fuel', page: 2 });
    const junk = expensePageQueryFrom(
      new URLSearchParams('from=yesterday&branch_id=x&status=done&category=tea&page=-1'),
      now,
    );
    expect(junk.query).toMatchObject({ from: '2026-12-01', branch_id: undefined, status: undefined, page: 1 });
    expect(junk.query.category).toBeUndefined();
    expect(expensePageQueryFrom(new URLSearchParams('from=2026-11-20&to=2026-11-01'), now).periodValid).toBe(false);
  });
});

describe('expenseBranchChoiceOf', () => {
  const user = (overrides: Partial<SessionUser>) =>
    ({ all_branches: false, branch: null, jointed_branches: [], ...overrides }) as SessionUser;
  const branch = (id: number) => ({
    id,
    code: `B${id}`,
    name_en: 'B',
    name_mm: 'B',
    town: 'T',
    international_mail: false,
    type: 'fcs' as const,
  });
  const jointed = (id: number) => ({ id, name_en: 'B', name_mm: 'B' });

  it('offers any branch to head office, his own several to a branch head, none to one branch', () => {
    expect(expenseBranchChoiceOf(user({ all_branches: true }))).toBe('any');
    expect(expenseBranchChoiceOf(user({ branch: branch(1), jointed_branches: [jointed(1), jointed(2)] }))).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    expect(expenseBranchChoiceOf(user({ branch: branch(1), jointed_branches: [jointed(1)] }))).toBeNull();
  });
});

describe('attachmentProblemOf', () => {
  it('takes PDF, JPEG and PNG up to 5 MB', () => {
    expect(attachmentProblemOf({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblemOf({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(attachmentProblemOf({ type: 'image/gif', size: 10 })).toBe('type');
  });
});

describe('expenseFormDataOf', () => {
  it('sends the text fields, then the receipt, leaving out what is empty', () => {
    const receipt = new File([new Uint8Array([0x25, 0x50])], 'receipt.pdf', { type: 'application/pdf' });
    const form = expenseFormDataOf({
      category: 'fuel',
      amount: '၁၂,၅၀၀',
      spent_on: '2026-11-20',
      note: '  ',
      branch_id: 2,
      attachment: receipt,
    });
    expect([...form.keys()]).toEqual(['category', 'amount', 'spent_on', 'branch_id', 'attachment']);
    expect(form.get('amount')).toBe('၁၂,၅၀၀');
    expect((form.get('attachment') as File).name).toBe('receipt.pdf');
    const plain = expenseFormDataOf({ category: 'rent', amount: '1', spent_on: '2026-11-20', note: ' Rent ' });
    expect([...plain.entries()]).toEqual([
      ['category', 'rent'],
      ['amount', '1'],
      ['spent_on', '2026-11-20'],
      ['note', 'Rent'],
    ]);
  });
});
