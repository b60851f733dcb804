import type { EmoItem, SessionUser } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { emoStepsFor } from './emo-model';

const branch = (id: number) => ({ id, code: `B${id}`, name_en: `Branch ${id}`, name_mm: `ရုံး ${id}` });
const order = (overrides: Partial<EmoItem> = {}) =>
  ({
    status: 'pending',
    book_branch: branch(1),
    pay_branch: branch(2),
    locked: false,
    payout_requested_by: null,
    refunded_at: null,
    ...overrides,
  }) as EmoItem;
const user = (branchId: number, permissions: string[], id = 7) =>
  ({ id, branch: { id: branchId }, role: { permissions } }) as unknown as SessionUser;

describe('EMO steps on an order’s page', () => {
  it('offers the payout at the paying branch only, while pending and not locked', () => {
    expect(emoStepsFor(user(2, ['emo.pay']), order()).pay).toBe(true);
    expect(emoStepsFor(user(1, ['emo.pay']), order()).pay).toBe(false);
    expect(emoStepsFor(user(2, ['emo.pay']), order({ locked: true })).pay).toBe(false);
    expect(emoStepsFor(user(2, ['emo.pay']), order({ status: 'process' })).pay).toBe(false);
  });

  it('offers approval to another supervisor of the paying branch, cancel at the booking branch, unlock when locked', () => {
    const waiting = order({ status: 'process', payout_requested_by: { id: 9, name: 'Clerk' } });
    expect(emoStepsFor(user(2, ['emo.approve']), waiting).approve).toBe(true);
    expect(emoStepsFor(user(2, ['emo.approve'], 9), waiting).approve).toBe(false);
    expect(emoStepsFor(user(2, ['emo.pay']), waiting).approve).toBe(false);
    expect(emoStepsFor(user(1, ['emo.approve']), waiting).cancel).toBe(true);
    expect(emoStepsFor(user(2, ['emo.approve']), waiting).cancel).toBe(false);
    expect(emoStepsFor(user(1, ['emo.approve']), order({ status: 'complete' })).cancel).toBe(false);
    expect(emoStepsFor(user(2, ['emo.approve']), order({ locked: true })).unlock).toBe(true);
    expect(emoStepsFor(user(2, ['emo.approve']), order()).unlock).toBe(false);
  });

  it('offers the refund of a returned order at the booking branch, until it is refunded', () => {
    const returned = order({ status: 'returned', remark_type: 'emo_return' });
    expect(emoStepsFor(user(1, ['emo.pay']), returned).refund).toBe(true);
    expect(emoStepsFor(user(2, ['emo.pay']), returned).refund).toBe(false);
    expect(emoStepsFor(user(1, ['emo.view']), returned).refund).toBe(false);
    expect(emoStepsFor(user(1, ['emo.pay']), order()).refund).toBe(false);
    expect(emoStepsFor(user(1, ['emo.pay']), { ...returned, refunded_at: '2026-11-27T03:00:00.000Z' }).refund).toBe(
      false,
    );
  });
});
