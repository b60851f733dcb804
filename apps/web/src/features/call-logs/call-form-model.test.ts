import { describe, expect, it } from 'vitest';
import {
  asksCallAgain,
  callRequestOf,
  dayjsToWallClock,
  defaultCallAgain,
  isInFuture,
  nextAttempt,
  wallClockToDayjs,
  yangonWallClockOf,
  yangonWallClockToIso,
} from './call-form-model';

describe('call form model', () => {
  it('reads a picked time as Yangon time, whatever the browser’s zone', () => {
    const picked = { year: 2026, month: 3, day: 2, hour: 9, minute: 5 };
    expect(yangonWallClockToIso(picked)).toBe('2026-03-02T09:05:00+06:30');
    expect(new Date(yangonWallClockToIso(picked)).toISOString()).toBe('2026-03-02T02:35:00.000Z');
    expect(yangonWallClockOf(new Date('2026-03-01T20:00:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 2,
      minute: 30,
    });
    expect(dayjsToWallClock(wallClockToDayjs(picked))).toEqual(picked);
  });

  it('offers an hour from now on the next five minutes, and tells a past time', () => {
    const now = new Date('2026-03-02T03:31:10Z'); // 10:01 in Yangon
    expect(defaultCallAgain(now)).toEqual({ year: 2026, month: 3, day: 2, hour: 11, minute: 5 });
    expect(isInFuture(defaultCallAgain(now), now)).toBe(true);
    expect(isInFuture({ year: 2026, month: 3, day: 2, hour: 10, minute: 1 }, now)).toBe(false);
  });

  it('proposes the next attempt and asks a call-again time after No Answer and Busy only', () => {
    expect([0, 1, 2, 5].map(nextAttempt)).toEqual(['first', 'second', 'third', 'third']);
    expect(asksCallAgain('no_answer')).toBe(true);
    expect(asksCallAgain('busy')).toBe(true);
    expect(asksCallAgain('call_complete')).toBe(false);
    expect(asksCallAgain(undefined)).toBe(false);
  });

  it('builds the request: the call-again time only for a call to repeat, the remark only when written', () => {
    const callAgain = { year: 2026, month: 3, day: 2, hour: 14, minute: 0 };
    expect(callRequestOf({ attempt: 'first', outcome: 'busy', phone: '09791234567', remark: '  ', callAgain })).toEqual(
      {
        attempt: 'first',
        outcome: 'busy',
        phone: '09791234567',
        call_again_at: '2026-03-02T14:00:00+06:30',
      },
    );
    expect(
      callRequestOf({ attempt: 'third', outcome: 'call_complete', phone: '09791234567', remark: ' ok ', callAgain }),
    ).toEqual({ attempt: 'third', outcome: 'call_complete', phone: '09791234567', remark: 'ok', call_again_at: null });
    expect(callRequestOf({ attempt: 'second', outcome: 'no_answer', phone: '0911111111' }).call_again_at).toBeNull();
  });
});
