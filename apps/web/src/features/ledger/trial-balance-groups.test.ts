import { describe, expect, it } from 'vitest';
import { trialBalanceGroups, trialBalanceSums } from './trial-balance-groups';

const accounts = [
  { id: 'payable:cod:3', kind: 'payable', balance: -50_000 },
  { id: 'cash:branch:10', kind: 'cash', balance: 20_000 },
  { id: 'cash:branch:2', kind: 'cash', balance: 31_000 },
  { id: 'suspense:branch:2', kind: 'suspense', balance: 1_000 },
  { id: 'revenue:cod_fee:2', kind: 'revenue', balance: -2_000 },
] as const;

describe('trial balance', () => {
  it('groups the accounts by kind, in the domain’s order, each with its sums', () => {
    const groups = trialBalanceGroups([...accounts]);
    expect(groups.map((group) => group.kind)).toEqual(['cash', 'payable', 'suspense', 'revenue']);
    expect(groups[0]).toEqual({
      kind: 'cash',
      accounts: [accounts[2], accounts[1]],
      debit: 51_000,
      credit: 0,
    });
    expect(groups[1]).toMatchObject({ debit: 0, credit: 50_000 });
  });

  it('balances when debits equal credits', () => {
    expect(trialBalanceSums([...accounts])).toEqual({ debit: 52_000, credit: 52_000, balanced: true });
    expect(trialBalanceSums([accounts[0]])).toEqual({ debit: 0, credit: 50_000, balanced: false });
    expect(trialBalanceSums([])).toEqual({ debit: 0, credit: 0, balanced: true });
  });
});
