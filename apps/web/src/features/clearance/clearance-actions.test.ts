import type { AccessUser } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { clearanceActionsFor, completeRequestOf } from './clearance-actions';

const user = (...permissions: string[]): AccessUser => ({
  role: { slug: 'finance-manager', level: 9, permissions },
  branch: null,
});
const financeManager = user('cod.view', 'cod.clear', 'cod.approve');
const accountant = user('cod.view', 'cod.clear');
const person = { id: 3, name: 'Daw Mya' };

describe('clearance batch actions', () => {
  it('lets a finance-manager pay out or void a pending batch that needs no approval', () => {
    const batch = { status: 'pending', needs_approval: false, approved_by: null } as const;
    expect(clearanceActionsFor(batch, financeManager)).toEqual({
      approve: false,
      complete: true,
      void: true,
      awaitingApproval: false,
    });
  });

  it('asks for the approval first when the batch needs one', () => {
    const batch = { status: 'pending', needs_approval: true, approved_by: null } as const;
    expect(clearanceActionsFor(batch, financeManager)).toEqual({
      approve: true,
      complete: false,
      void: true,
      awaitingApproval: true,
    });
    expect(clearanceActionsFor({ ...batch, approved_by: person }, financeManager)).toMatchObject({
      approve: false,
      complete: true,
    });
  });

  it('offers nothing on a batch that is no longer pending, nor to an accountant', () => {
    for (const status of ['complete', 'void'] as const) {
      expect(clearanceActionsFor({ status, needs_approval: true, approved_by: null }, financeManager)).toEqual({
        approve: false,
        complete: false,
        void: false,
        awaitingApproval: false,
      });
    }
    const batch = { status: 'pending', needs_approval: true, approved_by: null } as const;
    expect(clearanceActionsFor(batch, accountant)).toEqual({
      approve: false,
      complete: false,
      void: false,
      awaitingApproval: true,
    });
  });

  it('makes the payout request from the form', () => {
    expect(completeRequestOf({ transfer_date: '2026-03-02', bank_ref: ' KBZ-77 ' })).toEqual({
      transfer_date: '2026-03-02',
      bank_ref: 'KBZ-77',
    });
    expect(completeRequestOf({ transfer_date: undefined, bank_ref: 'KBZ' })).toBeNull();
    expect(completeRequestOf({ transfer_date: '02/03/2026', bank_ref: 'KBZ' })).toBeNull();
    expect(completeRequestOf({ transfer_date: '2026-03-02', bank_ref: '  ' })).toBeNull();
  });
});
