import { describe, expect, it } from 'vitest';
import { callListQuery, callLogCreate, keepsCaseOpen, labelPhonesOf } from './call-log-schemas.js';

const call = { attempt: 'second', outcome: 'no_answer', phone: '+95 9 421 234 567' } as const;

function fieldErrors(result: ReturnType<typeof callLogCreate.safeParse>) {
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('callLogCreate', () => {
  it('stores the phone as the counter types it and keeps the call-again time of a No Answer', () => {
    const parsed = callLogCreate.parse({
      ...call,
      remark: ' no one home ',
      call_again_at: '2026-03-02T10:00:00+06:30',
    });
    expect(parsed).toEqual({
      attempt: 'second',
      outcome: 'no_answer',
      phone: '09421234567',
      remark: 'no one home',
      call_again_at: '2026-03-02T10:00:00+06:30',
    });
    expect(callLogCreate.parse({ ...call, call_again_at: null }).call_again_at).toBeNull();
  });

  it('refuses a call-again time after a completed call, a bad time, a bad phone and unknown choices', () => {
    expect(
      fieldErrors(
        callLogCreate.safeParse({ ...call, outcome: 'call_complete', call_again_at: '2026-03-02T10:00:00Z' }),
      ),
    ).toEqual({ call_again_at: 'callLog.callAgainNotAllowed' });
    expect(fieldErrors(callLogCreate.safeParse({ ...call, call_again_at: 'tomorrow' }))).toEqual({
      call_again_at: 'validation.invalidErrorMessage',
    });
    expect(fieldErrors(callLogCreate.safeParse({ ...call, phone: '12' }))).toEqual({
      phone: 'validation.phoneErrorMessage',
    });
    expect(fieldErrors(callLogCreate.safeParse({ attempt: 'fourth', outcome: 'maybe', phone: 5 }))).toEqual({
      attempt: 'validation.noselectErrorMessage',
      outcome: 'validation.noselectErrorMessage',
      phone: 'validation.phoneErrorMessage',
    });
  });

  it('keeps a case open after No Answer and Busy only', () => {
    expect(keepsCaseOpen('no_answer')).toBe(true);
    expect(keepsCaseOpen('busy')).toBe(true);
    expect(keepsCaseOpen('call_complete')).toBe(false);
  });
});

describe('callListQuery', () => {
  it('opens on the pending tab, first page', () => {
    expect(callListQuery.parse({})).toEqual({ tab: 'pending', page: 1, per_page: 9 });
    expect(callListQuery.parse({ tab: 'scheduled', page: '3' })).toMatchObject({ tab: 'scheduled', page: 3 });
    expect(callListQuery.safeParse({ tab: 'done' }).success).toBe(false);
  });
});

describe('labelPhonesOf', () => {
  it('lists the receiver, the contact phones and the sender, each once', () => {
    expect(
      labelPhonesOf({
        receiverPhone: '09421234567',
        contactPhones: ['0912345678', '09421234567', ''],
        senderPhone: '0912345678',
      }),
    ).toEqual([
      { phone: '09421234567', kind: 'receiver' },
      { phone: '0912345678', kind: 'contact' },
    ]);
    expect(labelPhonesOf({ receiverPhone: '0911111111', contactPhones: [], senderPhone: '0922222222' })).toEqual([
      { phone: '0911111111', kind: 'receiver' },
      { phone: '0922222222', kind: 'sender' },
    ]);
  });
});
