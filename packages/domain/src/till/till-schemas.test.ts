import { describe, expect, it } from 'vitest';
import { tillCloseListQuery, tillCloseRequest, tillDepositRequest, tillQuery } from './till-schemas.js';

describe('till contracts', () => {
  it('reads a count with missing denominations as none of them', () => {
    const parsed = tillCloseRequest.parse({ counts: { '10000': 2, '50': 1 } });
    expect(parsed.counts).toEqual({ '10000': 2, '5000': 0, '1000': 0, '500': 0, '200': 0, '100': 0, '50': 1 });
    expect(parsed.reason).toBeUndefined();
  });

  it('refuses negative, fractional and absurd note counts', () => {
    for (const bad of [-1, 1.5, 100_001, '3']) {
      const result = tillCloseRequest.safeParse({ counts: { '1000': bad } });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('validation.invalidErrorMessage');
    }
  });

  it('reads a day and a branch, both optional', () => {
    expect(tillQuery.parse({})).toEqual({});
    expect(tillQuery.parse({ branch_id: '3', date: '2026-11-28' })).toEqual({ branch_id: 3, date: '2026-11-28' });
    expect(tillQuery.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(tillCloseListQuery.parse({ state: 'closed' })).toEqual({ state: 'closed' });
  });

  it('takes a deposit of at least 1 Ks with the bank’s reference', () => {
    expect(tillDepositRequest.parse({ amount: 50_000, bank_ref: ' KBZ-1 ' })).toEqual({
      amount: 50_000,
      bank_ref: 'KBZ-1',
    });
    expect(tillDepositRequest.safeParse({ amount: 0, bank_ref: 'x' }).success).toBe(false);
    expect(tillDepositRequest.safeParse({ amount: 10, bank_ref: '' }).success).toBe(false);
  });
});
