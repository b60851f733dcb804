import { localizeDigits } from './myanmar-digits.js';

/** 1234567 → "1,234,567" (spec §9: thousands separator comma); decimals kept as given. */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const currencyUnit: Record<string, string> = { mm: 'ကျပ်', zh: '缅元' };

/** Kyat with thousands separators: "12,500 Ks"; in mm "၁၂,၅၀၀ ကျပ်" (Myanmar digits), in zh "12,500 缅元". */
export function formatKs(amount: number, locale = 'en'): string {
  return `${localizeDigits(groupThousands(Math.round(amount)), locale)} ${currencyUnit[locale] ?? 'Ks'}`;
}

/** K = thousand, L = lakh (hundred thousand), M = million (spec §9). */
const units = [
  { suffix: 'M', size: 1_000_000 },
  { suffix: 'L', size: 100_000 },
  { suffix: 'K', size: 1_000 },
] as const;

/**
 * Numbers of 1000 or more with K, L or M and at most one decimal: 1500 → "1.5K", 250000 → "2.5L", 3200000 → "3.2M".
 * A value that rounds up to the next unit takes it (99 960 → "1L", not "100K").
 */
export function abbreviateNumber(value: number, locale = 'en'): string {
  const size = Math.abs(value);
  const index = units.findIndex((unit) => size >= unit.size);
  if (index === -1) return localizeDigits(String(value), locale);
  const round = (unitSize: number) => Math.round((size / unitSize) * 10) / 10;
  let unit = units[index] as (typeof units)[number];
  const larger = units[index - 1];
  if (larger && round(unit.size) * unit.size >= larger.size) unit = larger;
  return localizeDigits(`${value < 0 ? '-' : ''}${round(unit.size)}${unit.suffix}`, locale);
}

/** Kyat shortened where a short figure fits (spec §9): "2.5L Ks", in mm "၂.၅L ကျပ်"; the full formatKs goes in a tooltip. */
export function formatKsShort(amount: number, locale = 'en'): string {
  return `${abbreviateNumber(Math.round(amount), locale)} ${currencyUnit[locale] ?? 'Ks'}`;
}
