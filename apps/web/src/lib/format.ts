import { localizeDigits, type Locale } from '@waypost/domain';

const displayTimeZone = 'Asia/Yangon';
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number with a comma thousands separator, in Myanmar digits for mm (spec §9). */
export function formatNumber(value: number, locale: Locale): string {
  return localizeDigits(thousands.format(value), locale);
}

function yangonParts(value: Date | string): Record<string, string> {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: displayTimeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** dd-mm-yyyy in Myanmar time (spec §9), Myanmar digits in mm. */
export function formatDate(value: Date | string, locale: Locale): string {
  const { day, month, year } = yangonParts(value);
  return localizeDigits(`${day}-${month}-${year}`, locale);
}

/** dd-mm-yyyy hh:mm in Myanmar time, Myanmar digits in mm. */
export function formatDateTime(value: Date | string, locale: Locale): string {
  const { day, month, year, hour, minute } = yangonParts(value);
  return localizeDigits(`${day}-${month}-${year} ${hour}:${minute}`, locale);
}
