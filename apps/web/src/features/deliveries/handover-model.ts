import { readNumberInput, type CourierHandoverRequest } from '@waypost/domain';

/** The cash counted at the counter as typed (Myanmar digits, thousands commas): whole kyat, 0 allowed; else null. */
export function readCountedKyat(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const { value } = readNumberInput(text, 'amount');
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : null;
}

/** How the count compares with what the courier should hold: a short stays owed by him, an over goes to suspense. */
export type HandoverDifference = { kind: 'exact' } | { kind: 'short' | 'over'; amount: number };

export function handoverDifferenceOf(counted: number, expected: number): HandoverDifference {
  if (counted === expected) return { kind: 'exact' };
  return counted > expected
    ? { kind: 'over', amount: counted - expected }
    : { kind: 'short', amount: expected - counted };
}

/** The POST body of a handover, or null while the count cannot make one. */
export function handoverRequestOf(
  courier: { courier: { id: number }; expected_amount: number },
  countedText: string | undefined,
): CourierHandoverRequest | null {
  const counted = readCountedKyat(countedText);
  if (counted === null || courier.expected_amount < 1) return null;
  return { courier_id: courier.courier.id, counted_amount: counted, expected_amount: courier.expected_amount };
}
