import { expenseKinds, revenueKinds, type ExpenseKind, type RevenueKind } from '@waypost/domain';

/** What a ledger account id names (domain ledgerAccounts), for its name in the reader's language. */
export type LedgerAccountName =
  | { name: 'merchantCodPayable' | 'merchantCharges' | 'merchantCredit'; merchantId: number }
  | { name: 'branchCash' | 'branchSuspense'; branchId: number }
  | { name: 'revenue'; revenue: RevenueKind; branchId: number }
  | { name: 'expense'; expense: ExpenseKind; branchId: number }
  | { name: 'gatePayable'; gateId: number }
  | { name: 'agentPayable'; branchId: number }
  | { name: 'mmpostPayable' | 'emoPayable'; companyId: number }
  | { name: 'bank'; bankId: number }
  | { name: 'clearancePayable' };

const merchantAccounts = {
  'payable:cod': 'merchantCodPayable',
  'receivable:charges': 'merchantCharges',
  'receivable:credit': 'merchantCredit',
} as const;
const branchAccounts = { 'cash:branch': 'branchCash', 'suspense:branch': 'branchSuspense' } as const;

const idOf = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);
const isRevenueKind = (text: string | undefined): text is RevenueKind =>
  (revenueKinds as readonly (string | undefined)[]).includes(text);
const isExpenseKind = (text: string | undefined): text is ExpenseKind =>
  (expenseKinds as readonly (string | undefined)[]).includes(text);
const companyAccounts = { 'payable:mmpost': 'mmpostPayable', 'payable:emo': 'emoPayable' } as const;

/**
 * Reads an account id as the domain writes it (`payable:cod:12`, `cash:branch:3`, `revenue:cod_fee:3` …); null for
 * an id of no known shape, which the screens then show as it is.
 */
export function ledgerAccountName(account: string): LedgerAccountName | null {
  if (account === 'payable:clearance') return { name: 'clearancePayable' };
  const parts = account.split(':');
  const [first, second, third] = parts;
  if (parts.length === 2 && first === 'bank') {
    const bankId = idOf(second);
    return bankId === null ? null : { name: 'bank', bankId };
  }
  if (parts.length !== 3) return null;
  const prefix = `${first}:${second}`;
  const id = idOf(third);
  if (id === null) return null;
  if (Object.hasOwn(merchantAccounts, prefix)) {
    return { name: merchantAccounts[prefix as keyof typeof merchantAccounts], merchantId: id };
  }
  if (Object.hasOwn(branchAccounts, prefix)) {
    return { name: branchAccounts[prefix as keyof typeof branchAccounts], branchId: id };
  }
  if (first === 'revenue' && isRevenueKind(second)) return { name: 'revenue', revenue: second, branchId: id };
  if (first === 'expense' && isExpenseKind(second)) return { name: 'expense', expense: second, branchId: id };
  if (prefix === 'payable:gate') return { name: 'gatePayable', gateId: id };
  if (prefix === 'payable:agent') return { name: 'agentPayable', branchId: id };
  if (Object.hasOwn(companyAccounts, prefix)) {
    return { name: companyAccounts[prefix as keyof typeof companyAccounts], companyId: id };
  }
  return null;
}

/** A posting's amount in the debit or the credit column (debits are positive, credits negative). */
export function debitCreditOf(amount: number): { debit: number | null; credit: number | null } {
  if (amount > 0) return { debit: amount, credit: null };
  if (amount < 0) return { debit: null, credit: -amount };
  return { debit: null, credit: null };
}
