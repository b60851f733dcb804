import { ledgerAccountKinds, naturalCompare, type LedgerAccountKind, type TrialBalance } from '@waypost/domain';
import { debitCreditOf } from '@/components/ledger-postings/ledger-account-name';

type Account = TrialBalance['accounts'][number];

export interface TrialBalanceSums {
  /** Σ of the debit balances (positive). */
  debit: number;
  /** Σ of the credit balances, as a positive number. */
  credit: number;
}

export interface TrialBalanceGroup extends TrialBalanceSums {
  kind: LedgerAccountKind;
  /** In natural order of their ids (`cash:branch:2` before `cash:branch:10`). */
  accounts: Account[];
}

function sumsOf(accounts: readonly Account[]): TrialBalanceSums {
  return accounts.reduce(
    (sums, account) => {
      const { debit, credit } = debitCreditOf(account.balance);
      return { debit: sums.debit + (debit ?? 0), credit: sums.credit + (credit ?? 0) };
    },
    { debit: 0, credit: 0 },
  );
}

/** The accounts by kind, in the domain's order of kinds (cash, bank, receivable, payable, suspense, revenue). */
export function trialBalanceGroups(accounts: readonly Account[]): TrialBalanceGroup[] {
  const compare = naturalCompare('en');
  return ledgerAccountKinds.flatMap((kind) => {
    const ofKind = accounts.filter((account) => account.kind === kind).sort((a, b) => compare(a.id, b.id));
    return ofKind.length > 0 ? [{ kind, accounts: ofKind, ...sumsOf(ofKind) }] : [];
  });
}

/** The debit and credit columns' totals: equal (the balances sum to zero) when the books balance. */
export function trialBalanceSums(accounts: readonly Account[]): TrialBalanceSums & { balanced: boolean } {
  const sums = sumsOf(accounts);
  return { ...sums, balanced: sums.debit === sums.credit };
}
