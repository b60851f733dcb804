import { localizeDigits, yangonDay, yangonParts } from '@waypost/domain';

/** Calendar days as the API sends and takes them (yyyy-mm-dd, Yangon days: transfer dates, statements, issue dates). */
const two = (value: number) => String(value).padStart(2, '0');

/** The Yangon day of an instant, yyyy-mm-dd. */
export const yangonCalendarDay = (at: Date): string => yangonDay(at);

/** The first and last day of the Yangon month of an instant, yyyy-mm-dd. */
export function yangonMonthOf(at: Date): { from: string; to: string } {
  const { year, month } = yangonParts(at);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${two(month)}-01`, to: `${year}-${two(month)}-${two(lastDay)}` };
}

/** yyyy-mm-dd as dd-mm-yyyy in the reader's digits (spec §9); anything else as it is. */
export function formatCalendarDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? localizeDigits(`${match[3]}-${match[2]}-${match[1]}`, locale) : day;
}
