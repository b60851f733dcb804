import { tillCountTotal, tillDenominations, type TillCounts } from '@waypost/domain';

/** A count with no notes yet. */
export const emptyTillCounts = (): TillCounts =>
  Object.fromEntries(tillDenominations.map((note) => [note, 0])) as TillCounts;

/** What the count form shows as the clerk types: each line's value, the total and its difference from the books. */
export function tillCountSummary(counts: TillCounts, expected: number) {
  const lines = tillDenominations.map((note) => ({ note, count: counts[note], value: Number(note) * counts[note] }));
  const total = tillCountTotal(counts);
  return { lines, total, difference: total - expected };
}

/** A typed note count as the API takes it: whole, not negative; anything else counts as none. */
export function noteCountOf(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}
