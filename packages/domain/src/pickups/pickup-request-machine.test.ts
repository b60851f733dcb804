import { describe, expect, it } from 'vitest';
import { pickupRequestStates } from './pickup-enums.js';
import { pickupActionsFor, pickupStep } from './pickup-request-machine.js';

describe('pickup request state machine', () => {
  it('walks the happy path: assign → accept → complete', () => {
    expect(pickupStep('unassigned', 'assign', 'supervisor')).toEqual({
      ok: true,
      to: 'pending',
      log: 'pending',
      keepsPostman: true,
    });
    expect(pickupStep('pending', 'accept', 'postman')).toMatchObject({ ok: true, to: 'ongoing', log: 'accept' });
    expect(pickupStep('ongoing', 'complete', 'postman')).toMatchObject({ ok: true, to: 'complete', log: 'complete' });
    expect(pickupStep('ongoing', 'complete', 'supervisor')).toMatchObject({ ok: true, to: 'complete' });
  });

  it('sends a denied pickup back to unassigned without its postman, and lets the branch give it again', () => {
    expect(pickupStep('pending', 'deny', 'postman')).toEqual({
      ok: true,
      to: 'unassigned',
      log: 'deny',
      keepsPostman: false,
    });
    expect(pickupStep('pending', 'assign', 'supervisor')).toMatchObject({ ok: true, to: 'pending' });
  });

  it('hands an ongoing pickup back to the branch, which may assign it again', () => {
    expect(pickupStep('ongoing', 'handover', 'postman')).toMatchObject({
      ok: true,
      to: 'handover',
      keepsPostman: false,
    });
    expect(pickupStep('handover', 'assign', 'supervisor')).toMatchObject({ ok: true, to: 'pending' });
    expect(pickupStep('handover', 'handover', 'postman')).toEqual({ ok: false, refusal: 'state' });
  });

  it('fails from the open states: the postman only while it is his, the supervisor also before', () => {
    expect(pickupStep('ongoing', 'fail', 'postman')).toMatchObject({ ok: true, to: 'failed', log: 'failed' });
    expect(pickupStep('pending', 'fail', 'postman')).toMatchObject({ ok: true });
    expect(pickupStep('unassigned', 'fail', 'postman')).toEqual({ ok: false, refusal: 'state' });
    expect(pickupStep('unassigned', 'fail', 'supervisor')).toMatchObject({ ok: true });
    expect(pickupStep('complete', 'fail', 'supervisor')).toEqual({ ok: false, refusal: 'state' });
  });

  it('refuses a role that never does the action, before looking at the state', () => {
    expect(pickupStep('pending', 'accept', 'supervisor')).toEqual({ ok: false, refusal: 'role' });
    expect(pickupStep('complete', 'assign', 'postman')).toEqual({ ok: false, refusal: 'role' });
    expect(pickupStep('ongoing', 'deny', 'postman')).toEqual({ ok: false, refusal: 'state' });
  });

  it('ends at complete and failed', () => {
    for (const end of ['complete', 'failed'] as const) {
      expect(pickupActionsFor({ state: end, canAssign: true, isItsPostman: true })).toEqual([]);
    }
    expect(pickupRequestStates).toContain('handover');
  });

  it('lists the actions a user may take now', () => {
    expect(pickupActionsFor({ state: 'pending', canAssign: false, isItsPostman: true })).toEqual([
      'accept',
      'deny',
      'fail',
    ]);
    expect(pickupActionsFor({ state: 'pending', canAssign: true, isItsPostman: false })).toEqual(['assign', 'fail']);
    expect(pickupActionsFor({ state: 'ongoing', canAssign: false, isItsPostman: true })).toEqual([
      'complete',
      'handover',
      'fail',
    ]);
    expect(pickupActionsFor({ state: 'unassigned', canAssign: false, isItsPostman: false })).toEqual([]);
  });
});
