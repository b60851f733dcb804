import { Readable } from 'node:stream';
import type { ExportFormat, Locale } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';

/** What a kind hands the worker: the file's name, its bytes as they are written, and how far along it is. */
export interface ExportSource {
  fileName: string;
  stream: Readable;
  /** Rows written so far (the list shows them; progress divides them by `expectedRows`). */
  rowsWritten: () => number;
  /** Rows the file will hold, once known (counted beside the writing, so the first bytes never wait for it). */
  expectedRows: () => number | null;
}

export interface ExportSourceOptions<Params> {
  db: Database;
  clock: Clock;
  /** The user who asked, with the access he has now. */
  actor: Actor;
  params: Params;
  format: ExportFormat;
  locale: Locale;
}

/** A file written in one piece (a report fits in memory), as a source. */
export function bufferedSource(fileName: string, content: Buffer | string, rows: number): ExportSource {
  return { fileName, stream: Readable.from([content]), rowsWritten: () => rows, expectedRows: () => rows };
}

/** dd-mm-yyyy → yyyy-mm-dd for file names (sortable). */
export function fileDay(displayDate: string): string {
  const [day, month, year] = displayDate.split('-');
  return `${year}-${month}-${day}`;
}

/** Opening bytes that make spreadsheet programs read a CSV as UTF-8 (Burmese names intact). */
export const utf8Bom = '\ufeff';

/**
 * Options of every CSV the product writes: a text cell that begins with = + - @ tab or CR (and their full-width forms)
 * gets a leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula (OWASP CSV
 * injection: a receiver named =HYPERLINK(…)). Numbers, negative ones too, stay numbers.
 */
export const csvOptions = { escape_formulas: true } as const;
