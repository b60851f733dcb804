import { describe, expect, it } from 'vitest';
import {
  bankPresetMappings,
  isStatementDateFormat,
  parseStatementAmount,
  parseStatementDate,
  readStatementRows,
  type BankStatementMapping,
} from './bank-statement-parse.js';

describe('parseStatementAmount', () => {
  it.each([
    ['1,234,567.00', 1_234_567],
    ['1234567', 1_234_567],
    ['၁,၂၃၄,၅၆၇.၀၀', 1_234_567],
    ['  ', 0],
    ['-', 0],
    ['-2,500', -2_500],
    ['+2,500', 2_500],
    ['(2,500.00)', -2_500],
    ['(-300)', 300],
    ['MMK 5,000', 5_000],
    ['5,000 Ks', 5_000],
    ['Ks. 700', 700],
    ['1,000 Dr', -1_000],
    ['1,000 CR', 1_000],
    ['0.00', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseStatementAmount(text)).toEqual({ value });
  });

  it.each(['12,34', 'abc', '1.2.3', '1,0000', '2,000,000,000,000'])('refuses %j', (text) => {
    expect(parseStatementAmount(text)).toEqual({ error: { key: 'bankStatement.badAmount', params: { value: text } } });
  });

  it('refuses a fraction of a kyat rather than rounding it', () => {
    expect(parseStatementAmount('10.50')).toEqual({
      error: { key: 'bankStatement.fractionalAmount', params: { value: '10.50' } },
    });
  });
});

describe('parseStatementDate', () => {
  it.each([
    ['20/11/2026', 'DD/MM/YYYY', '2026-11-20'],
    ['၂၀/၁၁/၂၀၂၆', 'DD/MM/YYYY', '2026-11-20'],
    ['5-1-26', 'D-M-YY', '2026-01-05'],
    ['2026-11-20', 'YYYY-MM-DD', '2026-11-20'],
    ['20 Nov 2026', 'DD MMM YYYY', '2026-11-20'],
    ['20  november 2026', 'DD MMMM YYYY', '2026-11-20'],
    ['20/11/2026 14:05:09', 'DD/MM/YYYY HH:mm:ss', '2026-11-20'],
    ['20/11/2026 2:05 PM', 'DD/MM/YYYY h:mm A', '2026-11-20'],
    ['20/11/2026 2:05 pm', 'DD/MM/YYYY H:mm a', '2026-11-20'],
    ['2026-11-20T00:00:00.000Z', 'DD/MM/YYYY', '2026-11-20'],
  ])('reads %j in %s', (text, format, day) => {
    expect(parseStatementDate(text, format)).toBe(day);
  });

  it.each([
    ['31/02/2026', 'DD/MM/YYYY'],
    ['20/13/2026', 'DD/MM/YYYY'],
    ['20 Foo 2026', 'DD MMM YYYY'],
    ['2026/11/20', 'DD/MM/YYYY'],
    ['20/11/2026', 'MM/YYYY'],
    ['00/11/2026', 'DD/MM/YYYY'],
  ])('refuses %j in %s', (text, format) => {
    expect(parseStatementDate(text, format)).toBeNull();
  });

  it('knows a format that names a year, a month and a day', () => {
    expect(isStatementDateFormat('DD.MM.YYYY')).toBe(true);
    expect(isStatementDateFormat('MMM D, YY')).toBe(true);
    expect(isStatementDateFormat('MM/YYYY')).toBe(false);
    expect(isStatementDateFormat('DD/MM')).toBe(false);
    expect(isStatementDateFormat('YYYY DD')).toBe(false);
  });
});

const kbzHeaderRow = ['Transaction Date', 'Description', 'Reference No', 'Withdrawal', 'Deposit', 'Balance'];

describe('readStatementRows', () => {
  const kbz = bankPresetMappings.KBZ;
  const header = ['Transaction Date', ' description ', 'Reference No', 'Withdrawal', 'Deposit', 'Balance'];

  it('reads credits and debits, skips blank rows, and numbers identical lines so both import', () => {
    const reading = readStatementRows(
      [
        header,
        ['20/11/2026', 'COD  remit YGN', 'KBZ-1', '', '50,000.00', '150,000'],
        ['', '', '', '', '', ''],
        ['21/11/2026', 'Service charge', '', '500', '', '149,500'],
        ['21/11/2026', 'Service charge', '', '500', '', '149,500'],
      ],
      kbz,
    );
    expect(reading).toMatchObject({
      kind: 'lines',
      errors: [],
      lines: [
        {
          row: 2,
          date: '2026-11-20',
          description: 'COD remit YGN',
          reference: 'KBZ-1',
          direction: 'credit',
          amount: 50_000,
          balance: 150_000,
          occurrence: 1,
        },
        { row: 4, direction: 'debit', amount: 500, occurrence: 1 },
        { row: 5, direction: 'debit', amount: 500, occurrence: 2 },
      ],
    });
    if (reading.kind !== 'lines') throw new Error('lines expected');
    expect(new Set(reading.lines.map((line) => line.fingerprint)).size).toBe(3);
  });

  it('names each bad row with its reason', () => {
    const reading = readStatementRows(
      [
        header,
        ['32/11/2026', 'x', '', '1', '', ''],
        ['20/11/2026', 'x', '', 'abc', '', ''],
        ['20/11/2026', 'x', '', '', '', ''],
        ['20/11/2026', 'x', '', '5', '5', ''],
        ['20/11/2026', 'x', '', '-5', '', ''],
        ['20/11/2026', 'x', '', '5', '', 'n/a'],
      ],
      kbz,
    );
    expect(reading).toEqual({
      kind: 'lines',
      lines: [],
      errors: [
        { row: 2, message: { key: 'bankStatement.badDate', params: { value: '32/11/2026', format: 'DD/MM/YYYY' } } },
        { row: 3, message: { key: 'bankStatement.badAmount', params: { value: 'abc' } } },
        { row: 4, message: { key: 'bankStatement.noAmount' } },
        { row: 5, message: { key: 'bankStatement.bothAmounts' } },
        { row: 6, message: { key: 'bankStatement.negativeAmount' } },
        { row: 7, message: { key: 'bankStatement.badAmount', params: { value: 'n/a' } } },
      ],
    });
  });

  it('reads one signed amount column: negative is money out', () => {
    const reading = readStatementRows(
      [
        ['Value Date', 'Details', 'Ref', 'Amount', 'Balance'],
        ['20 Nov 2026', 'Transfer in', 'R1', '1,000', '1,000'],
        ['21 Nov 2026', 'Charge', 'R2', '-200', '800'],
        ['21 Nov 2026', 'Nothing', 'R3', '0', '800'],
      ],
      bankPresetMappings.YOMA,
    );
    expect(reading).toMatchObject({
      lines: [
        { direction: 'credit', amount: 1_000 },
        { direction: 'debit', amount: 200 },
      ],
      errors: [{ row: 4, message: { key: 'bankStatement.noAmount' } }],
    });
  });

  it('works without reference and balance columns, and with short rows', () => {
    const mapping: BankStatementMapping = {
      date: 'Date',
      description: 'Text',
      reference: null,
      debit: 'Out',
      credit: 'In',
      balance: null,
      date_format: 'YYYY-MM-DD',
    };
    expect(
      readStatementRows(
        [
          ['Date', 'Text', 'Out', 'In'],
          ['2026-11-20', 'Deposit', '', '9'],
        ],
        mapping,
      ),
    ).toMatchObject({
      lines: [{ reference: '', balance: null, amount: 9, direction: 'credit' }],
    });
    expect(
      readStatementRows([kbzHeaderRow, ['20/11/2026', 'x', '', '', '9', '  ']], bankPresetMappings.KBZ),
    ).toMatchObject({ lines: [{ balance: null }] });
    expect(readStatementRows([['Date', 'Text', 'Out', 'In'], ['2026-11-20']], mapping)).toMatchObject({
      errors: [{ row: 2, message: { key: 'bankStatement.noAmount' } }],
    });
    expect(readStatementRows([['Date', 'Text', 'Out', 'In'], []], mapping)).toMatchObject({ lines: [], errors: [] });
  });

  it('refuses a mapping naming a column the file lacks, naming each once', () => {
    expect(readStatementRows([['Date', 'Amount']], bankPresetMappings.YOMA)).toEqual({
      kind: 'mapping',
      missing: ['Value Date', 'Details', 'Amount', 'Ref', 'Balance'].filter((title) => title !== 'Amount'),
    });
    expect(readStatementRows([], bankPresetMappings.KBZ)).toMatchObject({ kind: 'mapping' });
  });
});
