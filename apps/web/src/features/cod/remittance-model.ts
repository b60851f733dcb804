import type { CodLabelItem, RemittanceRequest } from '@waypost/domain';
import { readKyat } from '@/lib/amount-input';

type BranchRef = NonNullable<CodLabelItem['collect_branch']>;

/** What the selected labels ask of a remittance: the branch that collected them and what it should have banked. */
export interface RemittanceSelection {
  /** The one collecting branch of every selected label, or null when they were collected at several (or none). */
  branch: BranchRef | null;
  /** Every collecting branch among the selected labels (one remittance is one branch's transfer). */
  branches: readonly BranchRef[];
  labelIds: readonly number[];
  /** Σ C: what the branch collected for them. */
  expected: number;
}

export function remittanceSelectionOf(rows: readonly CodLabelItem[]): RemittanceSelection {
  const branches = new Map<number, BranchRef>();
  for (const row of rows) if (row.collect_branch) branches.set(row.collect_branch.id, row.collect_branch);
  const only = branches.size === 1 ? [...branches.values()][0] : undefined;
  return {
    branch: only && rows.every((row) => row.collect_branch !== null) ? only : null,
    branches: [...branches.values()],
    labelIds: rows.map((row) => row.label_id),
    expected: rows.reduce((sum, row) => sum + row.cod_charge, 0),
  };
}

/** How the amount found in the bank compares with what was collected; a difference goes to the branch's suspense. */
export type RemittanceDifference = { kind: 'exact' } | { kind: 'long' | 'short'; amount: number };

export function remittanceDifferenceOf(amount: number, expected: number): RemittanceDifference {
  if (amount === expected) return { kind: 'exact' };
  return amount > expected ? { kind: 'long', amount: amount - expected } : { kind: 'short', amount: expected - amount };
}

export interface RemittanceFormValues {
  /** As typed: thousands commas and Myanmar digits allowed. */
  amount: string;
  bank_ref: string;
}

/** The POST body of a remittance, or null while the selection or the form cannot make one. */
export function remittanceRequestOf(
  selection: RemittanceSelection,
  values: Partial<RemittanceFormValues>,
): RemittanceRequest | null {
  const amount = readKyat(values.amount);
  const bankRef = values.bank_ref?.trim() ?? '';
  if (!selection.branch || selection.labelIds.length === 0 || amount === null || bankRef === '') return null;
  return { branch_id: selection.branch.id, amount, bank_ref: bankRef, label_ids: [...selection.labelIds] };
}
