import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultQuietHours,
  nextNotificationAttempt,
  notificationRetryDefaults,
  notificationRetryDelayMs,
  parseQuietHours,
  quietHoursEnd,
  type NextNotificationAttempt,
} from './notification-schedule.js';

describe('parseQuietHours', () => {
  it.each([
    ['21-7', { startHour: 21, endHour: 7 }],
    [' 21 - 7 ', { startHour: 21, endHour: 7 }],
    ['21:00-07:00', { startHour: 21, endHour: 7 }],
    ['0-6', { startHour: 0, endHour: 6 }],
    ['13-14', { startHour: 13, endHour: 14 }],
    ['off', null],
    ['OFF', null],
  ])('%j → %j', (text, hours) => {
    expect(parseQuietHours(text)).toEqual(hours);
  });

  it('reads the default', () => {
    expect(parseQuietHours(defaultQuietHours)).toEqual({ startHour: 21, endHour: 7 });
  });

  it.each(['', 'on', '21', '21-', '24-7', '21-24', '7-7', '9pm-7am', '21:30-7', '-1-7'])('refuses %j', (text) => {
    expect(() => parseQuietHours(text)).toThrow(RangeError);
  });
});

describe('quietHoursEnd (Asia/Yangon, UTC+06:30)', () => {
  const night = { startHour: 21, endHour: 7 };
  // Yangon 07:00 is 00:30 UTC.
  it.each([
    ['2026-11-28T14:29:59Z', null], // 20:59:59 in Yangon
    ['2026-11-28T14:30:00Z', '2026-11-29T00:30:00.000Z'], // 21:00
    ['2026-11-28T17:30:00Z', '2026-11-29T00:30:00.000Z'], // 00:00, past midnight
    ['2026-11-29T00:29:59Z', '2026-11-29T00:30:00.000Z'], // 06:59:59
    ['2026-11-29T00:30:00Z', null], // 07:00
    ['2026-11-29T06:00:00Z', null], // 12:30
  ])('at %s → %s', (now, end) => {
    expect(quietHoursEnd({ now: new Date(now), quietHours: night })?.toISOString() ?? null).toBe(end);
  });

  it('handles hours that do not cross midnight', () => {
    const lunch = { startHour: 12, endHour: 13 };
    expect(quietHoursEnd({ now: new Date('2026-11-28T05:45:00Z'), quietHours: lunch })?.toISOString()).toBe(
      '2026-11-28T06:30:00.000Z',
    );
    expect(quietHoursEnd({ now: new Date('2026-11-28T06:30:00Z'), quietHours: lunch })).toBeNull();
    expect(quietHoursEnd({ now: new Date('2026-11-28T05:29:00Z'), quietHours: lunch })).toBeNull();
  });

  it('is null without quiet hours', () => {
    expect(quietHoursEnd({ now: new Date('2026-11-28T17:30:00Z'), quietHours: null })).toBeNull();
  });

  it('always ends within a day, after now, on the end hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 23 }),
        (now, startHour, endHour) => {
          fc.pre(startHour !== endHour);
          const end = quietHoursEnd({ now, quietHours: { startHour, endHour } });
          if (end === null) return;
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          expect(end.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
          const yangon = new Date(end.getTime() + 390 * 60_000);
          expect([yangon.getUTCHours(), yangon.getUTCMinutes(), yangon.getUTCSeconds()]).toEqual([endHour, 0, 0]);
        },
      ),
    );
  });
});

describe('notificationRetryDelayMs', () => {
  it('doubles from 5 s up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((attempts) => notificationRetryDelayMs(attempts))).toEqual([
      0, 5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    expect(notificationRetryDelayMs(3, { baseDelayMs: 1_000, maxDelayMs: 3_000 })).toBe(3_000);
  });
});

describe('nextNotificationAttempt', () => {
  const t0 = new Date('2026-11-28T03:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('retries the same provider after a backoff', () => {
    expect(
      nextNotificationAttempt({
        attempts: 1,
        providerIndex: 0,
        providerCount: 2,
        firstTriedAt: t0,
        now: at(1_000),
        totalAttempts: 1,
      }),
    ).toEqual({ providerIndex: 0, attemptsOnProvider: 1, at: at(6_000) });
  });

  it('fails over to the next provider at once after two failures on one', () => {
    expect(
      nextNotificationAttempt({
        attempts: 2,
        providerIndex: 0,
        providerCount: 2,
        firstTriedAt: t0,
        now: at(7_000),
        totalAttempts: 2,
      }),
    ).toEqual({ providerIndex: 1, attemptsOnProvider: 0, at: at(7_000) });
  });

  it('fails over after 30 s on one provider, even after one failure', () => {
    const input = { attempts: 1, providerIndex: 0, providerCount: 3, firstTriedAt: t0, totalAttempts: 1 };
    expect(nextNotificationAttempt({ ...input, now: at(29_999) })?.providerIndex).toBe(0);
    expect(nextNotificationAttempt({ ...input, now: at(30_000) })).toEqual({
      providerIndex: 1,
      attemptsOnProvider: 0,
      at: at(30_000),
    });
  });

  it('keeps the last provider for the attempts left, then gives up', () => {
    const last = { providerIndex: 1, providerCount: 2, firstTriedAt: t0 };
    expect(nextNotificationAttempt({ ...last, attempts: 3, now: at(40_000), totalAttempts: 5 })).toEqual({
      providerIndex: 1,
      attemptsOnProvider: 3,
      at: at(60_000),
    });
    expect(nextNotificationAttempt({ ...last, attempts: 4, now: at(70_000), totalAttempts: 6 })).toBeNull();
  });

  it('gives every provider one attempt before failing, even when the attempts are spent', () => {
    const spent = { attempts: 1, providerCount: 3, firstTriedAt: t0, now: at(1_000), totalAttempts: 6 };
    expect(nextNotificationAttempt({ ...spent, providerIndex: 1 })?.providerIndex).toBe(2);
    expect(nextNotificationAttempt({ ...spent, providerIndex: 2 })).toBeNull();
  });

  it('with one provider, retries it until the attempts are spent', () => {
    const one = { providerIndex: 0, providerCount: 1, firstTriedAt: t0 };
    expect(nextNotificationAttempt({ ...one, attempts: 5, now: at(100_000), totalAttempts: 5 })).toMatchObject({
      providerIndex: 0,
      attemptsOnProvider: 5,
    });
    expect(nextNotificationAttempt({ ...one, attempts: 6, now: at(200_000), totalAttempts: 6 })).toBeNull();
  });

  it('takes its limits from the caller', () => {
    expect(
      nextNotificationAttempt({
        attempts: 1,
        providerIndex: 0,
        providerCount: 2,
        firstTriedAt: t0,
        now: at(1_000),
        totalAttempts: 1,
        failoverAfterAttempts: 1,
      })?.providerIndex,
    ).toBe(1);
    expect(
      nextNotificationAttempt({
        attempts: 1,
        providerIndex: 0,
        providerCount: 1,
        firstTriedAt: t0,
        now: at(1_000),
        totalAttempts: 1,
        maxAttempts: 1,
      }),
    ).toBeNull();
  });

  /** Runs the policy against providers that always fail, each attempt taking `callMs`. */
  function simulate(
    providerCount: number,
    callMs: number,
    limits: { failoverAfterAttempts: number; maxAttempts: number },
  ) {
    const tried: number[] = [];
    let next: NextNotificationAttempt | null = { providerIndex: 0, attemptsOnProvider: 0, at: t0 };
    let firstTriedAt = t0;
    while (next) {
      if (next.attemptsOnProvider === 0) firstTriedAt = next.at;
      tried.push(next.providerIndex);
      next = nextNotificationAttempt({
        attempts: next.attemptsOnProvider + 1,
        providerIndex: next.providerIndex,
        providerCount,
        firstTriedAt,
        now: new Date(next.at.getTime() + callMs),
        totalAttempts: tried.length,
        ...limits,
      });
    }
    return tried;
  }

  it('tries two providers twice each, then spends the rest on the last (the defaults)', () => {
    expect(simulate(2, 100, notificationRetryDefaults)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(simulate(3, 100, notificationRetryDefaults)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(simulate(4, 100, notificationRetryDefaults)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('always ends, in order, every provider tried, never past its limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        (providerCount, callMs, failoverAfterAttempts, maxAttempts) => {
          const tried = simulate(providerCount, callMs, { failoverAfterAttempts, maxAttempts });
          // In order, each provider at least once, the last one the last tried.
          expect([...new Set(tried)]).toEqual(Array.from({ length: providerCount }, (_, index) => index));
          expect(tried).toEqual([...tried].sort((a, b) => a - b));
          // No more than the attempts allowed, except one each for providers the limit would have skipped.
          expect(tried.length).toBeLessThanOrEqual(Math.max(maxAttempts, 0) + providerCount - 1);
          expect(tried.length).toBeGreaterThanOrEqual(Math.min(maxAttempts, providerCount));
          // No provider is tried more than failoverAfterAttempts times unless it is the last.
          for (let index = 0; index < providerCount - 1; index++) {
            expect(tried.filter((provider) => provider === index).length).toBeLessThanOrEqual(failoverAfterAttempts);
          }
        },
      ),
    );
  });
});
