import { describe, expect, it } from 'vitest';
import { calendarDay } from '../cod/cod-schemas.js';
import { creditPaymentRequest, creditStatementOf } from './credit-schemas.js';

describe('shipping credit statement (money design §4)', () => {
  it('runs the balance from the opening through every movement to the closing', () => {
    const statement = creditStatementOf(5_000, [
      { date: '2026-11-02', kind: 'label', reference: 'EX100000017MM', amount: 3_000 },
      { date: '2026-11-03', kind: 'payment', reference: 'KBZ-778', amount: -6_000 },
      { date: '2026-11-05', kind: 'clearance', reference: '12', amount: -2_000 },
    ]);
    expect(statement.lines.map((line) => line.balance)).toEqual([8_000, 2_000, 0]);
    expect(statement).toMatchObject({ opening_balance: 5_000, closing_balance: 0 });
    expect(creditStatementOf(-1_000, [])).toEqual({ opening_balance: -1_000, lines: [], closing_balance: -1_000 });
  });

  it('takes a payment of whole kyat with a bank reference, on a real day', () => {
    expect(creditPaymentRequest.safeParse({ amount: 7_000, bank_ref: 'KBZ-1', paid_on: '2026-11-25' }).success).toBe(
      true,
    );
    expect(creditPaymentRequest.safeParse({ amount: 0, bank_ref: 'KBZ-1' }).success).toBe(false);
    expect(calendarDay.safeParse('2028-02-29').success).toBe(true);
    expect(calendarDay.safeParse('2026-02-29').success).toBe(false);
    expect(calendarDay.safeParse('2026-13-01').success).toBe(false);
    expect(calendarDay.safeParse('25/11/2026').success).toBe(false);
  });
});
