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
  /** Issue 28: a bus gate's fee owed to its operator when parcels are handed over; a gate's payables paid. */
  'gate_handover',
  'gate_settle',
  /** Myanmar Post's fees owed when labels are handed off to it. */
  'mmpost_handoff',
  /** EMO money orders: cash taken at the booking branch, paid out at the paying branch, refunded, returned. */
  'emo_book',
  'emo_payout',
  'emo_cancel',
  'emo_return',
  /** A returned order's amount handed back to its sender at the booking branch (clears the return's suspense). */
  'emo_refund',
  /** The branch till: a walk-in label's fees taken at the counter; an approved expense paid from the till. */
  'counter_sale',
  'expense_paid',
  /** A till's end-of-day count that differs from the ledger (the difference goes to suspense); cash deposited. */
  'till_difference',
  'bank_deposit',
  /** A charge the bank took, found on its statement. */
  'bank_fee',
  /** Issue 30 §4: an agent's fees for a confirmed service, owed to it; an agent settlement paid out. */
  'agent_service_confirm',
  'agent_settlement_pay',
  /** Undoes an earlier entry of a label's COD (a delivery or a return scanned by mistake, then rolled back). */
  'reversal',
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

/** What Waypost earns, per accepting branch: delivery charges split into shipping and insurance, COD and gate fees. */
export const revenueKinds = ['shipping', 'insurance', 'cod_fee', 'gate_submit', 'emo_fee'] as const;
export type RevenueKind = (typeof revenueKinds)[number];

/** What Waypost spends, per branch (issue 28): bus gates' and Myanmar Post's fees, bank charges, other expenses. */
export const expenseKinds = ['gate_fee', 'mmpost_fee', 'agent_fee', 'bank_charge', 'other'] as const;
export type ExpenseKind = (typeof expenseKinds)[number];

/** Ledger account ids of the money design §3, by what they hold. */
export const ledgerAccounts = {
  merchantCodPayable: (merchantId: number) => `payable:cod:${merchantId}`,
  merchantChargesReceivable: (merchantId: number) => `receivable:charges:${merchantId}`,
  merchantCredit: (merchantId: number) => `receivable:credit:${merchantId}`,
  clearancePayable: 'payable:clearance',
  bank: (bankAccountId: number) => `bank:${bankAccountId}`,
  branchCash: (branchId: number) => `cash:branch:${branchId}`,
  branchSuspense: (branchId: number) => `suspense:branch:${branchId}`,
  /** The COD cash a courier collected and has not yet handed over at his branch (issue 12, E2/E3). */
  courierCash: (courierId: number) => `cash:courier:${courierId}`,
  /** What a member of staff owes Waypost: a courier's short handover (money design §1 "Partial failures"). */
  staffReceivable: (userId: number) => `receivable:staff:${userId}`,
  /** Per accepting branch, so that two branches booking at once never wait on one revenue row. */
  revenue: (kind: RevenueKind, branchId: number) => `revenue:${kind}:${branchId}`,
  /** Per branch that incurred it (the head office's own branch for company-wide charges). */
  expense: (kind: ExpenseKind, branchId: number) => `expense:${kind}:${branchId}`,
  /** What Waypost owes a bus gate's operator for the parcels handed to it, until finance pays (issue 28 §1). */
  gatePayable: (gateId: number) => `payable:gate:${gateId}`,
  /** What Waypost owes Myanmar Post for hand-offs, per company (issue 28 §2). */
  mmpostPayable: (companyId: number) => `payable:mmpost:${companyId}`,
  /** EMO money orders booked and not yet paid out or refunded, per company (issue 28 §3). */
  emoPayable: (companyId: number) => `payable:emo:${companyId}`,
  /** What Waypost owes an agent branch for its confirmed services, until a settlement pays it (issue 30 §4). */
  agentPayable: (agentBranchId: number) => `payable:agent:${agentBranchId}`,
} as const;

/** The kinds of ledger account, by the first part of the account id (`payable:cod:3` is a payable). */
export const ledgerAccountKinds = ['cash', 'bank', 'receivable', 'payable', 'suspense', 'revenue', 'expense'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** The kind of an account id, or null for an id of no known kind. */
export function ledgerAccountKindOf(account: string): LedgerAccountKind | null {
  const kind = account.slice(0, account.indexOf(':'));
  return (ledgerAccountKinds as readonly string[]).includes(kind) ? (kind as LedgerAccountKind) : null;
}

/**
 * The bounds of an account's balance (money design §3): cash, bank and money owed to Waypost never go below 0;
 * what Waypost owes never above 0; a merchant's credit account and suspense are unbounded (credit has a limit of
 * its own), and so are revenue and expense.
 */
export function ledgerAccountBounds(account: string): { min: number | null; max: number | null } {
  const kind = ledgerAccountKindOf(account);
  if (kind === 'cash' || kind === 'bank') return { min: 0, max: null };
  if (kind === 'receivable') return isCreditAccount(account) ? { min: null, max: null } : { min: 0, max: null };
  if (kind === 'payable') return { min: null, max: 0 };
  return { min: null, max: null };
}

const isCreditAccount = (account: string) => account.startsWith('receivable:credit:');

/**
 * The debit limit an account opens with: a merchant's credit account starts at 0 (money design §4: new merchants
 * get no credit until a finance-manager sets a limit), so an account opened by its first posting is never unlimited.
 */
export function ledgerAccountOpeningLimit(account: string): number | null {
  return isCreditAccount(account) ? 0 : null;
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
