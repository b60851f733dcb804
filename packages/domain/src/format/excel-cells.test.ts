import { describe, expect, it } from 'vitest';
import { excelDay, excelSheetName, excelYangonDateTime } from './excel-cells.js';

describe('Excel cells', () => {
  it('writes a moment as Yangon’s wall clock and a day as its midnight', () => {
    // 17:45 UTC is 00:15 the next day in Yangon (UTC+6:30).
    expect(excelYangonDateTime('2026-11-24T17:45:00.000Z').toISOString()).toBe('2026-11-25T00:15:00.000Z');
    expect(excelYangonDateTime(new Date('2026-11-25T03:00:00.000Z')).toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(excelDay('2026-11-25').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('names a sheet within Excel’s rules: no forbidden character, no edge apostrophe, 31 characters at most', () => {
    expect(excelSheetName('Clearance #12')).toBe('Clearance #12');
    expect(excelSheetName("'Batch [1/2]: a*b?c\\d'")).toBe('Batch 1 2 a b c d');
    expect(excelSheetName('x'.repeat(40))).toHaveLength(31);
    // A character outside the basic plane is kept whole or left out, never cut in half.
    expect(excelSheetName(`${'a'.repeat(30)}😀`)).toBe('a'.repeat(30));
    expect(excelSheetName(' :: ')).toBe('Sheet');
  });
});
