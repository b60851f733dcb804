import type { CreditPaymentRequest } from '@waypost/domain';
import { readKyat } from '@/lib/amount-input';

export interface CreditPaymentFormValues {
  /** As typed: thousands commas and Myanmar digits allowed. */
  amount: string;
  bank_ref: string;
  /** yyyy-mm-dd from the date picker; the server takes today (Yangon) when absent. */
  paid_on: string | undefined;
}

/** The POST body of a credit payment, or null while the form cannot make one. */
export function creditPaymentRequestOf(values: Partial<CreditPaymentFormValues>): CreditPaymentRequest | null {
  const amount = readKyat(values.amount);
  const bankRef = values.bank_ref?.trim() ?? '';
  if (amount === null || bankRef === '') return null;
  return { amount, bank_ref: bankRef, ...(values.paid_on ? { paid_on: values.paid_on } : {}) };
}
