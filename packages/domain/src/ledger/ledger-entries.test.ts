import { describe, expect, it } from 'vitest';
import {
  isBalanced,
  ledgerAccountBounds,
  ledgerAccountKindOf,
  ledgerAccountOpeningLimit,
  ledgerAccounts,
} from './ledger-entries.js';

describe('ledger accounts (money design §3)', () => {
  it('tells an account’s kind from its id, and nothing for an id of no known kind', () => {
    expect(ledgerAccountKindOf(ledgerAccounts.merchantCodPayable(3))).toBe('payable');
    expect(ledgerAccountKindOf('cash:courier:7')).toBe('cash');
    expect(ledgerAccountKindOf('revenue:cod_fee')).toBe('revenue');
    expect(ledgerAccountKindOf('wallet:1')).toBeNull();
    expect(ledgerAccountKindOf('cash')).toBeNull();
  });

  it('bounds cash, bank and what is owed to Waypost at zero from below, and what Waypost owes from above', () => {
    expect(ledgerAccountBounds('cash:branch:1')).toEqual({ min: 0, max: null });
    expect(ledgerAccountBounds(ledgerAccounts.bank(1))).toEqual({ min: 0, max: null });
    expect(ledgerAccountBounds(ledgerAccounts.merchantChargesReceivable(3))).toEqual({ min: 0, max: null });
    expect(ledgerAccountBounds(ledgerAccounts.clearancePayable)).toEqual({ min: null, max: 0 });
    // A merchant's credit account goes negative when prepaid; suspense and revenue are unbounded.
    expect(ledgerAccountBounds(ledgerAccounts.merchantCredit(3))).toEqual({ min: null, max: null });
    expect(ledgerAccountBounds('suspense:branch:1')).toEqual({ min: null, max: null });
    expect(ledgerAccountBounds('revenue:shipping')).toEqual({ min: null, max: null });
  });

  it('accepts only entries of two or more non-zero whole-kyat lines summing to zero', () => {
    expect(isBalanced([{ account: 'a', amount: 5 }])).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 5 },
        { account: 'b', amount: -4 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 0 },
        { account: 'b', amount: 0 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 0.5 },
        { account: 'b', amount: -0.5 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 5 },
        { account: 'b', amount: -5 },
      ]),
    ).toBe(true);
  });
});

describe('ledger account opening limit (money design §4)', () => {
  it('opens a merchant’s credit account with no credit, and every other account without a limit', () => {
    expect(ledgerAccountOpeningLimit(ledgerAccounts.merchantCredit(3))).toBe(0);
    expect(ledgerAccountOpeningLimit(ledgerAccounts.branchCash(1))).toBeNull();
    expect(ledgerAccountOpeningLimit(ledgerAccounts.revenue('shipping', 1))).toBeNull();
  });

  it('names what issue 28 owes and spends: gates, Myanmar Post, EMO orders, expenses', () => {
    expect(ledgerAccounts.emoPayable(1)).toBe('payable:emo:1');
    expect(ledgerAccountBounds(ledgerAccounts.emoPayable(1))).toEqual({ min: null, max: 0 });
    expect(ledgerAccountKindOf(ledgerAccounts.expense('bank_charge', 2))).toBe('expense');
    expect(ledgerAccountBounds(ledgerAccounts.expense('gate_fee', 2))).toEqual({ min: null, max: null });
  });
});
