import { fromMyanmarDigits } from '../format/myanmar-digits.js';

/**
 * How a typed number is read (spec §5 "Burmese digits in number input are converted"):
 * - `decimal` (weights): one decimal separator, a point or a comma ("1,5" is 1.5 kg, as many keyboards and habits
 *   write it); no thousands separators, so "1,234.5", "1.234,5" or "1,2,5" is ambiguous and refused, never guessed.
 * - `amount` (kyat, counts, percents): commas group thousands ("25,000"), only between groups of three digits, so
 *   "2,5" is refused rather than read as 25; a point is the decimal point (whole-number rules come after).
 */
export type NumberInputKind = 'decimal' | 'amount';

/** The number read, or the message key saying why the text is not one. */
export type NumberReading = { value: number; errorKey?: undefined } | { value?: undefined; errorKey: string };

const notANumber = { errorKey: 'validation.numberErrorMessage' } as const;
const sign = '[-+]?';
const decimalPattern = new RegExp(`^${sign}(\\d+[.,]?\\d*|[.,]\\d+)$`);
const separators = /[.,]/g;
const amountPattern = new RegExp(`^${sign}((\\d+|\\d{1,3}(,\\d{3})+)(\\.\\d*)?|\\.\\d+)$`);
const amountLike = new RegExp(`^${sign}[\\d,]+(\\.\\d*)?$`);

export function readNumberInput(value: unknown, kind: NumberInputKind): NumberReading {
  if (typeof value === 'number') return Number.isFinite(value) ? { value } : notANumber;
  if (typeof value !== 'string') return notANumber;
  const text = fromMyanmarDigits(value).trim();
  if (kind === 'decimal') {
    if (decimalPattern.test(text)) return { value: Number(text.replace(',', '.')) };
    const digitsAndSeparators = /^[-+]?[\d.,]+$/.test(text) && /\d/.test(text);
    return digitsAndSeparators && (text.match(separators)?.length ?? 0) > 1
      ? { errorKey: 'validation.ambiguousNumberErrorMessage' }
      : notANumber;
  }
  if (amountPattern.test(text)) return { value: Number(text.replace(/,/g, '')) };
  return amountLike.test(text) && text.includes(',')
    ? { errorKey: 'validation.thousandsSeparatorErrorMessage' }
    : notANumber;
}

/** An amount as typed (Myanmar digits, thousands commas), or null when it is not one. */
export function parseNumberInput(value: unknown): number | null {
  return readNumberInput(value, 'amount').value ?? null;
}

/** A weight as typed (Myanmar digits, a decimal point or comma), or null when it is not one or is ambiguous. */
export function parseDecimalInput(value: unknown): number | null {
  return readNumberInput(value, 'decimal').value ?? null;
}
