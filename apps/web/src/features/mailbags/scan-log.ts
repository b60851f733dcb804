/**
 * The scan panels' log (issue 27: "every scan answers at once, sound and colour for refused"): each scan read is
 * shown at once as being sent, then as its answer; newest first, at most `scanLogLimit` lines kept in view.
 */
export interface ScanLine {
  /** Increasing per panel: two scans of one code are two lines. */
  id: number;
  code: string;
  state: 'working' | 'ok' | 'already' | 'refused';
  /** The answer in the user's language (refusal reason, new status…). */
  text: string | null;
}

export const scanLogLimit = 200;

/** The log with `line` added on top, or in place of the line with its id. */
export function withScanLine(lines: readonly ScanLine[], line: ScanLine): ScanLine[] {
  const index = lines.findIndex((candidate) => candidate.id === line.id);
  if (index >= 0) return lines.map((candidate) => (candidate.id === line.id ? line : candidate));
  return [line, ...lines].slice(0, scanLogLimit);
}

/** How many scans were taken and refused. */
export function tallyScanLines(lines: readonly ScanLine[]): { ok: number; refused: number } {
  return {
    ok: lines.filter((line) => line.state === 'ok').length,
    refused: lines.filter((line) => line.state === 'refused').length,
  };
}

/** A scanned text as a code: trimmed, spaces inside dropped, upper case; null when empty. */
export function readScannedCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, '').toUpperCase();
  return code === '' ? null : code;
}
