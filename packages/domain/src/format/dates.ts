import { localizeDigits } from './myanmar-digits.js';

/**
 * Dates as Myanmar staff read them (spec §9): Asia/Yangon time, which is UTC+06:30 all year (no daylight saving),
 * so plain arithmetic is exact and needs no time-zone data. Every function takes the instant to show; none reads
 * the clock.
 */
export const yangonOffsetMinutes = 390;
const offsetMs = yangonOffsetMinutes * 60_000;

export interface YangonParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

function toDate(at: Date | string | number): Date {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(at)}`);
  return date;
}

/** The Yangon wall-clock parts of an instant. */
export function yangonParts(at: Date | string | number): YangonParts {
  const shifted = new Date(toDate(at).getTime() + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** The Yangon calendar day of an instant, as YYYY-MM-DD (the day reports count it on). */
export function yangonDay(at: Date | string | number): string {
  const { year, month, day } = yangonParts(at);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The UTC instant a Yangon calendar day starts (00:00 in Yangon = 17:30 UTC the day before). */
export function yangonDayStartUtc({ year, month, day }: { year: number; month: number; day: number }): Date {
  return new Date(Date.UTC(year, month - 1, day) - offsetMs);
}

/** The UTC instant a Yangon day given as YYYY-MM-DD (a report's or a filter's `from`) starts: yangonDay's inverse. */
export function yangonDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return yangonDayStartUtc({ year, month, day: date });
}

/** Display date, dd-mm-yyyy in Yangon (spec §9). */
export function formatDisplayDate(at: Date | string | number, locale = 'en'): string {
  const { year, month, day } = yangonParts(at);
  return localizeDigits(`${two(day)}-${two(month)}-${year}`, locale);
}

/** Display date and time, dd-mm-yyyy HH:mm (24-hour, spec §9 date picker default) in Yangon. */
export function formatDisplayDateTime(at: Date | string | number, locale = 'en'): string {
  const { hour, minute } = yangonParts(at);
  return `${formatDisplayDate(at, locale)} ${localizeDigits(`${two(hour)}:${two(minute)}`, locale)}`;
}

/** Search date, dd/MM/yyyy in Yangon (spec §2, §9); always ASCII digits, as the search bar sends it. */
export function formatSearchDate(at: Date | string | number): string {
  const { year, month, day } = yangonParts(at);
  return `${two(day)}/${two(month)}/${year}`;
}

/** Reads a dd/MM/yyyy search date (Myanmar digits allowed); null unless it is a real calendar day. */
export function parseSearchDate(value: string): { year: number; month: number; day: number } | null {
  const ascii = value.trim().replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(ascii);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : null;
}

const weekdayNames: Record<string, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  mm: ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'],
  zh: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};
const monthNames: Record<string, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  mm: ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'],
};

/**
 * The announcement date (spec §9 "weekday, month, day, year, time") in Yangon: en "Monday, March 2, 2026 14:05",
 * mm "တနင်္လာ၊ မတ် ၂၊ ၂၀၂၆ ၁၄:၀၅", zh "2026年3月2日 星期一 14:05".
 */
export function formatAnnouncementDate(at: Date | string | number, locale = 'en'): string {
  const { year, month, day, hour, minute, weekday } = yangonParts(at);
  const time = `${two(hour)}:${two(minute)}`;
  if (locale === 'zh') return `${year}年${month}月${day}日 ${weekdayNames.zh?.[weekday]} ${time}`;
  if (locale === 'mm') {
    return localizeDigits(`${weekdayNames.mm?.[weekday]}၊ ${monthNames.mm?.[month - 1]} ${day}၊ ${year} ${time}`, 'mm');
  }
  return `${weekdayNames.en?.[weekday]}, ${monthNames.en?.[month - 1]} ${day}, ${year} ${time}`;
}
