/**
 * The bank statement's enumerations (issue 28 §5). Each is data: the database column, the zod schema and the rules
 * read the same array. Display names live in the domain messages under the namespace named in the comment.
 */

/** The banks whose statement columns Waypost knows (named presets of a column mapping). i18n: `bankPreset.*`. */
export const bankPresets = ['KBZ', 'CB', 'AYA', 'YOMA'] as const;
export type BankPreset = (typeof bankPresets)[number];

/** Where a statement line stands: matched to a target, posted as a bank charge, or waiting. i18n: `bankLineState.*`. */
export const bankLineStates = ['unmatched', 'matched', 'fee'] as const;
export type BankLineState = (typeof bankLineStates)[number];

/**
 * What a line is matched to: a branch's COD remittance (money in), a completed clearance batch's payout to a merchant
 * (money out), or a till's deposit to the bank (money in, journal entries of kind `bank_deposit`).
 * i18n: `bankMatchKind.*`.
 */
export const bankMatchKinds = ['remittance', 'clearance_payout', 'deposit'] as const;
export type BankMatchKind = (typeof bankMatchKinds)[number];

/** A line's direction: credit = money into the account, debit = money out of it. */
export const bankLineDirections = ['credit', 'debit'] as const;
export type BankLineDirection = (typeof bankLineDirections)[number];

/** The direction of the money each kind of target moves. */
export const bankMatchKindDirection = {
  remittance: 'credit',
  deposit: 'credit',
  clearance_payout: 'debit',
} as const satisfies Record<BankMatchKind, BankLineDirection>;

/** The columns a mapping names: date, description, debit and credit are needed; reference and balance optional. */
export const bankStatementColumns = ['date', 'description', 'reference', 'debit', 'credit', 'balance'] as const;
export type BankStatementColumn = (typeof bankStatementColumns)[number];
