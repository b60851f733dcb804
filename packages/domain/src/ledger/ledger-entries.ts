import { z } from 'zod';

/** What a journal entry records (money design §3, E1–E10). Stored in `journal_entries.kind`. */
export const journalEntryKinds = [
  'label_accept',
  'cod_collect',
  'cash_handover',
  'remittance',
  'gate_fee',
  'label_return',
  'clearance_issue',
  'clearance_complete',
  'clearance_void',
  'credit_payment',
] as const;
export type JournalEntryKind = (typeof journalEntryKinds)[number];

/** One line of a journal entry: debits positive, credits negative, whole kyat, never 0. */
export interface Posting {
  account: string;
  amount: number;
}

/** A journal entry to write: its natural key makes a replay post nothing twice. */
export interface JournalEntryDraft {
  naturalKey: string;
  kind: JournalEntryKind;
  postings: Posting[];
  /** The natural key of the entry this one reverses. */
  reversalOf?: string;
}

/** Ledger account ids of the money design §3, by what they hold. */
export const ledgerAccounts = {
  merchantCodPayable: (merchantId: number) => `payable:cod:${merchantId}`,
  merchantChargesReceivable: (merchantId: number) => `receivable:charges:${merchantId}`,
  merchantCredit: (merchantId: number) => `receivable:credit:${merchantId}`,
  clearancePayable: 'payable:clearance',
  bank: (bankAccountId: number) => `bank:${bankAccountId}`,
} as const;

/** The kinds of ledger account, by the first part of the account id (`payable:cod:3` is a payable). */
export const ledgerAccountKinds = ['cash', 'bank', 'receivable', 'payable', 'suspense', 'revenue'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** The kind of an account id, or null for an id of no known kind. */
export function ledgerAccountKindOf(account: string): LedgerAccountKind | null {
  const kind = account.slice(0, account.indexOf(':'));
  return (ledgerAccountKinds as readonly string[]).includes(kind) ? (kind as LedgerAccountKind) : null;
}

/**
 * The bounds of an account's balance (money design §3): cash, bank and money owed to Waypost never go below 0;
 * what Waypost owes never above 0; a merchant's credit account and suspense are unbounded (credit has a limit of
 * its own), and so is revenue.
 */
export function ledgerAccountBounds(account: string): { min: number | null; max: number | null } {
  const kind = ledgerAccountKindOf(account);
  if (kind === 'cash' || kind === 'bank') return { min: 0, max: null };
  if (kind === 'receivable')
    return account.startsWith('receivable:credit:') ? { min: null, max: null } : { min: 0, max: null };
  if (kind === 'payable') return { min: null, max: 0 };
  return { min: null, max: null };
}

/** True when the entry can be written: at least two lines, none zero, summing to zero. */
export function isBalanced(postings: readonly Posting[]): boolean {
  return (
    postings.length >= 2 &&
    postings.every((posting) => Number.isSafeInteger(posting.amount) && posting.amount !== 0) &&
    postings.reduce((sum, posting) => sum + posting.amount, 0) === 0
  );
}

/** GET /api/ledger/trial-balance: every account's balance; they sum to zero. */
export const trialBalanceResponse = z.object({
  accounts: z.array(z.object({ id: z.string(), kind: z.enum(ledgerAccountKinds), balance: z.number().int() })),
  total: z.number().int(),
});
export type TrialBalance = z.infer<typeof trialBalanceResponse>;
