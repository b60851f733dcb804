import { fromMyanmarDigits, localizeDigits, type Locale } from '@waypost/domain';

/**
 * A whole-number field (InputNumber) that reads and shows Myanmar digits (issue 26 §5): Ant Design's own parser reads
 * only ASCII digits, so a count typed as ၄ was dropped on blur. Shown in the user's digits, read in either. Arrow up
 * and down change nothing (spec §5 "Number inputs ignore arrow up and down"; the mouse wheel does not either:
 * Ant Design's changeOnWheel is off by default).
 */
export function countInputProps(locale: Locale) {
  return {
    formatter: (value: string | number | undefined) =>
      value === undefined ? '' : localizeDigits(String(value), locale),
    parser: (text: string | undefined) => fromMyanmarDigits(text ?? '').replace(/[^\d]/g, ''),
    keyboard: false,
  };
}
