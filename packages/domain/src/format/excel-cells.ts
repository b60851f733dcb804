import { yangonOffsetMinutes } from './dates.js';

/** Excel's number formats for a Yangon calendar day and a moment (spec §9: dd-mm-yyyy, 24-hour time). */
export const excelDayFormat = 'dd-mm-yyyy';
export const excelDateTimeFormat = 'dd-mm-yyyy HH:mm';

/**
 * A moment as an Excel date cell's value: Excel dates have no time zone, and writers store a Date's UTC fields, so
 * the Date is moved by Yangon's offset to read as Yangon's wall clock.
 */
export function excelYangonDateTime(at: Date | string): Date {
  return new Date(new Date(at).getTime() + yangonOffsetMinutes * 60_000);
}

/** A calendar day (yyyy-mm-dd) as an Excel date cell's value: its midnight. */
export function excelDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** The characters Excel refuses in a worksheet name. */
const forbiddenInSheetName = /[\\/?*:[\]]/g;

/**
 * A worksheet name Excel accepts: none of \ / ? * : [ ], no apostrophe at either end, and at most 31 characters
 * (cut between characters, never inside one).
 */
export function excelSheetName(name: string): string {
  const cleaned = name.replace(forbiddenInSheetName, ' ').replace(/\s+/g, ' ').trim();
  let cut = '';
  for (const character of cleaned) {
    if (cut.length + character.length > 31) break;
    cut += character;
  }
  return cut.replace(/^'+|'+$/g, '').trim() || 'Sheet';
}
