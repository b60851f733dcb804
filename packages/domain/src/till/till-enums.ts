import type { JournalEntryKind } from '../ledger/ledger-entries.js';

/** The kyat notes a clerk counts at the end of the day (issue 28 §4), largest first. */
export const tillDenominations = ['10000', '5000', '1000', '500', '200', '100', '50'] as const;
export type TillDenomination = (typeof tillDenominations)[number];

/** A close is made by the clerk who counted (closed) and signed off by a supervisor or above (approved). */
export const tillCloseStates = ['closed', 'approved'] as const;
export type TillCloseState = (typeof tillCloseStates)[number];

/** Where cash came into the till from, by the journal entry that moved it. */
export const tillCashInKinds = ['counter_fees', 'cod_counter', 'cod_handover', 'emo_received'] as const;
export type TillCashInKind = (typeof tillCashInKinds)[number];

/** Where cash left the till for. */
export const tillCashOutKinds = ['emo_payout', 'emo_refund', 'expenses', 'bank_deposits'] as const;
export type TillCashOutKind = (typeof tillCashOutKinds)[number];

/** Every column of the day's figures; `other` holds what fits none (reversals, differences), signed. */
export type TillColumn = TillCashInKind | TillCashOutKind | 'other';

/**
 * The column a journal entry's posting on a branch's cash counts in. A COD label's charges paid at the counter
 * (`label_accept`, sender pays) are counter fees like a walk-in's (`counter_sale`); `cod_collect` only ever posts to
 * the branch's cash when it was collected at the counter (a courier's collection posts to his own cash, which he
 * hands over: `cash_handover`); a remittance takes COD cash to the bank like a deposit.
 */
export const tillColumnOfKind: Partial<Record<JournalEntryKind, TillColumn>> = {
  counter_sale: 'counter_fees',
  label_accept: 'counter_fees',
  cod_collect: 'cod_counter',
  cash_handover: 'cod_handover',
  emo_book: 'emo_received',
  emo_payout: 'emo_payout',
  emo_cancel: 'emo_refund',
  emo_return: 'emo_refund',
  emo_refund: 'emo_refund',
  expense_paid: 'expenses',
  bank_deposit: 'bank_deposits',
  remittance: 'bank_deposits',
};

export const tillColumnOf = (kind: JournalEntryKind): TillColumn => tillColumnOfKind[kind] ?? 'other';
