import { fromMyanmarDigits, localizeDigits, type Locale } from '@waypost/domain';

/**
 * A whole-number field (InputNumber) that reads and shows Myanmar digits (issue 26 §5): Ant Design's own parser reads
 * only ASCII digits, so a count typed as ၄ was dropped on blur. Shown in the user's digits, read in either.
 */
export function countInputProps(locale: Locale) {
  return {
    formatter: (value: string | number | undefined) =>
      value === undefined ? '' : localizeDigits(String(value), locale),
    parser: (text: string | undefined) => fromMyanmarDigits(text ?? '').replace(/[^\d]/g, ''),
  };
}
