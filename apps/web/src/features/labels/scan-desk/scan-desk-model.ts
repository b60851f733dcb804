import { isValidTrackingCode, type LabelBulkStatusResponse, type LabelStatus, type LabelStep } from '@waypost/domain';
import { normalizeCode } from '@/components/data-table/row-selection';

/** The counter's two scan desks (issue 12): take parcels in at this branch; send parcels back. */
export const scanDeskModes = ['accept', 'return'] as const;
export type ScanDeskMode = (typeof scanDeskModes)[number];

/**
 * The named steps each desk offers, the first by default (issue 26 §1): the accept desk takes parcels into the
 * branch (booked here or arriving) or back from a courier who could not deliver them; the return desk sends them back
 * towards the sender. A parcel the chosen step does not fit is refused, with the step that does.
 */
export type DeskStep = Extract<LabelStep, 'accept' | 'courier_return' | 'return'>;
export const scanDeskSteps: Record<ScanDeskMode, readonly [DeskStep, ...DeskStep[]]> = {
  accept: ['accept', 'courier_return'],
  return: ['return'],
};

/** One scanned parcel: being sent, moved (to which status) or refused (and why, in the user's language). */
export interface ScanEntry {
  tracking_code: string;
  outcome: 'working' | 'moved' | 'refused';
  status: LabelStatus | null;
  reason: string | null;
}

/** What a typed or scanned text is: nothing, not a tracking code, or a code (normalized). */
export type ReadScan = { kind: 'empty' } | { kind: 'invalid'; code: string } | { kind: 'code'; code: string };

export function readScan(raw: string): ReadScan {
  const code = normalizeCode(raw);
  if (!code) return { kind: 'empty' };
  return isValidTrackingCode(code) ? { kind: 'code', code } : { kind: 'invalid', code };
}

/**
 * Whether a scan repeats a parcel the desk already has in hand (being sent, or moved in this session): a second
 * beep of the same barcode must not move the parcel twice. A refused parcel may be scanned again.
 */
export function isRepeatScan(entries: readonly ScanEntry[], code: string): boolean {
  return entries.some((entry) => entry.tracking_code === code && entry.outcome !== 'refused');
}

/** The list with `entry` in place of the same code's older entry, newest first. */
export function withEntry(entries: readonly ScanEntry[], entry: ScanEntry): ScanEntry[] {
  return [entry, ...entries.filter((other) => other.tracking_code !== entry.tracking_code)];
}

/** The desk's counters: parcels moved, refused and still being sent. */
export function tallyScans(entries: readonly ScanEntry[]) {
  return {
    moved: entries.filter((entry) => entry.outcome === 'moved').length,
    refused: entries.filter((entry) => entry.outcome === 'refused').length,
    working: entries.filter((entry) => entry.outcome === 'working').length,
  };
}

/** The finished scans in the shape of a bulk answer, so the scan panel's result list shows them. */
export function asBulkResult(entries: readonly ScanEntry[]): LabelBulkStatusResponse {
  const done = entries.filter(
    (entry): entry is ScanEntry & { outcome: 'moved' | 'refused' } => entry.outcome !== 'working',
  );
  const { moved, refused } = tallyScans(done);
  return {
    data: done.map(({ tracking_code, outcome, status, reason }) => ({ tracking_code, outcome, status, reason })),
    moved,
    refused,
  };
}

/** A refused entry for a parcel the desk could not even try (not found, the network failed). */
export function refusedEntry(code: string, reason: string): ScanEntry {
  return { tracking_code: code, outcome: 'refused', status: null, reason };
}

/** The entry of the bulk answer's row for `code` (or a refusal with `fallback` when the answer has no such row). */
export function entryFromResult(code: string, result: LabelBulkStatusResponse, fallback: string): ScanEntry {
  const row = result.data.find((item) => item.tracking_code === code) ?? result.data[0];
  if (!row) return refusedEntry(code, fallback);
  return { tracking_code: code, outcome: row.outcome, status: row.status, reason: row.reason };
}
