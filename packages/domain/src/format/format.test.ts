import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAnnouncementDate,
  formatDisplayDate,
  formatDisplayDateTime,
  formatSearchDate,
  parseSearchDate,
  yangonDay,
  yangonDayStart,
  yangonDayStartUtc,
  yangonParts,
} from './dates.js';
import { fromMyanmarDigits, localizeDigits, toMyanmarDigits } from './myanmar-digits.js';
import { abbreviateNumber, formatKs, formatKsShort, groupThousands } from './numbers.js';
import { cutText, cutTextLengths } from './text.js';

describe('Myanmar digits (spec §5, §9)', () => {
  it('converts both ways', () => {
    expect(toMyanmarDigits(2026)).toBe('၂၀၂၆');
    expect(toMyanmarDigits('12-05')).toBe('၁၂-၀၅');
    expect(fromMyanmarDigits('၀၉၄၂၁')).toBe('09421');
    expect(localizeDigits(15, 'mm')).toBe('၁၅');
    expect(localizeDigits(15, 'en')).toBe('15');
  });

  it('round-trips any number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (n) => {
        expect(fromMyanmarDigits(toMyanmarDigits(n))).toBe(String(n));
      }),
    );
  });
});

describe('numbers (spec §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-45000, '-45,000'],
    [1234.5, '1,234.5'],
  ])('groupThousands(%d) → %s', (value, text) => {
    expect(groupThousands(value)).toBe(text);
  });

  it.each([
    [12500, 'en', '12,500 Ks'],
    [12500, 'mm', '၁၂,၅၀၀ ကျပ်'],
    [12500, 'zh', '12,500 缅元'],
    [99.6, 'en', '100 Ks'],
  ])('formatKs(%d, %s) → %s', (amount, locale, text) => {
    expect(formatKs(amount, locale)).toBe(text);
  });

  it.each([
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [99_940, '99.9K'],
    [99_960, '1L'],
    [250_000, '2.5L'],
    [999_990, '1M'],
    [3_200_000, '3.2M'],
    [-1500, '-1.5K'],
    [1_000_000_000, '1000M'],
  ])('abbreviateNumber(%d) → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('abbreviates with Myanmar digits in mm', () => {
    expect(abbreviateNumber(2500, 'mm')).toBe('၂.၅K');
  });

  it('shortens kyat with the unit of the language', () => {
    expect(formatKsShort(250_000)).toBe('2.5L Ks');
    expect(formatKsShort(999.6)).toBe('1K Ks');
    expect(formatKsShort(3_200_000, 'mm')).toBe('၃.၂M ကျပ်');
    expect(formatKsShort(850, 'zh')).toBe('850 缅元');
  });
});

describe('Yangon dates (UTC+06:30)', () => {
  const instant = '2026-03-01T18:05:09Z'; // 00:35 on 2 March in Yangon, a Monday

  it('reads Yangon wall-clock parts', () => {
    expect(yangonParts(instant)).toEqual({ year: 2026, month: 3, day: 2, hour: 0, minute: 35, second: 9, weekday: 1 });
    expect(yangonParts(new Date(instant))).toEqual(yangonParts(Date.parse(instant)));
    expect(() => yangonParts('not a date')).toThrow(RangeError);
  });

  it('formats display and search dates', () => {
    expect(formatDisplayDate(instant)).toBe('02-03-2026');
    expect(formatDisplayDate(instant, 'mm')).toBe('၀၂-၀၃-၂၀၂၆');
    expect(formatDisplayDateTime(instant)).toBe('02-03-2026 00:35');
    expect(formatSearchDate(instant)).toBe('02/03/2026');
  });

  it('parses search dates and finds where a Yangon day starts', () => {
    expect(parseSearchDate('02/03/2026')).toEqual({ year: 2026, month: 3, day: 2 });
    expect(parseSearchDate('၀၂/၀၃/၂၀၂၆')).toEqual({ year: 2026, month: 3, day: 2 });
    expect(parseSearchDate('31/02/2026')).toBeNull();
    expect(parseSearchDate('2026-03-02')).toBeNull();
    expect(yangonDayStartUtc({ year: 2026, month: 3, day: 2 }).toISOString()).toBe('2026-03-01T17:30:00.000Z');
    expect(yangonDayStart('2026-03-02').toISOString()).toBe('2026-03-01T17:30:00.000Z');
    expect(yangonDay(yangonDayStart('2026-12-31'))).toBe('2026-12-31');
    // 17:29 UTC is still the day before in Yangon; 17:30 is the next day.
    expect(yangonDay('2026-03-01T17:29:59Z')).toBe('2026-03-01');
    expect(yangonDay('2026-03-01T17:30:00Z')).toBe('2026-03-02');
  });

  it('round-trips any instant through its Yangon day start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-02T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const start = yangonDayStartUtc(yangonParts(date));
          expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime() - start.getTime()).toBeLessThan(86_400_000);
        },
      ),
    );
  });

  it.each([
    ['en', 'Monday, March 2, 2026 00:35'],
    ['mm', 'တနင်္လာ၊ မတ် ၂၊ ၂၀၂၆ ၀၀:၃၅'],
    ['zh', '2026年3月2日 星期一 00:35'],
  ])('announcement date in %s', (locale, text) => {
    expect(formatAnnouncementDate(instant, locale)).toBe(text);
  });
});

describe('cutText (spec §9)', () => {
  it('cuts at 30 by default and 70 for messages', () => {
    expect(cutText('short')).toBe('short');
    expect(cutText('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutText('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
    expect(cutText('b'.repeat(80), cutTextLengths.message)).toBe(`${'b'.repeat(70)}…`);
    expect(cutText('word '.repeat(10), 10)).toBe('word word…');
  });
});
