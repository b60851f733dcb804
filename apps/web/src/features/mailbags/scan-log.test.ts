import { describe, expect, it } from 'vitest';
import { readScannedCode, scanLogLimit, tallyScanLines, withScanLine, type ScanLine } from './scan-log';

describe('the scan log', () => {
  it('puts a new scan on top and replaces a scan by its answer', () => {
    const working: ScanLine = { id: 1, code: 'EE1', state: 'working', text: null };
    const log = withScanLine([], working);
    const second = withScanLine(log, { id: 2, code: 'EE2', state: 'working', text: null });
    expect(second.map((line) => line.id)).toEqual([2, 1]);
    const answered = withScanLine(second, { ...working, state: 'refused', text: 'Not here' });
    expect(answered.map((line) => [line.id, line.state])).toEqual([
      [2, 'working'],
      [1, 'refused'],
    ]);
    expect(tallyScanLines(answered)).toEqual({ ok: 0, refused: 1 });
  });

  it('keeps the newest lines only', () => {
    let log: ScanLine[] = [];
    for (let id = 0; id < scanLogLimit + 5; id += 1)
      log = withScanLine(log, { id, code: 'X', state: 'ok', text: null });
    expect(log).toHaveLength(scanLogLimit);
    expect(log[0]!.id).toBe(scanLogLimit + 4);
    expect(tallyScanLines(log).ok).toBe(scanLogLimit);
  });

  it('reads a scanned code', () => {
    expect(readScannedCode(' ygn mdy e 6 332 ')).toBe('YGNMDYE6332');
    expect(readScannedCode('   ')).toBeNull();
  });
});
