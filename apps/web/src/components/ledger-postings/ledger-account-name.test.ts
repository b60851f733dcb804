import { ledgerAccounts } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { debitCreditOf, ledgerAccountName } from './ledger-account-name';

describe('ledger account names', () => {
  it('reads every account the domain writes', () => {
    expect(ledgerAccountName(ledgerAccounts.merchantCodPayable(12))).toEqual({
      name: 'merchantCodPayable',
      merchantId: 12,
    });
    expect(ledgerAccountName(ledgerAccounts.merchantChargesReceivable(4))).toEqual({
      name: 'merchantCharges',
      merchantId: 4,
    });
    expect(ledgerAccountName(ledgerAccounts.merchantCredit(4))).toEqual({ name: 'merchantCredit', merchantId: 4 });
    expect(ledgerAccountName(ledgerAccounts.clearancePayable)).toEqual({ name: 'clearancePayable' });
    expect(ledgerAccountName(ledgerAccounts.bank(1))).toEqual({ name: 'bank', bankId: 1 });
    expect(ledgerAccountName(ledgerAccounts.branchCash(3))).toEqual({ name: 'branchCash', branchId: 3 });
    expect(ledgerAccountName(ledgerAccounts.branchSuspense(3))).toEqual({ name: 'branchSuspense', branchId: 3 });
    expect(ledgerAccountName(ledgerAccounts.revenue('cod_fee', 2))).toEqual({
      name: 'revenue',
      revenue: 'cod_fee',
      branchId: 2,
    });
    expect(ledgerAccountName(ledgerAccounts.expense('bank_charge', 2))).toEqual({
      name: 'expense',
      expense: 'bank_charge',
      branchId: 2,
    });
    expect(ledgerAccountName(ledgerAccounts.gatePayable(7))).toEqual({ name: 'gatePayable', gateId: 7 });
    expect(ledgerAccountName(ledgerAccounts.mmpostPayable(1))).toEqual({ name: 'mmpostPayable', companyId: 1 });
    expect(ledgerAccountName(ledgerAccounts.emoPayable(1))).toEqual({ name: 'emoPayable', companyId: 1 });
  });

  it('leaves ids of unknown shape alone', () => {
    for (const account of [
      'equity:owner',
      'payable:cod:x',
      'revenue:tips:2',
      'expense:tips:2',
      'payable:gate:x',
      'bank:',
      'cash:branch:1:2',
      '',
    ])
      expect(ledgerAccountName(account)).toBeNull();
  });

  it('puts debits and credits in their columns', () => {
    expect(debitCreditOf(500)).toEqual({ debit: 500, credit: null });
    expect(debitCreditOf(-500)).toEqual({ debit: null, credit: 500 });
    expect(debitCreditOf(0)).toEqual({ debit: null, credit: null });
  });
});
