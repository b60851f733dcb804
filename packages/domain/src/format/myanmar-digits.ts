const myanmarZero = 0x1040;

/** Replaces ASCII digits with Myanmar digits (၀–၉), leaving everything else as is (spec §9). */
export function toMyanmarDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(myanmarZero + Number(digit)));
}

/** Replaces Myanmar digits with ASCII digits, so Burmese numeric input parses (spec §5). */
export function fromMyanmarDigits(value: string): string {
  return value.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - myanmarZero));
}

/** Digits as the reader of `locale` expects them: Myanmar digits in mm, ASCII otherwise. */
export function localizeDigits(value: string | number, locale: string): string {
  return locale === 'mm' ? toMyanmarDigits(value) : String(value);
}
