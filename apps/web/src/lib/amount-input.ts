import {
  fallbackMessageKey,
  groupThousands,
  localizeDigits,
  readNumberInput,
  type FormRule,
  type Locale,
} from '@waypost/domain';

/**
 * Whole kyat as a money form takes them (remittances, credit payments): typed with thousands commas and Myanmar
 * digits (domain readNumberInput), at least 1 Ks. Anything else gets the domain's message (spec §5), shown by
 * lib/use-form-rule; 0 or less fails with the spec's fallback text, since no rule message of its own says so.
 */
export const kyatRule: FormRule = (value) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { key: 'validation.emptyErrorMessage' };
  }
  const reading = readNumberInput(value, 'amount');
  if (reading.errorKey !== undefined) return { key: reading.errorKey };
  if (!Number.isInteger(reading.value)) return { key: 'validation.wholeNumberErrorMessage' };
  return reading.value >= 1 ? null : { key: fallbackMessageKey };
};

/** The kyat of a typed amount that passes kyatRule, else null. */
export function readKyat(value: unknown): number | null {
  return kyatRule(value) === null ? (readNumberInput(value, 'amount').value ?? null) : null;
}

/** An amount as it reads once typed: "50000" → "50,000", in Myanmar digits in mm; anything else as typed. */
export function formatKyatInput(value: string | undefined, locale: Locale): string | undefined {
  const amount = readKyat(value);
  return amount === null ? value : localizeDigits(groupThousands(amount), locale);
}

/** How a form's amount box starts: the kyat written as formatKyatInput would. */
export const kyatInputOf = (amount: number, locale: Locale): string => localizeDigits(groupThousands(amount), locale);
