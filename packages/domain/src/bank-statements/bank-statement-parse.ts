import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import type { BankPreset, BankLineDirection } from './bank-statement-enums.js';

/**
 * Reading a bank statement's rows (issue 28 §5): which column holds what (a mapping), amounts as banks print them,
 * dates in the mapping's dayjs-style format, and each line's fingerprint so that importing a statement twice adds
 * nothing. Pure: the server reads the file into text cells first (csv or xlsx), then hands the rows here.
 */

/** Which of the file's columns (header texts) hold what, and how its dates are written (dayjs tokens). */
export interface BankStatementMapping {
  date: string;
  description: string;
  reference: string | null;
  debit: string;
  credit: string;
  balance: string | null;
  date_format: string;
}

/**
 * The banks' statement exports as Waypost has seen them. These column titles are our best reading of each bank's
 * internet-banking download (no bank publishes a format); when a bank changes them, finance types a mapping once
 * and it is saved for that bank.
 */
export const bankPresetMappings: Record<BankPreset, BankStatementMapping> = {
  KBZ: {
    date: 'Transaction Date',
    description: 'Description',
    reference: 'Reference No',
    debit: 'Withdrawal',
    credit: 'Deposit',
    balance: 'Balance',
    date_format: 'DD/MM/YYYY',
  },
  CB: {
    date: 'Date',
    description: 'Particulars',
    reference: 'Cheque/Ref No',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    date_format: 'DD-MM-YYYY',
  },
  AYA: {
    date: 'Txn Date',
    description: 'Narration',
    reference: 'Reference',
    debit: 'Debit Amount',
    credit: 'Credit Amount',
    balance: 'Running Balance',
    date_format: 'YYYY-MM-DD',
  },
  YOMA: {
    date: 'Value Date',
    description: 'Details',
    reference: 'Ref',
    // One signed amount column: negative is money out (see readStatementRows).
    debit: 'Amount',
    credit: 'Amount',
    balance: 'Balance',
    date_format: 'DD MMM YYYY',
  },
};

/** How many lines one statement may have. */
export const bankStatementLimits = { maxRows: 5_000, maxBytes: 5 * 1024 * 1024 } as const;

/** A message key with its placeholders. */
export interface StatementMessage {
  key: string;
  params?: Record<string, string | number>;
}

export type AmountReading = { value: number } | { error: StatementMessage };

/**
 * An amount as a bank prints it: `1,234,567.00`, `1234567`, Burmese digits, a currency word (`Ks`, `MMK`), a
 * leading minus or accountant's parentheses for a negative, a trailing `Dr`/`Cr`. An empty cell is 0. Kyat are
 * whole: a non-zero fraction is refused rather than rounded (a bank line of 10.50 Ks is a wrong column).
 */
export function parseStatementAmount(text: string): AmountReading {
  let value = fromMyanmarDigits(text.normalize('NFKC')).trim();
  if (value === '' || value === '-') return { value: 0 };
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(value);
  if (parenthesised) {
    negative = true;
    value = parenthesised[1]!.trim();
  }
  value = value.replace(/^(?:mmk|ks\.?|kyats?)\s*/i, '').replace(/\s*(?:mmk|ks\.?|kyats?)$/i, '');
  const suffix = /\s*(dr|cr)$/i.exec(value);
  if (suffix) {
    negative = negative || suffix[1]!.toLowerCase() === 'dr';
    value = value.slice(0, suffix.index);
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) value = value.slice(1).trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return { error: { key: 'bankStatement.badAmount', params: { value: text } } };
  if (match[2] !== undefined && /[1-9]/.test(match[2])) {
    return { error: { key: 'bankStatement.fractionalAmount', params: { value: text } } };
  }
  const whole = Number(match[1]!.replaceAll(',', ''));
  if (whole > maxStatementKyat) return { error: { key: 'bankStatement.badAmount', params: { value: text } } };
  return { value: negative && whole !== 0 ? -whole : whole };
}

/** A company account's balance can pass the 100 M Ks of one payment; a trillion is past any line or balance. */
const maxStatementKyat = 1_000_000_000_000;

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The dayjs tokens a statement's date format may use, longest first; anything else is a literal. */
const dateTokens = ['YYYY', 'MMMM', 'MMM', 'YY', 'MM', 'DD', 'HH', 'mm', 'ss', 'M', 'D', 'H', 'h', 'A', 'a'] as const;
type DateToken = (typeof dateTokens)[number];

const tokenPattern: Record<DateToken, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MMMM: '([A-Za-z]{3,9})',
  MMM: '([A-Za-z]{3})',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
  HH: '\\d{2}',
  H: '\\d{1,2}',
  h: '\\d{1,2}',
  mm: '\\d{2}',
  ss: '\\d{2}',
  A: '(?:AM|PM)',
  a: '(?:am|pm)',
};

/** The format's tokens in order, or null when it names no year, month and day (it cannot date a line). */
function compileDateFormat(format: string): { pattern: RegExp; fields: DateToken[] } | null {
  let source = '';
  const fields: DateToken[] = [];
  for (let index = 0; index < format.length;) {
    const token = dateTokens.find((candidate) => format.startsWith(candidate, index));
    if (token) {
      source += tokenPattern[token];
      if (tokenPattern[token].startsWith('(')) fields.push(token);
      index += token.length;
    } else {
      source += format[index]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/, '\\s+');
      index += 1;
    }
  }
  const has = (...tokens: DateToken[]) => tokens.some((token) => fields.includes(token));
  if (!has('YYYY', 'YY') || !has('MMMM', 'MMM', 'MM', 'M') || !has('DD', 'D')) return null;
  return { pattern: new RegExp(`^${source}$`, 'i'), fields };
}

/** True when the format names a year, a month and a day in dayjs tokens. */
export const isStatementDateFormat = (format: string) => compileDateFormat(format) !== null;

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A statement date as `YYYY-MM-DD`, or null when the text does not fit the format or names no real day. A workbook
 * cell that is a real date reaches here as ISO text (`2026-11-20T00:00:00.000Z`) and is read as that day whatever the
 * format: the bank's own date, not shifted by a time zone.
 */
export function parseStatementDate(text: string, format: string): string | null {
  const value = fromMyanmarDigits(text.normalize('NFKC')).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/.exec(value);
  let year: number, month: number, day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const compiled = compileDateFormat(format);
    const match = compiled?.pattern.exec(value);
    if (!compiled || !match) return null;
    const parts: Partial<Record<DateToken, string>> = {};
    compiled.fields.forEach((token, index) => (parts[token] = match[index + 1]));
    year = parts.YYYY !== undefined ? Number(parts.YYYY) : 2000 + Number(parts.YY);
    const monthName = parts.MMMM ?? parts.MMM;
    month =
      monthName !== undefined
        ? monthNames.indexOf(monthName.slice(0, 3).toLowerCase()) + 1
        : Number(parts.MM ?? parts.M);
    day = Number(parts.DD ?? parts.D);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return isoDay(year, month, day);
}

/** One line of a statement as read: money in is `credit`, money out `debit`, one of them non-zero. */
export interface StatementLine {
  /** The row of the file (the header is row 1), for messages. */
  row: number;
  date: string;
  description: string;
  reference: string;
  direction: BankLineDirection;
  amount: number;
  balance: number | null;
  /** The how-manieth line identical in every field this one is (1 for the first): it makes two real twins differ. */
  occurrence: number;
  fingerprint: string;
}

/** A row that could not be read, named by its row like the bulk label import. */
export interface StatementRowError {
  row: number;
  message: StatementMessage;
}

export type StatementReading =
  { kind: 'lines'; lines: StatementLine[]; errors: StatementRowError[] } | { kind: 'mapping'; missing: string[] };

const headerKey = (text: string) => text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
const cellText = (text: string | undefined) => (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * The canonical text of a line that its fingerprint hashes: every field the bank printed and the occurrence number.
 * The server stores a hash of it, unique per company (each company has one bank account), so the same statement
 * imported again — or a later statement overlapping an earlier one — adds nothing.
 */
export const statementLineKey = (line: Omit<StatementLine, 'row' | 'fingerprint'>) =>
  JSON.stringify([
    line.date,
    line.direction,
    line.amount,
    line.balance,
    line.reference,
    line.description,
    line.occurrence,
  ]);

/**
 * The lines of a statement's rows (the first row is the header) under a mapping. The mapping's columns are found by
 * header text (case and spacing ignored); a column it names that the header lacks refuses the file as a whole
 * (`mapping`). Each other row is a line, or an error naming its row; blank rows are skipped. Sign convention: with
 * separate debit and credit columns both hold positive amounts (a negative one is a wrong column and refused); when
 * the mapping names ONE column for both, its sign tells the direction — negative is money out (debit).
 */
export function readStatementRows(
  rows: readonly (readonly string[])[],
  mapping: BankStatementMapping,
): StatementReading {
  const header = (rows[0] ?? []).map(headerKey);
  const named = { date: mapping.date, description: mapping.description, debit: mapping.debit, credit: mapping.credit };
  const optional = { reference: mapping.reference, balance: mapping.balance };
  const columnOf = (title: string) => header.indexOf(headerKey(title));
  const missing = [...Object.values(named), ...Object.values(optional).filter((title) => title !== null)].filter(
    (title) => columnOf(title!) < 0,
  ) as string[];
  if (missing.length > 0) return { kind: 'mapping', missing: [...new Set(missing)] };
  const at = {
    date: columnOf(mapping.date),
    description: columnOf(mapping.description),
    debit: columnOf(mapping.debit),
    credit: columnOf(mapping.credit),
    reference: mapping.reference === null ? -1 : columnOf(mapping.reference),
    balance: mapping.balance === null ? -1 : columnOf(mapping.balance),
  };
  const signed = at.debit === at.credit;
  const lines: StatementLine[] = [];
  const errors: StatementRowError[] = [];
  const seen = new Map<string, number>();
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const fail = (message: StatementMessage) => errors.push({ row, message });
    const date = parseStatementDate(cells[at.date] ?? '', mapping.date_format);
    if (date === null) {
      return fail({
        key: 'bankStatement.badDate',
        params: { value: cells[at.date] ?? '', format: mapping.date_format },
      });
    }
    const debit = parseStatementAmount(cells[at.debit] ?? '');
    const credit = signed ? debit : parseStatementAmount(cells[at.credit] ?? '');
    // A blank balance is no balance (not 0): some banks print it on the day's last line only.
    const balanceText = at.balance < 0 ? '' : (cells[at.balance] ?? '').trim();
    const balance = balanceText === '' ? { value: null } : parseStatementAmount(balanceText);
    for (const reading of [debit, credit, balance]) if ('error' in reading) return fail(reading.error);
    const [out, into] = [(debit as { value: number }).value, (credit as { value: number }).value];
    let direction: BankLineDirection;
    let amount: number;
    if (signed) {
      if (out === 0) return fail({ key: 'bankStatement.noAmount' });
      [direction, amount] = out < 0 ? ['debit', -out] : ['credit', out];
    } else {
      if (out < 0 || into < 0) return fail({ key: 'bankStatement.negativeAmount' });
      if (out === 0 && into === 0) return fail({ key: 'bankStatement.noAmount' });
      if (out !== 0 && into !== 0) return fail({ key: 'bankStatement.bothAmounts' });
      [direction, amount] = out !== 0 ? ['debit', out] : ['credit', into];
    }
    const fields = {
      date,
      description: cellText(cells[at.description]).slice(0, 500),
      reference: at.reference < 0 ? '' : cellText(cells[at.reference]).slice(0, 200),
      direction,
      amount,
      balance: (balance as { value: number | null }).value,
    };
    const twin = JSON.stringify(fields);
    const occurrence = (seen.get(twin) ?? 0) + 1;
    seen.set(twin, occurrence);
    const line = { ...fields, occurrence };
    lines.push({ row, ...line, fingerprint: statementLineKey(line) });
  });
  return { kind: 'lines', lines, errors };
}
