import { z } from 'zod';
import { entityId, kyatAmount } from '../common/number-schemas.js';
import { bankReference, calendarDay } from '../cod/cod-schemas.js';

export const creditMerchantParams = z.object({ merchantId: entityId() });

/** POST /api/credit/{merchantId}/payments (Idempotency-Key required): a merchant paid shipping credit into the bank. */
export const creditPaymentRequest = z.object({
  amount: kyatAmount.min(1),
  bank_ref: bankReference,
  /** The day the bank received it (default today, Yangon). */
  paid_on: calendarDay.optional(),
});
export type CreditPaymentRequest = z.infer<typeof creditPaymentRequest>;
export const creditPaymentResponse = z.object({
  data: z.object({
    id: z.number().int(),
    merchant_id: z.number().int(),
    amount: z.number().int(),
    bank_ref: z.string(),
    paid_on: z.string(),
    /** Owed after it (negative: paid in advance). */
    balance: z.number().int(),
    created_at: z.string(),
  }),
});
export type CreditPaymentResponse = z.infer<typeof creditPaymentResponse>;

/** GET /api/credit/{merchantId}/statement?from=&to= (`/credit/detail`): built from the credit account's postings. */
export const creditStatementQuery = z.object({ from: calendarDay, to: calendarDay });
export type CreditStatementQuery = z.infer<typeof creditStatementQuery>;

/** What moved a merchant's credit balance. */
export const creditStatementKinds = ['label', 'payment', 'clearance', 'reversal'] as const;
export type CreditStatementKind = (typeof creditStatementKinds)[number];

export const creditStatementLine = z.object({
  /** Yangon day, yyyy-mm-dd. */
  date: z.string(),
  kind: z.enum(creditStatementKinds),
  /** The tracking code of a label, the bank reference of a payment, the batch number of a clearance offset. */
  reference: z.string(),
  /** + raises what is owed (a label on credit), − lowers it (a payment, an offset against COD). */
  amount: z.number().int(),
  balance: z.number().int(),
});
export type CreditStatementLine = z.infer<typeof creditStatementLine>;

export const creditStatementResponse = z.object({
  data: z.object({
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    from: z.string(),
    to: z.string(),
    credit_limit: z.number().int(),
    opening_balance: z.number().int(),
    lines: z.array(creditStatementLine),
    closing_balance: z.number().int(),
  }),
});
export type CreditStatementResponse = z.infer<typeof creditStatementResponse>;

/** A posting on a merchant's credit account, as the statement reads them (oldest first). */
export interface CreditMovement {
  date: string;
  kind: CreditStatementKind;
  reference: string;
  amount: number;
}

/**
 * The statement lines from the balance before the period and the period's movements: each line carries the
 * running balance, and the closing balance is the opening plus every movement.
 */
export function creditStatementOf(openingBalance: number, movements: readonly CreditMovement[]) {
  let balance = openingBalance;
  const lines = movements.map((movement) => {
    balance += movement.amount;
    return { ...movement, balance };
  });
  return { opening_balance: openingBalance, lines, closing_balance: balance };
}
