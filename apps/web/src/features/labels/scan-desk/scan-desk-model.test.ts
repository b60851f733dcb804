import { describe, expect, it } from 'vitest';
import {
  asBulkResult,
  entryFromResult,
  isRepeatScan,
  readScan,
  refusedEntry,
  scanDeskSteps,
  tallyScans,
  withEntry,
  type ScanEntry,
} from './scan-desk-model';

const code = 'EX000000014MM';
const moved: ScanEntry = {
  tracking_code: code,
  outcome: 'moved',
  status: 'arrived_to_destination_branch',
  reason: null,
};

describe('scan desk model', () => {
  it('names its steps: accept (or back from a courier) at the accept desk, return at the return desk', () => {
    expect(scanDeskSteps).toEqual({ accept: ['accept', 'courier_return'], return: ['return'] });
  });

  it('reads a scan: empty, not a tracking code, or a normalized code', () => {
    expect(readScan('  ')).toEqual({ kind: 'empty' });
    expect(readScan('abc')).toEqual({ kind: 'invalid', code: 'ABC' });
    expect(readScan(' ex 000000014 mm')).toEqual({ kind: 'code', code });
  });

  it('keeps one entry per parcel, newest first, and never sends a parcel in hand twice', () => {
    const working: ScanEntry = { tracking_code: code, outcome: 'working', status: null, reason: null };
    const other = refusedEntry('EX000000028MM', 'Not found.');
    let entries = withEntry([], working);
    entries = withEntry(entries, other);
    expect(isRepeatScan(entries, code)).toBe(true);
    expect(isRepeatScan(entries, 'EX000000028MM')).toBe(false);
    entries = withEntry(entries, moved);
    expect(entries.map((entry) => entry.outcome)).toEqual(['moved', 'refused']);
    expect(isRepeatScan(entries, code)).toBe(true);
    expect(tallyScans([...entries, working])).toEqual({ moved: 1, refused: 1, working: 1 });
  });

  it('shows the finished scans as a bulk answer', () => {
    const working: ScanEntry = { tracking_code: 'EX000000031MM', outcome: 'working', status: null, reason: null };
    expect(asBulkResult([working, moved, refusedEntry('EX000000028MM', 'Not found.')])).toEqual({
      data: [
        { tracking_code: code, outcome: 'moved', status: 'arrived_to_destination_branch', reason: null },
        { tracking_code: 'EX000000028MM', outcome: 'refused', status: null, reason: 'Not found.' },
      ],
      moved: 1,
      refused: 1,
    });
  });

  it('reads the bulk answer of one parcel', () => {
    const answer = {
      data: [{ tracking_code: code, outcome: 'moved' as const, status: moved.status, reason: null }],
      moved: 1,
      refused: 0,
    };
    expect(entryFromResult(code, answer, 'x')).toEqual(moved);
    const refused = {
      data: [{ tracking_code: code, outcome: 'refused' as const, status: null, reason: 'At the end.' }],
      moved: 0,
      refused: 1,
    };
    expect(entryFromResult(code, refused, 'x')).toMatchObject({ outcome: 'refused', reason: 'At the end.' });
    expect(entryFromResult(code, { data: [], moved: 0, refused: 0 }, 'No answer')).toEqual(
      refusedEntry(code, 'No answer'),
    );
  });
});
