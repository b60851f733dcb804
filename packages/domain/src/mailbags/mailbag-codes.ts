import type { ServiceType } from '../labels/label-enums.js';
import type { MailCategory } from './mailbag-enums.js';

/**
 * The bag tag (issue 27 §1), after the UPU S9 receptacle id, 17 characters of Code128-friendly A–Z and 0–9:
 *
 *   YGN MDY E 6 332 01 003 K
 *   │   │   │ │ │   │  │   └ check character (Luhn mod 36 over the 16 before it)
 *   │   │   │ │ │   │  └ bag serial of the route that day (001–999)
 *   │   │   │ │ │   └ dispatch number of the route that day the bag is planned for (01–99)
 *   │   │   │ │ └ day of the year, Yangon (001–366)
 *   │   │   │ └ last digit of the year
 *   │   │   └ mail category: E express, R register, O ordinary
 *   │   └ destination branch code
 *   └ origin branch code
 *
 * The year digit, day and the day's dispatch number together are the UPU "dispatch number": unique per route for ten
 * years. A bag that misses its planned dispatch keeps its code; the dispatch it leaves with lists it all the same.
 */

/** The category a label's service type puts it in. */
export function mailCategoryOf(serviceType: ServiceType): MailCategory {
  if (serviceType === 'express') return 'express';
  return serviceType === 'register' || serviceType === 'vpl' ? 'register' : 'ordinary';
}

const categoryLetters: Record<MailCategory, string> = { express: 'E', register: 'R', ordinary: 'O' };
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The Luhn mod 36 check character of `body` (A–Z, 0–9): catches every single wrong character and most swaps. */
export function bagCheckCharacter(body: string): string {
  let sum = 0;
  let double = true;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    let value = alphabet.indexOf(body[index]!) * (double ? 2 : 1);
    value = Math.floor(value / 36) + (value % 36);
    sum += value;
    double = !double;
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export interface BagCodeParts {
  originCode: string;
  destinationCode: string;
  category: MailCategory;
  /** The Yangon calendar day the bag was opened on, yyyy-mm-dd. */
  day: string;
  dispatchNo: number;
  serial: number;
}

/** The day of the year of a yyyy-mm-dd calendar day (1 … 366). */
function dayOfYear(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, date) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/** The bag code of these parts (no spaces: what the barcode holds). */
export function bagCodeOf(parts: BagCodeParts): string {
  const body = [
    parts.originCode.toUpperCase(),
    parts.destinationCode.toUpperCase(),
    categoryLetters[parts.category],
    parts.day.slice(3, 4),
    String(dayOfYear(parts.day)).padStart(3, '0'),
    String(parts.dispatchNo).padStart(2, '0'),
    String(parts.serial).padStart(3, '0'),
  ].join('');
  return body + bagCheckCharacter(body);
}

const bagCodeShape = /^[A-Z]{6}[ERO]\d{9}[0-9A-Z]$/;

/** A scanned or typed bag code as stored: spaces and dashes dropped, upper case; null unless its check holds. */
export function normalizeBagCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (!bagCodeShape.test(code)) return null;
  return bagCheckCharacter(code.slice(0, -1)) === code.slice(-1) ? code : null;
}

/** The bag code as printed under its barcode: grouped as the layout above. */
export function bagCodeText(code: string): string {
  return [
    code.slice(0, 3),
    code.slice(3, 6),
    code.slice(6, 7),
    code.slice(7, 8),
    code.slice(8, 11),
    code.slice(11, 13),
    code.slice(13, 16),
    code.slice(16),
  ].join(' ');
}

/** The largest serial and dispatch number a day's route can take (the code's digits). */
export const bagCodeLimits = { maxSerial: 999, maxDispatchNo: 99 } as const;
